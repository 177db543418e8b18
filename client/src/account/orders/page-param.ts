/** The page number of a `?page=` parameter: a whole number from 1, else 1. */
export function pageFromParam(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}
