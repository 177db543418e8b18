import type { createClient } from '@redis/client';

export type RedisClient = ReturnType<typeof createClient>;

/** Why a command got no answer: no reply within the budget, no connection, or an error reply. */
export type RedisFailure = 'timeout' | 'unreachable' | 'error';

export interface RedisHealth {
  status: 'ok' | 'degraded';
  /** What failed last ('redis timeout', 'redis unreachable', 'redis error'), while degraded. */
  reason?: string;
}

/**
 * Redis as the gateway uses it: a cache and shared counters it never waits long on. Every command
 * goes through `run`, which gives it `timeoutMs`; past that, on an error or with the circuit open,
 * the caller's fallback is used (a miss, a skipped write) and the request goes on.
 */
export interface SharedRedis {
  /** The connection, for code that needs the client itself; commands still go through `run`. */
  readonly client: RedisClient;
  /** One command within the time budget; `fallback` when it fails, is late, or the circuit is open. */
  run<T>(command: string, call: (client: RedisClient) => Promise<T>, fallback: T): Promise<T>;
  /** A PING within the budget (or the open circuit's last reason): for /readyz. */
  health(): Promise<RedisHealth>;
  close(): Promise<void>;
}
