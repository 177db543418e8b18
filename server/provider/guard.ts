import type { Logger } from '../logger';
import { CircuitBreaker, type BreakerSettings } from './breaker';
import { ProviderCircuitOpenError, ProviderContractError, isProviderFailure, type FailureKind } from './errors';
import { ProviderMetrics } from './metrics';
import { currentProviderRequest } from './request-scope';

export interface GuardSettings {
  /** Time budget of a call of any operation, in ms. */
  budgetMs: number;
  /** Budgets of some operations, overriding `budgetMs`. */
  operationBudgets: Readonly<Record<string, number>>;
  breaker: BreakerSettings;
}

/** What a call's failure means for the provider's health: these open the circuit, the rest show it is up. */
const OUTAGES: ReadonlySet<FailureKind> = new Set(['timeout', 'connection', 'http', 'body', 'malformed']);

export const DEFAULT_GUARD_SETTINGS: GuardSettings = { budgetMs: 3000, operationBudgets: {}, breaker: { failures: 5, coolDownMs: 30_000 } };

/**
 * Wraps every call to the provider: gives it its operation's time budget, refuses it at once while
 * the operation's circuit is open, counts it (calls, failures by kind, latency) and logs each failure
 * once, with the operation, HTTP status, the body's status and text, the time it took and the id of
 * the request it was made for.
 */
export class ProviderGuard {
  private readonly breakers = new Map<string, CircuitBreaker>();
  constructor(
    readonly settings: GuardSettings = DEFAULT_GUARD_SETTINGS,
    readonly metrics: ProviderMetrics = new ProviderMetrics(),
    private readonly log: Logger | null = null,
    private readonly now: () => number = () => performance.now(),
  ) {}

  budgetOf(operation: string): number {
    return this.settings.operationBudgets[operation] ?? this.settings.budgetMs;
  }

  async run<T>(operation: string, call: (budgetMs: number) => Promise<T>): Promise<T> {
    const breaker = this.breakerOf(operation);
    if (!breaker.allow(this.now())) {
      this.metrics.shortCircuits.inc({ operation });
      throw new ProviderCircuitOpenError(operation);
    }
    this.metrics.calls.inc({ operation });
    const started = this.now();
    try {
      const answer = await call(this.budgetOf(operation));
      this.metrics.duration.observe({ operation, outcome: 'ok' }, (this.now() - started) / 1000);
      if (breaker.success()) this.circuitChanged(operation, 'closed');
      return answer;
    } catch (err) {
      const durationMs = Math.round(this.now() - started);
      const kind: FailureKind = isProviderFailure(err) ? err.kind : 'connection';
      this.metrics.duration.observe({ operation, outcome: kind }, durationMs / 1000);
      this.metrics.failures.inc({ operation, kind });
      this.logFailure(operation, kind, durationMs, err);
      if (!OUTAGES.has(kind)) {
        if (breaker.success()) this.circuitChanged(operation, 'closed');
      } else if (breaker.failure(this.now())) this.circuitChanged(operation, 'open');
      throw err;
    }
  }

  /** State of the circuit of an operation (for tests and the log). */
  circuit(operation: string): CircuitBreaker['state'] {
    return this.breakers.get(operation)?.state ?? 'closed';
  }

  /** The operations whose circuit is open or half-open now (for /readyz). */
  openCircuits(): string[] {
    return [...this.breakers].filter(([, b]) => b.state !== 'closed').map(([op]) => op).sort();
  }

  /** The gateway's own logger (for lines about the provider as a whole, not about one request). */
  get gatewayLog(): Logger | null {
    return this.log;
  }

  private breakerOf(operation: string): CircuitBreaker {
    let breaker = this.breakers.get(operation);
    if (!breaker) {
      breaker = new CircuitBreaker(this.settings.breaker);
      this.breakers.set(operation, breaker);
    }
    return breaker;
  }

  private logger(): { log: Logger | null; reqId?: string } {
    const request = currentProviderRequest();
    return request ? { log: request.log, reqId: request.requestId || undefined } : { log: this.log };
  }

  private logFailure(operation: string, kind: FailureKind, durationMs: number, err: unknown): void {
    const { log, reqId } = this.logger();
    if (!log) return;
    const detail = { ...(isProviderFailure(err) ? err.detail : {}) };
    if (err instanceof ProviderContractError) detail.statusText ??= err.statusText;
    const fields = { reqId, provider: { operation, kind, httpStatus: detail.httpStatus, bodyStatus: detail.bodyStatus, statusText: detail.statusText, durationMs } };
    if (kind === 'contract') log.error(fields, `provider contract error: ${operation} refused the request: ${detail.statusText ?? ''}`);
    else log.warn({ ...fields, reason: err instanceof Error ? err.message : String(err) }, `provider call failed: ${operation} (${kind})`);
  }

  private circuitChanged(operation: string, state: 'open' | 'closed'): void {
    this.metrics.circuitOpen.set({ operation }, state === 'open' ? 1 : 0);
    const { log, reqId } = this.logger();
    if (state === 'open') log?.warn({ reqId, provider: { operation, coolDownMs: this.settings.breaker.coolDownMs } }, `provider circuit opened: ${operation} is answered at once until the cool-down passes`);
    else log?.info({ reqId, provider: { operation } }, `provider circuit closed: ${operation} answers again`);
  }
}
