import { Gauge, type Registry } from 'prom-client';
import type { Logger } from '../logger';
import type { CheckStatus, GatewayHealth, HealthAnswer, NamedCheckResult } from './gateway-health';

const LEVEL: Record<CheckStatus, number> = { ok: 0, degraded: 1, failing: 2 };

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

/**
 * `gateway_check_status{check}` in a registry: each readiness check of this worker, 0 ok, 1
 * degraded, 2 failing, read when metrics are gathered (the worst of the workers' for a gateway of
 * several).
 */
export function checkStatusMetric(health: GatewayHealth, registry: Registry): void {
  new Gauge({
    name: 'gateway_check_status',
    help: 'Readiness checks of the gateway: 0 ok, 1 degraded (ready, reported), 2 failing (not ready)',
    labelNames: ['check'],
    registers: [registry],
    aggregator: 'max',
    collect() {
      for (const c of health.report().checks) this.set({ check: c.name }, LEVEL[c.status]);
    },
  });
}
