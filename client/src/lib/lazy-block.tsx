import { lazy, memo, startTransition, Suspense, useContext, useEffect, useState, type ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { holdReadiness } from '../ssr/hydration-marker';
import { onFirstIntent, whenIdleAfterLoad } from './idle';

/** The attribute of the element around each lazily loaded block of a page, naming the block. */
const SLOT_ATTRIBUTE = 'data-lazy-block';

/**
 * The attribute of a slot the server left empty: its block is drawn in the browser (see
 * `SlotProps.inBrowser`). Until then the slot is a box of its own, watched for nearing the screen.
 */
const IN_BROWSER_ATTRIBUTE = 'data-drawn-in-browser';

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
    // A drawn slot has no box of its own (display: contents): its block's section is observed.
    const box = slot.hasAttribute(IN_BROWSER_ATTRIBUTE) ? slot : slot.firstElementChild;
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

/** On the server: the blocks whose code is still loading (each starts with its page's module). */
const loadingOnServer = new Set<Promise<void>>();

/**
 * Resolves once the code of every block known so far has loaded (on the server, where a block's
 * code starts loading with its page's module). The server's render waits for it after it has the
 * page's module and before it draws: a block whose code is in is drawn at once, so no render, not
 * even a new process's first, waits on code while the clock that decides whether a page is kept
 * whole runs.
 */
export function blocksLoaded(): Promise<void> {
  return loadingOnServer.size === 0 ? Promise.resolve() : Promise.all(loadingOnServer).then(() => undefined);
}

/** What a page may tell each of its lazily loaded blocks. */
export interface SlotProps {
  /**
   * Drawn in the browser only: the server leaves the slot empty and the browser draws the block,
   * asking its data then, when it is needed (as it would have hydrated it). For blocks far below
   * the first screen: their markup and data were most of a page's rendering on the server and of its
   * bytes, for what a shopper sees only after scrolling, by which time the browser has drawn them.
   */
  inBrowser?: boolean;
}

export interface LazyBlockOptions {
  /**
   * For a block drawn in the browser: asks the block's data (into the client's cache) before it is
   * drawn, so that it is drawn once, with its data, in a render that yields to the browser. Drawn
   * before its data, it would be drawn again when the data came, in one task with no pause.
   */
  data?: (client: ApolloClient) => Promise<unknown>;
}

/** Starts loading on the server (with the page's module, see blocksLoaded) and gives what is loaded once it is. */
function loadOnServer<T>(load: () => Promise<T>): { get: () => T | null } {
  let loaded: T | null = null;
  const settled = load().then(
    (value) => {
      loaded = value;
    },
    () => undefined,
  );
  loadingOnServer.add(settled);
  void settled.then(() => loadingOnServer.delete(settled));
  return { get: () => loaded };
}

/**
 * A block of a page (the home page's blocks under the hero, a product page's blocks under the first
 * screen) whose code loads when the block is needed (see whenNeeded): the page's first JavaScript
 * carries what the first screen shows, not the blocks below it. The server renders every block as
 * usual, except those the page asks to be drawn in the browser (`inBrowser`); in the browser a block
 * the server rendered stays its markup until then, and hydrates on its own (a Suspense boundary
 * each), and a block left to the browser is drawn then. The page counts as interactive
 * (`data-app-ready`) once every such block has hydrated or been drawn. Names are unique across the
 * shop's pages.
 *
 * The block is memoised: a re-render of the page above it with the same props (the shopper's data
 * arriving after hydration) leaves it alone. A boundary still waiting to hydrate that is handed new
 * props is hydrated at once, synchronously, in one long task with everything else waiting in it.
 */
export function lazyBlock<P extends object>(name: string, load: () => Promise<ComponentType<P>>, options: LazyBlockOptions = {}): ComponentType<P & SlotProps> {
  let hydrated = () => {};
  // Decided as the page's modules load, before anything hydrates (the page itself may hydrate
  // after the frame, in a boundary of its own): a block the server has rendered by then waits until
  // it is needed, and holds the page's readiness until it has hydrated; any other loads at once. A
  // slot the server left empty holds readiness too, until its block is drawn.
  const slot = typeof document !== 'undefined' ? document.querySelector(`[${SLOT_ATTRIBUTE}="${name}"]`) : null;
  const later = slot !== null && !slot.hasAttribute(IN_BROWSER_ATTRIBUTE);
  // Whether the page's server-rendered slot is still waiting for its block to be drawn: the first
  // draw after hydration waits until the block is needed; a later page (a navigation in the
  // browser) draws it at once.
  let emptyOnArrival = slot !== null && !later;
  if (slot) holdReadiness(new Promise<void>((resolve) => (hydrated = resolve)));
  // On the server the block's code starts loading with the page's module,
  // and the render draws it directly once it is in (see blocksLoaded): the same markup as through
  // `lazy`, without suspending.
  const onServer = typeof document === 'undefined';
  const drawn = onServer ? loadOnServer(load) : null;
  const Block = lazy(async () => {
    if (later) await whenNeeded(name);
    return { default: await load() };
  });
  const onDone = () => hydrated();
  function Slot({ inBrowser = false, ...props }: P & SlotProps) {
    const [waiting, setWaiting] = useState(() => inBrowser && emptyOnArrival);
    const client = useContext(getApolloContext()).client;
    useEffect(() => {
      if (!waiting) return;
      let live = true;
      void whenNeeded(name)
        // The code and the data together; data that fails to come is the block's to show, with its retry.
        .then(() => Promise.all([load(), client && options.data?.(client).catch(() => undefined)]))
        .then(() => {
          emptyOnArrival = false;
          if (live) startTransition(() => setWaiting(false));
        });
      return () => {
        live = false;
      };
    }, [waiting, client]);
    // The server's empty slot, and the browser's until the block is needed.
    if (waiting || (onServer && inBrowser)) return <div {...{ [SLOT_ATTRIBUTE]: name, [IN_BROWSER_ATTRIBUTE]: '' }} />;
    const Drawn = drawn?.get() ?? Block;
    return (
      <div {...{ [SLOT_ATTRIBUTE]: name }} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Drawn {...(props as P)} />
          <Hydrated onDone={onDone} />
        </Suspense>
      </div>
    );
  }
  Slot.displayName = `LazyBlock(${name})`;
  return memo(Slot) as unknown as ComponentType<P & SlotProps>;
}
