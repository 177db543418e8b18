import { Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The adapter's counters, per provider operation: calls, failures by kind, how long calls took, calls
 * answered at once by an open circuit (or a refused key), stale answers served, the state of each
 * circuit, and whether the provider takes the key. They live
 * in the gateway's own registry (never prom-client's global one), so two gateways in one process
 * (tests) keep their own figures.
 */
export class ProviderMetrics {
  readonly calls: Counter<'operation'>;
  readonly failures: Counter<'operation' | 'kind'>;
  readonly duration: Histogram<'operation' | 'outcome'>;
  readonly shortCircuits: Counter<'operation'>;
  readonly staleAnswers: Counter<'entry'>;
  readonly circuitOpen: Gauge<'operation'>;
  readonly authorised: Gauge;

  constructor(readonly registry: Registry = new Registry()) {
    const registers = [registry];
    this.calls = new Counter({ name: 'provider_calls_total', help: 'Calls made to the parts provider, per operation', labelNames: ['operation'], registers });
    this.failures = new Counter({
      name: 'provider_failures_total',
      help: 'Failed calls to the parts provider, per operation and kind (timeout, connection, http, body, malformed, unauthorized, redirect, contract)',
      labelNames: ['operation', 'kind'],
      registers,
    });
    this.duration = new Histogram({
      name: 'provider_call_duration_seconds',
      help: 'Time a call to the parts provider took, per operation and outcome (ok or the kind of failure)',
      labelNames: ['operation', 'outcome'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 3, 5, 8],
      registers,
    });
    this.shortCircuits = new Counter({
      name: 'provider_short_circuits_total',
      help: 'Calls not made because the circuit of the operation was open or the provider refuses the key (answered at once)',
      labelNames: ['operation'],
      registers,
    });
    this.staleAnswers = new Counter({
      name: 'provider_stale_answers_total',
      help: 'Answers served from the cache past their time to live because the provider failed, per kind of entry',
      labelNames: ['entry'],
      registers,
    });
    this.circuitOpen = new Gauge({ name: 'provider_circuit_open', help: '1 while the circuit of an operation is open or half-open, else 0', labelNames: ['operation'], registers });
    this.authorised = new Gauge({
      name: 'provider_authorised',
      help: '0 while the parts provider refuses the gateway\'s API key (every catalogue answer is empty; one call is tried every PROVIDER_REFUSED_RETRY_SECONDS), else 1',
      registers,
    });
    this.authorised.set(1);
  }
}
