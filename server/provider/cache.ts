import { LRUCache } from 'lru-cache';
import { ProviderUnavailableError } from './errors';

/** Cached "nothing there" answers (an unknown article or vehicle), so they are not asked again either. */
const NONE = Symbol('none');
type Value = NonNullable<unknown> | typeof NONE;

interface Entry {
  value: Value;
  /** When the value was fetched (ms, performance clock). */
  at: number;
  /** Until when it is answered without asking again (ms, performance clock). */
  freshUntil: number;
  /** About how much memory the value takes, in bytes. */
  size: number;
  /** An empty answer kept only for the short retry time (never served in place of a failure). */
  empty?: boolean;
}

/**
 * How `get` treats an answer that holds nothing (an empty tree, an empty list) when nothing should
 * be taken for the truth for long: it is asked again after `retrySeconds` (at most the TTL), and an
 * earlier good answer still within its stale window is served meanwhile instead of the empty one.
 */
export interface EmptyAnswers<T> {
  isEmpty: (value: T) => boolean;
  retrySeconds: number;
  /** Called once per empty answer: `kept` says whether an earlier answer is served meanwhile. */
  onEmpty?: (kept: boolean) => void;
}

export interface CacheSettings {
  /** How long past its TTL an answer is kept to be served while the provider fails; 0 keeps none. */
  staleSeconds: number;
  /** Called each time a stale answer is served (for the metrics); gets the cache key. */
  onStale?: (key: string) => void;
  /** Memory the cache may hold, in megabytes (least recently used go first); unbounded but for the entry count when absent. */
  maxMb?: number;
}

/** About how many bytes a cached answer takes (its JSON text, twice for UTF-16); cheap next to the parse that made it. */
export function approxBytes(value: unknown): number {
  if (value instanceof Map) {
    let n = 64;
    for (const [k, v] of value) n += approxBytes(k) + approxBytes(v);
    return n;
  }
  if (typeof value === 'symbol' || value === undefined) return 16;
  try {
    return 2 * (JSON.stringify(value)?.length ?? 8);
  } catch {
    return 4096;
  }
}

/** Failures a stale answer may stand in for: the provider is down or refused; not a 401 or a redirect. */
const servesStale = (err: unknown): boolean => err instanceof ProviderUnavailableError;

/**
 * A cache shared by every request, with a time to live, that also coalesces concurrent identical
 * calls: while a value is being fetched, other callers wait for the same promise. Failures are not
 * cached. Stale-if-error: an answer is kept `staleSeconds` past its TTL; once expired it is fetched
 * again, and if the provider then fails (down, slow, open circuit, refused request) the stale answer
 * is served instead of the error. A TTL of 0 fetches every time (still coalescing) and, with a stale
 * window, keeps the last answer only to stand in for failures. Answers a caller calls empty (see
 * `EmptyAnswers`) are kept a short while only, and never stand in for anything.
 */
export class SharedCache {
  private store: LRUCache<string, Entry>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  private stale: CacheSettings = { staleSeconds: 0 };
  /** Lookups that found a fresh answer, and those that did not (for /metrics). */
  readonly lookups = { hits: 0, misses: 0 };
  private boundBytes = 0;

  constructor(
    private readonly ttlSeconds: number,
    private readonly max = 50_000,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.store = this.createStore();
  }

  private createStore(maxMb?: number): LRUCache<string, Entry> {
    const perf = { now: () => this.now() };
    if (maxMb === undefined) return new LRUCache<string, Entry>({ max: this.max, perf });
    return new LRUCache<string, Entry>({ max: this.max, maxSize: maxMb * 1024 * 1024, sizeCalculation: (e) => Math.max(1, e.size), perf });
  }

  /** Turns stale-if-error on (or off with 0) and bounds the memory held; call before first use (it empties the cache). */
  configure(settings: CacheSettings): void {
    this.stale = settings;
    this.store = this.createStore(settings.maxMb);
    this.boundBytes = (settings.maxMb ?? 0) * 1024 * 1024;
  }

  /** The most bytes it may hold (0: bounded by its entry count only), and the bytes it holds now. */
  get memory(): { boundBytes: number; bytes: number } {
    return { boundBytes: this.boundBytes, bytes: this.store.calculatedSize ?? 0 };
  }

  private keepsMs(ttlSeconds = this.ttlSeconds): number {
    return (ttlSeconds + this.stale.staleSeconds) * 1000;
  }

  private fresh(key: string): Entry | undefined {
    const entry = this.store.get(key);
    const fresh = entry && this.now() < entry.freshUntil ? entry : undefined;
    if (fresh) this.lookups.hits++;
    else this.lookups.misses++;
    return fresh;
  }

  private put(key: string, value: unknown, ttlSeconds = this.ttlSeconds): void {
    const ttl = this.keepsMs(ttlSeconds);
    if (ttl <= 0) return;
    const stored = value === null || value === undefined ? NONE : (value as NonNullable<unknown>);
    const at = this.now();
    this.store.set(key, { value: stored, at, freshUntil: at + ttlSeconds * 1000, size: approxBytes(stored) }, { ttl });
  }

  /**
   * Keeps an empty answer for the retry time only. An earlier good answer still held (past its TTL,
   * within the stale window) is served meanwhile instead; answers true when it is.
   */
  private putEmpty(key: string, value: unknown, retrySeconds: number): boolean {
    const retryMs = Math.min(retrySeconds, this.ttlSeconds) * 1000;
    if (retryMs <= 0) return false;
    const now = this.now();
    const previous = this.store.get(key);
    if (previous && !previous.empty && previous.value !== NONE) {
      this.store.set(key, { ...previous, freshUntil: now + retryMs }, { ttl: Math.max(retryMs, previous.at + this.keepsMs() - now) });
      return true;
    }
    const stored = value === null || value === undefined ? NONE : (value as NonNullable<unknown>);
    this.store.set(key, { value: stored, at: now, freshUntil: now + retryMs, size: approxBytes(stored), empty: true }, { ttl: retryMs });
    return false;
  }

  private static unwrap<T>(entry: Entry): T {
    return (entry.value === NONE ? null : entry.value) as T;
  }

  /**
   * The value of a key, fetched with `load` when it is not held. `ttlSeconds` keeps this answer
   * longer (or shorter) than the cache's own TTL (lists that rarely change); a cache whose TTL is 0
   * keeps nothing whatever it says.
   */
  async get<T>(key: string, load: () => Promise<T>, empty?: EmptyAnswers<T>, ttlSeconds?: number): Promise<T> {
    const hit = this.fresh(key);
    if (hit) return SharedCache.unwrap<T>(hit);
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;
    const promise = load().then(
      (value) => {
        this.inFlight.delete(key);
        if (!empty?.isEmpty(value)) {
          this.put(key, value, this.ttlSeconds === 0 ? 0 : (ttlSeconds ?? this.ttlSeconds));
          return value;
        }
        const kept = this.putEmpty(key, value, empty.retrySeconds);
        empty.onEmpty?.(kept);
        return kept ? SharedCache.unwrap<T>(this.store.get(key) as Entry) : value;
      },
      (err: unknown) => {
        this.inFlight.delete(key);
        const held = this.stale.staleSeconds > 0 && servesStale(err) ? this.store.get(key) : undefined;
        const kept = held && !held.empty ? held : undefined;
        if (!kept) throw err;
        this.stale.onStale?.(key);
        return SharedCache.unwrap<T>(kept);
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
      const hit = this.fresh(key);
      if (hit) waits.set(id, Promise.resolve(SharedCache.unwrap<V | null>(hit)));
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
    this.put(key, value);
  }

  /** The value held for a key within its TTL, without asking for it; undefined when there is none. */
  peek<T>(key: string): T | null | undefined {
    const hit = this.fresh(key);
    return hit ? SharedCache.unwrap<T>(hit) : undefined;
  }

  clear(): void {
    this.store.clear();
  }
}
