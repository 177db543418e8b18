import { useEffect, useState } from 'react';

/** Items shown at once from a minimum viewport width up: `[[0, 2], [768, 3], [1100, 4]]`. */
export type PerViewSteps = readonly (readonly [minWidth: number, items: number])[];

/** The number of items for a viewport width. */
export function perViewFor(steps: PerViewSteps, width: number): number {
  let items = steps[0]?.[1] ?? 1;
  for (const [min, n] of steps) if (width >= min) items = n;
  return items;
}

/**
 * Items a carousel shows at once, following the viewport width. Renders with the widest step first
 * (the server knows no viewport) and settles in an effect, never touching `window` while rendering.
 */
export function usePerView(steps: PerViewSteps): number {
  const [perView, setPerView] = useState(() => steps[steps.length - 1]?.[1] ?? 1);
  const key = steps.map(([min, n]) => `${min}:${n}`).join(',');
  useEffect(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return;
    const queries = steps.map(([min]) => window.matchMedia(`(min-width: ${min}px)`));
    const update = () => setPerView(perViewFor(steps, window.innerWidth));
    update();
    queries.forEach((q) => q.addEventListener('change', update));
    return () => queries.forEach((q) => q.removeEventListener('change', update));
    // `key` stands for `steps`, which callers often write inline.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return perView;
}
