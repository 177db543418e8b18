import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ProviderContractError, ProviderUnavailableError } from './errors';
import { ProviderGuard } from './guard';
import { ProviderMetrics } from './metrics';
import { withProviderRequestScope } from './request-scope';

/** A logger that keeps its JSON lines. */
function memoryLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { log, lines };
}

const down = (kind: 'http' | 'timeout' = 'http') => async (): Promise<never> => {
  throw new ProviderUnavailableError('getArticles', 'status 500: Internal', kind, { httpStatus: 500, bodyStatus: 500, statusText: 'Internal' });
};

describe('provider guard', () => {
  it('logs each failure once with the request id, operation, statuses, text and duration, and counts it', async () => {
    const { log, lines } = memoryLog();
    let clock = 0;
    const guard = new ProviderGuard(undefined, new ProviderMetrics(), log, () => clock);
    const request = memoryLog();
    await withProviderRequestScope({ log: request.log, requestId: 'req-7' }, () =>
      expect(guard.run('getArticles', async () => { clock += 42; return down()(); })).rejects.toThrow(/status 500/),
    );
    expect(lines).toEqual([]);
    expect(request.lines).toHaveLength(1);
    expect(request.lines[0]).toMatchObject({
      level: 40, reqId: 'req-7',
      provider: { operation: 'getArticles', kind: 'http', httpStatus: 500, bodyStatus: 500, statusText: 'Internal', durationMs: 42 },
    });
    await guard.run('getBrands', async () => ({ ok: true }));
    const text = await guard.metrics.registry.metrics();
    expect(text).toContain('provider_calls_total{operation="getArticles"} 1');
    expect(text).toContain('provider_calls_total{operation="getBrands"} 1');
    expect(text).toContain('provider_failures_total{operation="getArticles",kind="http"} 1');
    expect(text).toMatch(/provider_call_duration_seconds_count\{operation="getBrands",outcome="ok"\} 1/);
  });

  it('logs a refused request as a contract error, without counting it against the provider', async () => {
    const { log, lines } = memoryLog();
    const guard = new ProviderGuard({ budgetMs: 1000, operationBudgets: {}, breaker: { failures: 1, coolDownMs: 60_000 } }, new ProviderMetrics(), log);
    const refuse = async (): Promise<never> => {
      throw new ProviderContractError('getArticles', "Field 'perPage' must be > 0", { httpStatus: 200, bodyStatus: 400 });
    };
    await expect(guard.run('getArticles', refuse)).rejects.toBeInstanceOf(ProviderContractError);
    expect(lines[0]).toMatchObject({ level: 50, provider: { operation: 'getArticles', kind: 'contract', httpStatus: 200, bodyStatus: 400 } });
    expect(String(lines[0].msg)).toMatch(/contract error: getArticles refused the request: Field 'perPage' must be > 0/);
    expect(guard.circuit('getArticles')).toBe('closed');
  });

  it('opens the circuit of an operation after repeated outages, answers at once, then lets one trial through', async () => {
    let clock = 0;
    const guard = new ProviderGuard({ budgetMs: 1000, operationBudgets: {}, breaker: { failures: 3, coolDownMs: 10_000 } }, new ProviderMetrics(), null, () => clock);
    let calls = 0;
    const failing = async () => {
      calls++;
      return down('timeout')();
    };
    for (let i = 0; i < 3; i++) await expect(guard.run('getArticles', failing)).rejects.toThrow();
    expect(guard.circuit('getArticles')).toBe('open');
    await expect(guard.run('getArticles', failing)).rejects.toThrow(/circuit open/);
    expect(calls).toBe(3);
    // Other operations keep their own circuit.
    expect(await guard.run('getBrands', async () => 'brands')).toBe('brands');
    clock = 10_001;
    let release: (v: string) => void = () => undefined;
    const trial = guard.run('getArticles', () => new Promise<string>((r) => (release = r)));
    await expect(guard.run('getArticles', async () => 'second')).rejects.toThrow(/circuit open/);
    release('back');
    expect(await trial).toBe('back');
    expect(guard.circuit('getArticles')).toBe('closed');
    expect(await guard.metrics.registry.metrics()).toContain('provider_short_circuits_total{operation="getArticles"} 2');
  });

  it('gives each call its operation budget', async () => {
    const guard = new ProviderGuard({ budgetMs: 2500, operationBudgets: { getVehiclesByVIN: 1200 }, breaker: { failures: 0, coolDownMs: 0 } });
    expect(await guard.run('getVehiclesByVIN', async (budget) => budget)).toBe(1200);
    expect(await guard.run('getArticles', async (budget) => budget)).toBe(2500);
  });
});
