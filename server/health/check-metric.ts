import { Gauge, type Registry } from 'prom-client';
import type { CheckStatus, GatewayHealth } from './gateway-health';

const LEVEL: Record<CheckStatus, number> = { ok: 0, degraded: 1, failing: 2 };

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
