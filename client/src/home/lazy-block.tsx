import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { holdReadiness } from '../ssr/hydration-marker';

/** The attribute of the element around each block of the home page, naming the block. */
const SLOT_ATTRIBUTE = 'data-home-block';

/** How far from the screen a block starts loading its code (half a screen above or below). */
const NEAR_SCREEN = '50% 0px';

/** How long after the load event the browser may wait for an idle moment before it loads a block anyway. */
const IDLE_TIMEOUT_MS = 1500;

/** Calls `run` once the page's load event has fired and the browser has an idle moment. */
function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  let idle = 0;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else idle = window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Resolves when the block the server rendered into the slot `name` is needed: it nears the screen,
 * the shopper points at, touches or focuses it, or the browser is idle after the load event. Until
 * then the block is the server's markup, shown but not yet interactive, and its code is not
 * loaded. A page the browser renders itself (no such slot) needs the block at once.
 */
function whenNeeded(name: string): Promise<void> {
  const slot = document.querySelector(`[${SLOT_ATTRIBUTE}="${name}"]`);
  if (!slot) return Promise.resolve();
  return new Promise((resolve) => {
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    let observer: IntersectionObserver | null = null;
    let cancelIdle = () => {};
    const done = () => {
      observer?.disconnect();
      cancelIdle();
      for (const type of events) slot.removeEventListener(type, done, true);
      resolve();
    };
    // The slot has no box of its own (display: contents): its block's section is observed.
    const box = slot.firstElementChild;
    if (box && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR_SCREEN });
      observer.observe(box);
    }
    for (const type of events) slot.addEventListener(type, done, { capture: true, passive: true });
    cancelIdle = whenIdleAfterLoad(done);
  });
}

/** Tells the readiness marker when a block has hydrated: rendered after it, in its boundary. */
function Hydrated({ onDone }: { onDone: () => void }) {
  useEffect(onDone, [onDone]);
  return null;
}

/**
 * A block of the home page whose code loads when the block is needed (see whenNeeded): the first
 * page's JavaScript carries the hero and the frame, not the six blocks below them. The server
 * renders every block as usual; in the browser a block the server rendered stays its markup until
 * then, and hydrates on its own (a Suspense boundary each). The page counts as interactive
 * (`data-app-ready`) once every such block has hydrated.
 */
export function lazyBlock(name: string, load: () => Promise<ComponentType>): ComponentType {
  let hydrated = () => {};
  // Decided as the page's modules load, before anything hydrates (the page itself may hydrate
  // after the frame, in a boundary of its own): a block the server has rendered by then waits until
  // it is needed, and holds the page's readiness until it has hydrated; any other loads at once.
  const later = typeof document !== 'undefined' && document.querySelector(`[${SLOT_ATTRIBUTE}="${name}"]`) !== null;
  if (later) holdReadiness(new Promise<void>((resolve) => (hydrated = resolve)));
  const Block = lazy(async () => {
    if (later) await whenNeeded(name);
    return { default: await load() };
  });
  const onDone = () => hydrated();
  function HomeSlot() {
    return (
      <div {...{ [SLOT_ATTRIBUTE]: name }} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Block />
          <Hydrated onDone={onDone} />
        </Suspense>
      </div>
    );
  }
  HomeSlot.displayName = `HomeSlot(${name})`;
  return HomeSlot;
}
