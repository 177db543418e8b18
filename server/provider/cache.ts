import { LRUCache } from 'lru-cache';

/** Cached "nothing there" answers (an unknown article or vehicle), so they are not asked again either. */
const NONE = Symbol('none');
type Stored = NonNullable<unknown> | typeof NONE;

/**
 * A cache shared by every request, with a time to live, that also coalesces concurrent identical
 * calls: while a value is being fetched, other callers wait for the same promise. Failures are not
 * cached. A TTL of 0 turns storing off but keeps coalescing.
 */
export class SharedCache {
  private readonly store: LRUCache<string, Stored> | null;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(ttlSeconds: number, max = 50_000) {
    this.store = ttlSeconds > 0 ? new LRUCache<string, Stored>({ max, ttl: ttlSeconds * 1000 }) : null;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.store?.get(key);
    if (hit !== undefined) return (hit === NONE ? null : hit) as T;
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = load().then(
      (value) => {
        this.inFlight.delete(key);
        this.store?.set(key, value === null || value === undefined ? NONE : (value as NonNullable<unknown>));
        return value;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        throw err;
      },
    );
    this.inFlight.set(key, promise);
    return promise;
  }

  /**
   * Values for many ids: cached ones and ones already being fetched are reused, the rest are fetched
   * together with one call to `loadMissing` (which answers null for ids the provider does not know).
   */
  async getMany<V>(prefix: string, ids: readonly number[], loadMissing: (ids: number[]) => Promise<Map<number, V>>): Promise<(V | null)[]> {
    const missing: number[] = [];
    const waits = new Map<number, Promise<V | null>>();
    for (const id of new Set(ids)) {
      const key = `${prefix}:${id}`;
      const hit = this.store?.get(key);
      if (hit !== undefined) waits.set(id, Promise.resolve(hit === NONE ? null : (hit as V)));
      else if (this.inFlight.has(key)) waits.set(id, this.inFlight.get(key) as Promise<V | null>);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const batch = loadMissing(missing);
      for (const id of missing) {
        const key = `${prefix}:${id}`;
        const one = batch.then((found) => found.get(id) ?? null);
        waits.set(id, this.get(key, () => one));
      }
    }
    return Promise.all(ids.map((id) => waits.get(id) as Promise<V | null>));
  }

  /** Stores a value fetched as part of a larger answer (articles of a page, for their product pages). */
  prime(key: string, value: NonNullable<unknown>): void {
    this.store?.set(key, value);
  }

  clear(): void {
    this.store?.clear();
  }
}
