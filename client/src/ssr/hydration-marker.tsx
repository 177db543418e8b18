import { useEffect, type ReactNode } from 'react';
import { finishHydration } from '../lib/data/use-hydrated';

/** Attribute set on `<html>` once the app is interactive (hydrated or rendered in the browser). */
export const READY_ATTRIBUTE = 'data-app-ready';

const holds = new Set<Promise<unknown>>();

/**
 * Makes the page wait for `hydrated` before it counts as interactive: a part of a server-rendered
 * page that hydrates later than the rest (lib/lazy-block.tsx). Called before the page hydrates.
 */
export function holdReadiness(hydrated: Promise<unknown>): void {
  holds.add(hydrated);
}

/**
 * Ends hydration for the parts waiting for it (lib/data/use-hydrated.ts) after the first commit,
 * and marks the page interactive once they have been told and the parts holding readiness have
 * hydrated: a server-rendered page looks complete before its script runs, and browser tests wait
 * for this before they click. (React hydrates the parts inside Suspense boundaries after the root,
 * soon and in order; a click on one that is still waiting hydrates it first and is replayed, when
 * its code is in.) It renders only its children, so the tree has the same shape as the server's.
 */
export function HydrationMarker({ children }: { children: ReactNode }) {
  useEffect(() => {
    void Promise.all([finishHydration(), ...holds]).then(() => document.documentElement.setAttribute(READY_ATTRIBUTE, ''));
  }, []);
  // A wrapper, not a sibling: a sibling would shift the ids useId gives, and hydration would fail.
  return children;
}
