import { Suspense, useState, type ReactNode } from 'react';
import styles from './hydrate-later.module.css';

/**
 * Hydration in slices. A server-rendered page is hydrated in one synchronous pass (Preact, see
 * client/vite.config.ts), which on a slow phone is one long task over every element of the page.
 * Parts wrapped in `HydrateLater` keep their server markup during that pass and are hydrated
 * afterwards, each in a task of its own, so the browser can answer input in between; parts wrapped
 * inside a waiting part wait again when it is hydrated. Outside the first hydration (a page drawn in
 * the browser, a server render) they render their children as they are.
 *
 * The wrapped part must render exactly one element at its root (the markup kept while it waits).
 */

let hydrating = false;
let lastSlice: Promise<void> = Promise.resolve();

/** Resolves in a task of its own, after anything already queued (no 4 ms clamp of nested timers). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the page's first hydration: parts wrapped in `HydrateLater` wait for later tasks. */
export function hydrateInSlices(hydrate: () => void): void {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * Resolves once every waiting part has been hydrated, those found inside hydrated parts too, and
 * the task after the last one has run.
 */
export async function slicesHydrated(): Promise<void> {
  let tail: Promise<void>;
  do {
    tail = lastSlice;
    await tail;
    await nextTask();
  } while (tail !== lastSlice);
}

interface Slice {
  ready: boolean;
  wait?: Promise<void>;
}

function Gate({ slice, children }: { slice: Slice; children: ReactNode }) {
  if (!slice.ready) {
    slice.wait ??= lastSlice = lastSlice.then(nextTask).then(() => {
      slice.ready = true;
      // The slice is hydrated in this task's microtasks: parts wrapped inside it wait for tasks of
      // their own in turn (a block's product cards each get one, not one task for all of them).
      hydrating = true;
      void nextTask().then(() => {
        hydrating = false;
      });
    });
    // Suspending during hydration keeps the server's markup until the slice's task comes.
    throw slice.wait;
  }
  return children;
}

export function HydrateLater({ children }: { children: ReactNode }) {
  const [slice] = useState<Slice>(() => ({ ready: !hydrating }));
  if (typeof window === 'undefined') return children;
  return (
    <Suspense fallback={null}>
      <Gate slice={slice}>{children}</Gate>
    </Suspense>
  );
}

/**
 * `HydrateLater` for a part that may render nothing or several elements: wrapped in an element of
 * its own (`display: contents`, so the layout around it does not change), on the server too.
 */
export function HydrateLaterSlot({ children }: { children: ReactNode }) {
  return (
    <HydrateLater>
      <div className={styles.slot}>{children}</div>
    </HydrateLater>
  );
}
