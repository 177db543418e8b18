/**
 * How long one statement or transaction of an import should hold the database at most: the embedded
 * database runs one at a time (a transaction holds it for every connection of every worker), so a
 * shopper's query arriving meanwhile waits for it to end.
 */
export const HOLD_TARGET_MS = 10;

/** Sizes an import's batches by how long the last ones took, so that each holds the database about `targetMs`. */
export interface Pacer {
  /** Items for the next batch. */
  size(): number;
  /** The batch just run: how long it took and how many items it had. */
  took(ms: number, items: number): void;
}

/**
 * A pacer starting at `initial` items, kept between `min` and `max`: the cost of an item is the mean
 * of the last batches' (weighted to the newest), and a batch at most doubles the one before (a fast
 * batch on an idle moment does not make the next one hold the database for long).
 */
export function createPacer(initial: number, min: number, max: number, targetMs = HOLD_TARGET_MS): Pacer {
  let current = Math.min(max, Math.max(min, initial));
  let perItem: number | null = null;
  return {
    size: () => current,
    took(ms, items) {
      if (items <= 0) return;
      const cost = Math.max(ms, 0.01) / items;
      perItem = perItem === null ? cost : perItem * 0.5 + cost * 0.5;
      const wanted = Math.round(targetMs / perItem);
      current = Math.min(max, Math.max(min, Math.min(wanted, current * 2)));
    },
  };
}
