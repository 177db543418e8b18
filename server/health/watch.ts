import type { Logger } from '../logger';
import type { HealthAnswer, NamedCheckResult } from './gateway-health';

/**
 * Logs the gateway's readiness whenever it changes (not ready, degraded, ready again), with every
 * check that is not ok and its reason, looking every second: a failure is in the log when it
 * begins, whether anyone asks `/readyz` or not.
 */
export function watchReadiness(readiness: () => HealthAnswer, log: Logger, everyMs = 1_000): { stop(): void } {
  let last = '';
  const look = () => {
    const answer = readiness();
    const checks = (answer.body.checks as NamedCheckResult[]).filter((c) => c.status !== 'ok');
    // The reasons' figures (seconds, milliseconds) move all the time: a change is a check's status.
    const key = JSON.stringify([answer.httpStatus, checks.map((c) => [c.name, c.status])]);
    if (key === last) return;
    const first = last === '';
    last = key;
    if (answer.httpStatus !== 200) log.error({ checks }, 'gateway not ready');
    else if (checks.length > 0) log.warn({ checks }, 'gateway degraded');
    else if (!first) log.info('gateway ready again');
  };
  const timer = setInterval(look, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
