/**
 * How long one statement or transaction of an import should hold the database at most on a quiet
 * shop: the embedded database runs one at a time (a transaction holds it for every connection of
 * every worker), so a shopper's query arriving meanwhile waits for it to end.
 */
export const HOLD_TARGET_MS = 10;
/**
 * The same while shoppers keep the shop busy (give-way.ts): a shopper's request runs several
 * statements, and each may arrive while one of the import's runs; shorter ones cost the import
 * more round trips, which a busy shop leaves it time for anyway.
 */
export const BUSY_HOLD_MS = 3;

/** Sizes an import's batches by how long the last ones took, so that each holds the database about a target time. */
export interface Pacer {
  /** Items for the next batch, to hold the database about `targetMs` (the pacer's own target by default). */
  size(targetMs?: number): number;
  /** The batch just run: how long it took and how many items it had. */
  took(ms: number, items: number): void;
}

/**
 * A pacer starting at `initial` items, kept between `min` and `max`: the cost of an item is the mean
 * of the last batches' (weighted to the newest), and a batch at most doubles the one before (a fast
 * batch on an idle moment does not make the next one hold the database for long).
 */
export function createPacer(initial: number, min: number, max: number, targetMs = HOLD_TARGET_MS): Pacer {
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  let last = clamp(initial);
  let perItem: number | null = null;
  return {
    size: (target = targetMs) => (perItem === null ? last : clamp(Math.min(Math.round(target / perItem), last * 2))),
    took(ms, items) {
      if (items <= 0) return;
      const cost = Math.max(ms, 0.01) / items;
      perItem = perItem === null ? cost : perItem * 0.5 + cost * 0.5;
      last = items;
    },
  };
}

/**
 * A column a batch's statement ends with: how long it has run, measured by the database itself, so
 * that waiting in the embedded database's queue behind shoppers' queries (which a busy shop makes
 * long) does not count as the batch's own cost and shrink the next batch for nothing.
 */
export const HELD_MS_COLUMN = '(extract(epoch from clock_timestamp() - statement_timestamp()) * 1000)::float8 as held_ms';

/** How long a batch's statement held the database: its `held_ms`, never more than the time seen here. */
export function heldMs(row: { held_ms?: number | string | null } | undefined, seenMs: number): number {
  const held = Number(row?.held_ms ?? Number.NaN);
  return Number.isFinite(held) && held >= 0 ? Math.min(held, seenMs) : seenMs;
}
