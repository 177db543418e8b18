import { Counter, Gauge, type Registry } from 'prom-client';

/**
 * The gateway's memory caches as /metrics shows them: each with its bound in bytes (its own
 * setting), the bytes it holds now, and how often it was asked and had the answer. The sum of the
 * bounds plus the process's baseline is the memory a deployment gives a gateway (docs/caching.md).
 */
export interface HeldCache {
  /** The cache's name in /metrics (`cache_bytes{cache="…"}`). */
  readonly name: string;
  /** The most bytes it may hold (its setting). */
  readonly boundBytes: number;
  /** The bytes it holds now, as its size calculation counts them. */
  bytes(): number;
  /** Lookups that found an answer, and those that did not. */
  readonly lookups: { hits: number; misses: number };
}

const held = new Map<string, HeldCache>();

/**
 * Names a cache for /metrics and returns its lookup counts to add to. A cache made again under the
 * same name (a test shop started twice in one process) replaces the earlier one.
 */
export function holdCache(name: string, boundBytes: number, bytes: () => number, lookups: HeldCache['lookups'] = { hits: 0, misses: 0 }): HeldCache['lookups'] {
  held.set(name, { name, boundBytes, bytes, lookups });
  return lookups;
}

/** The caches named so far, by name. */
export function heldCaches(): HeldCache[] {
  return [...held.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** `cache_bytes`, `cache_bound_bytes` and `cache_lookups_total{outcome}` per cache, read when /metrics is asked. */
export function cacheMemoryMetrics(registry: Registry): void {
  new Gauge({
    name: 'cache_bytes',
    help: 'Bytes a gateway memory cache holds now, per cache',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset();
      for (const c of held.values()) this.set({ cache: c.name }, c.bytes());
    },
  });
  new Gauge({
    name: 'cache_bound_bytes',
    help: 'The most bytes a gateway memory cache may hold (its setting), per cache',
    labelNames: ['cache'],
    registers: [registry],
    collect() {
      this.reset();
      for (const c of held.values()) this.set({ cache: c.name }, c.boundBytes);
    },
  });
  new Counter({
    name: 'cache_lookups_total',
    help: 'Lookups of a gateway memory cache that found an answer (hit) or not (miss), per cache',
    labelNames: ['cache', 'outcome'],
    registers: [registry],
    collect() {
      this.reset();
      for (const c of held.values()) {
        this.inc({ cache: c.name, outcome: 'hit' }, c.lookups.hits);
        this.inc({ cache: c.name, outcome: 'miss' }, c.lookups.misses);
      }
    },
  });
}
