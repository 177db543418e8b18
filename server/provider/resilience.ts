import { Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { ProviderApi } from './api';
import { ProviderGuard } from './guard';
import { ProviderMetrics } from './metrics';

let processRegistry: Registry | null = null;

/**
 * The process's own figures (memory, garbage collection, event loop, handles: prom-client's
 * defaults), collected once per process however many shops it starts (tests start many): each
 * collection observes the process for good (a GC observer, an event-loop histogram), which kept
 * every earlier shop alive and sampling.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * Puts the gateway's settings on its provider API: time budgets, circuit breakers, the failure log,
 * the back-off while the key is refused, stale-if-error, and the metrics of a registry of its own
 * (`/metrics` adds the process's, processMetrics). Answers the metrics, for `/metrics`.
 */
export function configureProviderResilience(api: ProviderApi, config: Pick<Config, 'provider' | 'metrics'>, log: Logger): ProviderMetrics {
  const metrics = new ProviderMetrics(new Registry());
  const p = config.provider;
  const cap = (ms: number): number => Math.min(ms, p.timeoutMs);
  api.useGuard(
    new ProviderGuard(
      {
        budgetMs: cap(p.budgetMs),
        operationBudgets: Object.fromEntries(Object.entries(p.operationBudgets).map(([op, ms]) => [op, cap(ms)])),
        breaker: { failures: p.breakerFailures, coolDownMs: p.breakerCoolDownSeconds * 1000 },
      },
      metrics,
      log,
    ),
  );
  api.access.configure({ retryMs: p.refusedRetrySeconds * 1000 });
  api.cache.configure({ staleSeconds: p.staleSeconds, maxMb: p.cacheMb, onStale: (key) => metrics.staleAnswers.inc({ entry: key.split(/[:@]/)[0] }) });
  return metrics;
}
