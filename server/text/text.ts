/** Text folding shared by the catalogue's seed and its search: the same rules on both sides. */

/** Lower case without accents: `Bujía` → `bujia`, `LEMFÖRDER` → `lemforder`. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Folded words of letters and digits, in order. */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A part number without spaces, dots, dashes or slashes, upper case: `0 986 494.294` → `0986494294`. */
export function normalizeNumber(text: string): string {
  return fold(text).replace(/[^\p{L}\p{N}]+/gu, '').toUpperCase();
}

/** True when a query reads like a part number: it has a digit and at least 3 letters or digits. */
export function looksLikeNumber(text: string): boolean {
  return /\d/.test(text) && normalizeNumber(text).length >= 3;
}

/**
 * True when `a` and `b` are at most one edit apart (one letter inserted, removed, replaced, or two
 * neighbours swapped).
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    return diff.length === 2 && diff[1] === diff[0] + 1 && a[diff[0]] === b[diff[1]] && a[diff[1]] === b[diff[0]];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}
