import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { holdReadiness } from '../ssr/hydration-marker';
import { onFirstIntent, whenIdleAfterLoad } from '../lib/idle';

/** The attribute of the element around each block of the home page, naming the block. */
const SLOT_ATTRIBUTE = 'data-home-block';

/** How far from the screen a block starts loading its code (half a screen above or below). */
const NEAR_SCREEN = '50% 0px';

/** How long after the load event the browser may wait for an idle moment before it loads a block anyway. */
const IDLE_TIMEOUT_MS = 1500;

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
    let observer: IntersectionObserver | null = null;
    const done = () => {
      observer?.disconnect();
      stopIntent();
      stopIdle();
      resolve();
    };
    // The slot has no box of its own (display: contents): its block's section is observed.
    const box = slot.firstElementChild;
    if (box && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), { rootMargin: NEAR_SCREEN });
      observer.observe(box);
    }
    const stopIntent = onFirstIntent(slot, done);
    const stopIdle = whenIdleAfterLoad(done, IDLE_TIMEOUT_MS);
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
