const ARGENTINA_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * A moment moved to the Argentine calendar day it falls on (UTC−3 all year), for a UTC date
 * formatter: the term's end is the first instant past its last day, so the day shown is the one before.
 */
export function argentineDay(iso: string, { exclusiveEnd = false } = {}): string {
  return new Date(new Date(iso).getTime() - ARGENTINA_OFFSET_MS - (exclusiveEnd ? 1 : 0)).toISOString();
}
