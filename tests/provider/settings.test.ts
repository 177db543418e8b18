import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('provider resilience settings', () => {
  it('default to a 3 s budget under the 8 s ceiling, a day of stale answers, 5 outages to open a circuit for 30 s', () => {
    const c = loadConfig({ NODE_ENV: 'test' }, '/tmp');
    expect(c.provider).toMatchObject({ timeoutMs: 8000, budgetMs: 3000, operationBudgets: {}, staleSeconds: 86_400, breakerFailures: 5, breakerCoolDownSeconds: 30, imageCacheMb: 64 });
    expect(c.metrics).toEqual({ enabled: true, token: null });
  });

  it('read per-operation budgets and refuse a malformed list, naming the variable', () => {
    const c = loadConfig({ NODE_ENV: 'test', PROVIDER_OPERATION_BUDGETS: 'getArticles=4000, getVehiclesByVIN=1500' }, '/tmp');
    expect(c.provider.operationBudgets).toEqual({ getArticles: 4000, getVehiclesByVIN: 1500 });
    expect(() => loadConfig({ NODE_ENV: 'test', PROVIDER_OPERATION_BUDGETS: 'getArticles:4000' }, '/tmp')).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', PROVIDER_OPERATION_BUDGETS: 'getArticles=4000' + ',x' }, '/tmp')).toThrow(/PROVIDER_OPERATION_BUDGETS/);
  });

  it('keep /metrics off in production unless a token is set or it is asked for', () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(loadConfig(prod, '/tmp').metrics).toEqual({ enabled: false, token: null });
    expect(loadConfig({ ...prod, METRICS_TOKEN: 'scrape-me' }, '/tmp').metrics).toEqual({ enabled: true, token: 'scrape-me' });
    expect(loadConfig({ ...prod, METRICS_ENABLED: 'true' }, '/tmp').metrics.enabled).toBe(true);
  });
});
