import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that markup, true from the first
 * render after hydration (and at once in a page the browser renders itself). Parts that belong to
 * one shopper (cart, account, garage) wait for it, so the markup a page is hydrated from is the
 * same for every visitor and may be kept by a cache.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
