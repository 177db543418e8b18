import { LRUCache } from 'lru-cache';

/**
 * One piece of work per key at a time: the first asker of a key makes its value (a page render, a
 * GraphQL answer), and those who ask while it is being made wait for it instead of making it again.
 * A flight lands with what it made when that can be shared, or with null when it cannot (a personal
 * page, a failed part, an answer with a cookie): the waiters then do the work themselves, and the
 * key is remembered as one whose flights land empty for a while, so the next askers of it do not
 * queue behind one another for nothing.
 */
export interface Flights<T> {
  /** The flight under way for the key, to wait for; undefined when none is, or when the key's flights land empty. */
  join(key: string): Promise<T | null> | undefined;
  /**
   * Starts the key's flight, returning its landing: call it with the shareable value, or with null;
   * once is enough, later calls do nothing. When a flight is already under way (one that `join`
   * declined to wait for), the landing returned belongs to nobody and does nothing.
   */
  take(key: string): (value: T | null) => void;
  /** Flights started, and askers who waited for one instead of doing the work (for /metrics). */
  readonly counts: { flights: number; joined: number };
}

const nothing = (): void => undefined;

export function createFlights<T>(options: { rememberEmpty?: number; emptyForMs?: number } = {}): Flights<T> {
  const flying = new Map<string, Promise<T | null>>();
  const empty = new LRUCache<string, true>({ max: options.rememberEmpty ?? 4096, ttl: options.emptyForMs ?? 60_000 });
  const counts = { flights: 0, joined: 0 };
  return {
    counts,
    join(key) {
      if (empty.has(key)) return undefined;
      const flight = flying.get(key);
      if (flight) counts.joined++;
      return flight;
    },
    take(key) {
      if (flying.has(key)) return nothing;
      let land!: (value: T | null) => void;
      flying.set(key, new Promise<T | null>((resolve) => (land = resolve)));
      counts.flights++;
      let landed = false;
      return (value) => {
        if (landed) return;
        landed = true;
        flying.delete(key);
        if (value === null) empty.set(key, true);
        else empty.delete(key);
        land(value);
      };
    },
  };
}
