import type * as RedisClientModule from '@redis/client';
import { Counter, Gauge, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { CircuitBreaker } from '../provider/breaker';
import { lazyModule } from '../lazy-module';

/** Loaded when a Redis is configured (most shops run without one). */
const redisClient = lazyModule<typeof RedisClientModule>('@redis/client');

export type { RedisClient, RedisFailure, RedisHealth, SharedRedis } from './types';
import type { RedisClient, RedisFailure, SharedRedis } from './types';

const REASONS: Record<RedisFailure, string> = { timeout: 'redis timeout', unreachable: 'redis unreachable', error: 'redis error' };
/** At most one warning line this often, whatever the traffic: the count of failures since the last one goes in it. */
const WARN_EVERY_MS = 60_000;
const LATE = Symbol('late');

/** The figures at /metrics: failures by kind, commands skipped by the open circuit, the circuit's state. */
class RedisMetrics {
  readonly failures: Counter<'kind'>;
  readonly shortCircuits: Counter;
  readonly circuitOpen: Gauge;

  constructor(registry: Registry) {
    const registers = [registry];
    this.failures = new Counter({
      name: 'redis_failures_total',
      help: 'Redis commands that failed, per kind (timeout: no reply within REDIS_TIMEOUT_MS, unreachable: no connection, error: an error reply)',
      labelNames: ['kind'],
      registers,
    });
    this.shortCircuits = new Counter({ name: 'redis_short_circuits_total', help: 'Redis commands not sent because the circuit was open (answered as a miss)', registers });
    this.circuitOpen = new Gauge({ name: 'redis_circuit_open', help: '1 while the Redis circuit is open or half-open, else 0', registers });
  }
}

function failureOf(err: unknown): RedisFailure {
  // An error reply means Redis answered (out of memory, a wrong type...); anything else is the connection.
  return err instanceof redisClient().ErrorReply ? 'error' : 'unreachable';
}

function messageOf(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length > 0) return messageOf(err.errors[0]);
  return err instanceof Error ? err.message || err.constructor.name : String(err);
}

/**
 * Connects to Redis without waiting: start-up never depends on it. The client reconnects by
 * itself (every 2 s at most) and refuses commands at once while it has no connection; a Redis that
 * accepts connections but does not answer (a stalled host) is cut off by the time budget, and after
 * `breakerFailures` failures in a row the circuit opens: no command is sent for the cool-down, then
 * one trial decides.
 */
export function connectRedis(settings: Config['redis'] & { url: string }, log: Logger, registry: Registry = new Registry()): SharedRedis {
  const metrics = new RedisMetrics(registry);
  const breaker = new CircuitBreaker({ failures: settings.breakerFailures, coolDownMs: settings.breakerCoolDownSeconds * 1000 });
  const client: RedisClient = redisClient().createClient({
    url: settings.url,
    // No offline queue: without a connection a command fails at once instead of waiting for one.
    disableOfflineQueue: true,
    // Commands sent to a stalled Redis wait in this queue until it answers: never without bound.
    commandsQueueMaxLength: 1000,
    socket: { reconnectStrategy: (retries: number) => Math.min(100 * 2 ** Math.min(retries, 5), 2000) + Math.floor(Math.random() * 100) },
  });

  let lastFailure: RedisFailure | null = null;
  let unreported = 0;
  let lastWarnAt = -Infinity;

  const warn = (kind: RedisFailure, command: string, err: unknown) => {
    unreported += 1;
    const now = Date.now();
    if (now - lastWarnAt < WARN_EVERY_MS) return;
    lastWarnAt = now;
    log.warn(
      { redis: { kind, command, failures: unreported, circuit: breaker.state, error: err === undefined ? undefined : messageOf(err) } },
      'redis is failing: the shop answers without its shared cache (at most one such line a minute)',
    );
    unreported = 0;
  };

  const failed = (kind: RedisFailure, command: string, err?: unknown) => {
    metrics.failures.inc({ kind });
    lastFailure = kind;
    if (breaker.failure(Date.now())) metrics.circuitOpen.set(1);
    warn(kind, command, err);
  };

  const succeeded = () => {
    const closed = breaker.success();
    if (closed) metrics.circuitOpen.set(0);
    if (lastFailure !== null) log.info({ redis: { after: lastFailure } }, 'redis answers again: the shared cache is back');
    lastFailure = null;
  };

  // Connection errors (refused, reset, reconnect attempts) are reported like failed commands, at the same pace.
  client.on('error', (err: unknown) => {
    lastFailure = failureOf(err);
    warn(lastFailure, 'connect', err);
  });
  client.connect().catch(() => undefined);

  const run = async <T>(command: string, call: (c: RedisClient) => Promise<T>, fallback: T): Promise<T> => {
    if (!breaker.allow(Date.now())) {
      metrics.shortCircuits.inc();
      return fallback;
    }
    let timer: NodeJS.Timeout | undefined;
    // Decided in the check phase after the timer: a reply that arrived while the event loop was
    // busy is read first, so a late timer does not count a healthy Redis as slow.
    const late = new Promise<typeof LATE>((resolve) => {
      timer = setTimeout(() => setImmediate(resolve, LATE), settings.timeoutMs);
    });
    try {
      const result = await Promise.race([call(client), late]);
      if (result === LATE) {
        failed('timeout', command);
        return fallback;
      }
      succeeded();
      return result;
    } catch (err) {
      failed(failureOf(err), command, err);
      return fallback;
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    client,
    run,
    async health() {
      const pong = await run('ping', (c) => c.ping(), null);
      return pong !== null ? { status: 'ok' } : { status: 'degraded', reason: REASONS[lastFailure ?? 'unreachable'] };
    },
    async close() {
      // Nothing is waited for: a stalled Redis must not hold up the gateway's shutdown.
      if (client.isOpen) client.destroy();
    },
  };
}
export { RedisKeyValueCache } from './key-value-cache';
