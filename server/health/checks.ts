import type { MailRuntime } from '../mail';
import type { Db } from '../db';
import type { SharedRedis } from '../redis';
import type { ProviderApi } from '../provider/api';
import { providerStanding } from '../provider/health';
import type { CheckResult, ReadinessCheck } from './gateway-health';

/** A ping this slow makes the database check degraded. */
const SLOW_PING_MS = 1_000;
/** Without a successful ping for this long, the database is unreachable: the gateway is not ready. */
const UNREACHABLE_MS = 5_000;
const PING_EVERY_MS = 1_000;
const PROVIDER_EVERY_MS = 500;

/**
 * The gateway's own database connection, pinged every second in the background (one ping at a
 * time). Failing when no ping has succeeded for five seconds (unreachable, or too busy to answer a
 * trivial query); degraded when the last ping took over a second.
 */
export function databaseCheck(db: Pick<Db, 'ping'>, now: () => number = () => Date.now()): ReadinessCheck & { stop(): void } {
  let lastOkAt = now();
  let lastMs = 0;
  let lastError: string | null = null;
  let pending: number | null = null;
  const ping = () => {
    if (pending !== null) return;
    const started = now();
    pending = started;
    db.ping().then(
      () => {
        lastOkAt = now();
        lastMs = lastOkAt - started;
        lastError = null;
        pending = null;
      },
      (err: unknown) => {
        lastError = err instanceof Error ? err.message : String(err);
        pending = null;
      },
    );
  };
  const timer = setInterval(ping, PING_EVERY_MS);
  timer.unref();
  ping();
  return {
    name: 'database',
    check(): CheckResult {
      const t = now();
      if (t - lastOkAt > UNREACHABLE_MS) {
        const why = lastError ? `unreachable: ${lastError}` : `no answer to a ping for ${((t - (pending ?? lastOkAt)) / 1000).toFixed(1)} s`;
        return { status: 'failing', reason: `${why} (last answer ${((t - lastOkAt) / 1000).toFixed(1)} s ago)` };
      }
      if (pending !== null && t - pending > SLOW_PING_MS) return { status: 'degraded', reason: `a ping has waited ${t - pending} ms` };
      if (lastMs > SLOW_PING_MS) return { status: 'degraded', reason: `slow: the last ping took ${lastMs} ms` };
      return { status: 'ok' };
    },
    stop: () => clearInterval(timer),
  };
}

/**
 * The parts provider, as the adapter stands with it (`providerStanding`: whether it accepts the
 * API key, circuits open), asked every half second in the background. Never failing, since an
 * outage or a refused key hits every gateway alike and taking them all out of the load balancer
 * would stop carts and checkout too: degraded, with the reason and what the provider said, while
 * the key is refused or circuits are open (docs/adr/0013-readiness-and-degradation.md).
 */
export function providerCheck(api: Pick<ProviderApi, 'checkAccess' | 'openCircuits'>): ReadinessCheck & { stop(): void } {
  let last: CheckResult = { status: 'ok' };
  let asking = false;
  const ask = () => {
    if (asking) return;
    asking = true;
    providerStanding(api, 0).then(
      (standing) => {
        const { status, reason, ...details } = standing;
        last = status === 'ok' ? { status: 'ok' } : { status: 'degraded', reason: reason ?? 'provider unavailable', details };
        asking = false;
      },
      () => {
        asking = false;
      },
    );
  };
  const timer = setInterval(ask, PROVIDER_EVERY_MS);
  timer.unref();
  ask();
  return { name: 'provider', check: () => last, stop: () => clearInterval(timer) };
}

/**
 * The shared cache (Redis, when the shop has one), asked within its time budget every second in
 * the background: degraded, with the reason, while Redis is late, down or its circuit is open.
 * Never failing: a cache failure hits every gateway alike and the shop serves without it.
 */
export function cacheCheck(redis: Pick<SharedRedis, 'health'> | null): ReadinessCheck & { stop(): void } {
  if (!redis) return { name: 'cache', check: () => ({ status: 'ok' }), stop: () => undefined };
  let last: CheckResult = { status: 'ok' };
  let asking = false;
  const ask = () => {
    if (asking) return;
    asking = true;
    redis.health().then(
      (h) => {
        last = h.status === 'ok' ? { status: 'ok' } : { status: 'degraded', reason: h.reason ?? 'redis unavailable' };
        asking = false;
      },
      (err: unknown) => {
        last = { status: 'degraded', reason: err instanceof Error ? err.message : String(err) };
        asking = false;
      },
    );
  };
  const timer = setInterval(ask, PING_EVERY_MS);
  timer.unref();
  ask();
  return { name: 'cache', check: () => last, stop: () => clearInterval(timer) };
}

/**
 * Outgoing mail (when the shop sends it): degraded, with the mail server's last error and since
 * when, while the outbox cannot be sent. Never failing: orders and resets are still written to the
 * outbox and go out once the mail server answers again, and every gateway shares the one server.
 */
export function mailCheck(mail: Pick<MailRuntime, 'status'>): ReadinessCheck {
  return {
    name: 'mail',
    check: () => {
      const s = mail.status();
      return s.ok ? { status: 'ok' } : { status: 'degraded', reason: `e-mails are not going out since ${s.since.toISOString()}: ${s.reason}` };
    },
  };
}
