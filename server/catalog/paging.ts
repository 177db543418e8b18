import { badInput } from '../errors';

export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** Checks `page` (from 1) and `limit` (1 to `maxLimit`) and works out the offset. */
export function pageRequest(page: number | null | undefined, limit: number | null | undefined, defaultLimit: number, maxLimit: number): PageRequest {
  const p = page ?? 1;
  const l = limit ?? defaultLimit;
  if (!Number.isInteger(p) || p < 1) throw badInput('page must be a whole number from 1', 'page');
  if (!Number.isInteger(l) || l < 1 || l > maxLimit) throw badInput(`limit must be a whole number from 1 to ${maxLimit}`, 'limit');
  return { page: p, limit: l, offset: (p - 1) * l };
}

/** The paging figures of a list result: pages, and the positions (from 1) of the first and last item shown. */
export function pageFigures(req: PageRequest, total: number, shown: number): { page: number; limit: number; total: number; pages: number; from: number; to: number } {
  const pages = Math.max(1, Math.ceil(total / req.limit));
  return {
    page: req.page,
    limit: req.limit,
    total,
    pages,
    from: shown > 0 ? req.offset + 1 : 0,
    to: shown > 0 ? req.offset + shown : 0,
  };
}

/**
 * Bounds of the price filter, rounded outward to a power of ten whose exponent is the number of
 * digits of the largest price (its whole part) minus two, at least 1: prices 4 300 to 152 000 give
 * 0 to 160 000 (step 10 000); 12.5 to 87 give 10 to 90 (step 10).
 */
export function priceBounds(prices: readonly number[]): { min: number; max: number } | null {
  if (prices.length === 0) return null;
  const lo = Math.min(...prices);
  const hi = Math.max(...prices);
  const digits = String(Math.floor(Math.abs(hi))).length;
  const step = 10 ** Math.max(1, digits - 2);
  return { min: Math.floor(lo / step) * step, max: Math.ceil(hi / step) * step };
}
