export type PageSlot = number | 'gap';

/**
 * Pages to show, always the same number of slots so the control does not change width while
 * paging: the first and last page, `siblings` on each side of the current one, and gaps for the
 * pages left out. Few pages are all shown.
 */
export function pageRange(page: number, pages: number, siblings = 1): PageSlot[] {
  if (pages <= 0) return [];
  const slots = 2 * siblings + 5;
  const all = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= slots) return all(1, pages);
  const current = Math.min(Math.max(page, 1), pages);
  const edge = 2 * siblings + 3;
  const gapBefore = current - siblings > 3;
  const gapAfter = current + siblings < pages - 2;
  if (!gapBefore) return [...all(1, edge), 'gap', pages];
  if (!gapAfter) return [1, 'gap', ...all(pages - edge + 1, pages)];
  return [1, 'gap', ...all(current - siblings, current + siblings), 'gap', pages];
}
