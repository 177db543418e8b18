/** A move through a list of items by keyboard. */
export type ListMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The move a key makes in a vertical list (ArrowDown/ArrowUp, Home/End), or null for other keys.
 * Arrows along the line are left to the caller: which one points inward depends on the direction.
 */
export function verticalMove(key: string): ListMove | null {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** The index a move lands on among `count` items from `current` (-1: none yet); wraps at both ends. */
export function movedIndex(current: number, count: number, move: ListMove): number {
  if (count === 0) return -1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return count - 1;
    case 'next':
      return current < 0 ? 0 : (current + 1) % count;
    case 'previous':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
  }
}

/** Whether a key is the arrow pointing to the inline end (right, or left on a right-to-left page). */
export function isInlineEndArrow(key: string, element: Element): boolean {
  const rtl = getComputedStyle(element).direction === 'rtl';
  return key === (rtl ? 'ArrowLeft' : 'ArrowRight');
}

/** Whether a key is the arrow pointing to the inline start. */
export function isInlineStartArrow(key: string, element: Element): boolean {
  const rtl = getComputedStyle(element).direction === 'rtl';
  return key === (rtl ? 'ArrowRight' : 'ArrowLeft');
}

/** Moves focus among `items` from the one holding it; returns the element focused, if any. */
export function focusMove(items: readonly HTMLElement[], move: ListMove): HTMLElement | null {
  const current = items.findIndex((item) => item === document.activeElement);
  const target = items[movedIndex(current, items.length, move)] ?? null;
  target?.focus();
  return target;
}
