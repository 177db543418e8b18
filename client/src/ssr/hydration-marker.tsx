import { useEffect, type ReactNode } from 'react';
import { slicesHydrated } from '../ui/hydrate-later/hydrate-later';

/** Attribute set on `<html>` once the app is interactive (hydrated or rendered in the browser). */
export const READY_ATTRIBUTE = 'data-app-ready';

/**
 * Marks the page interactive after the first commit and the hydration slices after it: a server-rendered page looks complete
 * before its script runs, and browser tests wait for this before they click. It renders only its
 * children, so the tree has the same shape as the server's.
 */
export function HydrationMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    // Parts hydrated in slices of their own (ui/hydrate-later) are interactive too by then.
    void slicesHydrated().then(() => document.documentElement.setAttribute(READY_ATTRIBUTE, ''));
  }, []);
  // A wrapper, not a sibling: a sibling would shift the ids useId gives, and hydration would fail.
  return children;
}
