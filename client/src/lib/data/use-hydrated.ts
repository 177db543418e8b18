import { useSyncExternalStore } from 'react';
import { nextTask } from '../idle';

/**
 * Whether the page is hydrated: false only from `startHydration` (the app is about to hydrate a
 * server-rendered page) until `finishHydration`. A page the browser renders itself is at once.
 */
let hydrated = true;
const listeners = new Set<() => void>();
let told: Promise<void> = Promise.resolve();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => hydrated;
const getServerSnapshot = () => false;

/** The app is about to hydrate a server-rendered page: parts that wait for hydration keep waiting. */
export function startHydration(): void {
  hydrated = false;
}

/**
 * The page has hydrated. The parts waiting for it (their queries start now) are told one at a time,
 * each in a task of its own, so the browser can handle input and paint between them: told at once,
 * they would all re-render in one synchronous pass (what `useSyncExternalStore` does with a store
 * that changes), one long task for the whole header. Resolves once every part has been told.
 */
export function finishHydration(): Promise<void> {
  if (hydrated) return told;
  hydrated = true;
  told = (async () => {
    for (const listener of [...listeners]) {
      await nextTask();
      // A part gone meanwhile is not told.
      if (listeners.has(listener)) listener();
    }
  })();
  return told;
}

/**
 * False while the server renders and while the browser hydrates that markup, true once the page
 * has hydrated (and at once in a page the browser renders itself). Parts that belong to one
 * shopper (cart, account, garage) wait for it, so the markup a page is hydrated from is the same
 * for every visitor and may be kept by a cache.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
