import type { PriceRange } from '../../product-list/list-url-state';

/** How a price filter reads amounts: in the shopper's currency, from and back to the list's pesos. */
export interface PriceConversion {
  /** Pesos in the shown currency. */
  toShown: (pesos: number) => number;
  /** An amount in the shown currency in pesos. */
  toPesos: (shown: number) => number;
}

/** The list's bounds (pesos) in the shown currency, in whole units rounded outward: every price stays inside. */
export function shownBounds(min: number, max: number, c: PriceConversion): { min: number; max: number } {
  return { min: Math.floor(c.toShown(min)), max: Math.ceil(c.toShown(max)) };
}

/** The applied range (pesos) in the shown currency, in whole units. */
export function shownRange(range: PriceRange | null, c: PriceConversion): PriceRange | null {
  if (!range) return null;
  return { from: range.from === null ? null : Math.round(c.toShown(range.from)), to: range.to === null ? null : Math.round(c.toShown(range.to)) };
}

/**
 * A range picked in the shown currency as the list's filter in pesos: whole pesos, rounded outward
 * so a price shown at the bound is inside (from 34 dollars is from the peso price shown as 34.00).
 */
export function rangeInPesos(range: PriceRange | null, c: PriceConversion): PriceRange | null {
  if (!range) return null;
  return { from: range.from === null ? null : Math.floor(c.toPesos(range.from)), to: range.to === null ? null : Math.ceil(c.toPesos(range.to)) };
}
