import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { SharedRedis } from '../redis';

/**
 * The shop's limiters: one library (rate-limiter-flexible) on one store, Redis when REDIS_URL is
 * set (every gateway counts together) and the gateway's memory otherwise. Each consume goes through
 * the shared Redis guard (server/redis: time budget and circuit breaker): when Redis is late,
 * failing or its circuit is open, the gateway's own memory counters decide instead, so a frozen
 * Redis never stalls a request, and limits still hold, per gateway, while it is away.
 */

export interface LimitSpec {
  /** Names the counters (a key prefix): `requests-client`, `password-reset-address`... */
  name: string;
  /** Points allowed per key within the window (requests, or query cost). */
  points: number;
  windowSeconds: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Points left in the window (0 once over). */
  remaining: number;
  /** Seconds until the window ends (when a refused key may try again). */
  retryAfterSeconds: number;
  /** Which store counted: `redis`, or `memory` (no Redis, or Redis did not answer in time). */
  store: 'redis' | 'memory';
}

export interface Limiter {
  readonly spec: LimitSpec;
  /** Whether it counts on Redis (a consume may wait on it); else in the gateway's memory, answered at once. */
  readonly shared: boolean;
  consume(key: string, points?: number): Promise<LimitDecision>;
}

export interface Limiters {
  create(spec: LimitSpec): Limiter;
}

function decision(res: RateLimiterRes, allowed: boolean, store: LimitDecision['store']): LimitDecision {
  return { allowed, remaining: res.remainingPoints, retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)), store };
}

/** A refusal is an answer, not a failure: the library rejects with a RateLimiterRes. */
async function settle(consume: Promise<RateLimiterRes>): Promise<{ allowed: boolean; res: RateLimiterRes }> {
  try {
    return { allowed: true, res: await consume };
  } catch (err) {
    if (err instanceof RateLimiterRes) return { allowed: false, res: err };
    throw err;
  }
}

export function createLimiters(redis: SharedRedis | null, options: { keyPrefix?: string } = {}): Limiters {
  const prefix = options.keyPrefix ?? 'shop:limit:';
  return {
    create(spec) {
      const memory = new RateLimiterMemory({ keyPrefix: spec.name, points: spec.points, duration: spec.windowSeconds });
      const shared = redis
        ? new RateLimiterRedis({
            storeClient: redis.client,
            useRedisPackage: true,
            // Without a connection the library fails at once instead of queueing (the guard then uses memory).
            rejectIfRedisNotReady: true,
            keyPrefix: `${prefix}${spec.name}`,
            points: spec.points,
            duration: spec.windowSeconds,
          })
        : null;
      return {
        spec,
        shared: shared !== null,
        async consume(key, points = 1) {
          if (shared && redis) {
            const counted = await redis.run('rate-limit', () => settle(shared.consume(key, points)), null);
            if (counted) return decision(counted.res, counted.allowed, 'redis');
          }
          const counted = await settle(memory.consume(key, points));
          return decision(counted.res, counted.allowed, 'memory');
        },
      };
    },
  };
}
