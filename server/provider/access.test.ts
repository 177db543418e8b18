import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ProviderAccess, type ProbeVerdict } from './access';
import { ProviderContractError, ProviderUnauthorizedError } from './errors';
import { ProviderMetrics } from './metrics';

function tracker(verdict: ProbeVerdict) {
  let clock = 0;
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) });
  const metrics = new ProviderMetrics();
  const probes: string[] = [];
  const access = new ProviderAccess({
    probe: async (refused) => {
      probes.push(refused);
      return verdict;
    },
    metrics: () => metrics,
    log: () => log,
    now: () => clock,
  });
  const refuse = (op: string) => access.run(op, async () => {
    throw new ProviderUnauthorizedError(op, { httpStatus: 200, bodyStatus: 401, statusText: 'Access not allowed' });
  });
  return { access, lines, metrics, probes, refuse, tick: (ms: number) => (clock += ms) };
}

describe('provider access', () => {
  it('takes a 401 the probe contradicts for an operation the account lacks: nothing else changes', async () => {
    const t = tracker('accepted');
    await expect(t.refuse('getVehiclesByVIN')).rejects.toBeInstanceOf(ProviderUnauthorizedError);
    await expect(t.refuse('getVehiclesByVIN')).rejects.toBeInstanceOf(ProviderUnauthorizedError);
    // Confirmed once, remembered after; the probe's answer says the key is good.
    expect(t.probes).toEqual(['getVehiclesByVIN']);
    expect(t.access.state).toBe('accepted');
    expect(await t.access.run('getManufacturers2', async () => 'makes')).toBe('makes');
    expect(t.lines.filter((l) => l.level >= 50)).toEqual([]);
  });

  it('stops asking while the key is refused, but for one trial every retry period, with one error line a minute', async () => {
    const t = tracker('refused');
    t.access.configure({ retryMs: 30_000, logEveryMs: 60_000 });
    await expect(t.refuse('getArticles')).rejects.toBeInstanceOf(ProviderUnauthorizedError);
    expect(t.access.report()).toMatchObject({ state: 'refused', operation: 'getArticles', statusText: 'Access not allowed', nextTrialInMs: 30_000 });
    expect((await t.metrics.registry.getSingleMetricAsString('provider_authorised')).endsWith('provider_authorised 0')).toBe(true);
    let asked = 0;
    const call = () => t.access.run('getBrands', async () => ++asked);
    for (let i = 0; i < 50; i++) await expect(call()).rejects.toThrow(/not asked: the provider refuses the API key/);
    expect(asked).toBe(0);
    t.tick(30_000);
    // The trial is refused too: another 30 s.
    await expect(t.refuse('getBrands')).rejects.toBeInstanceOf(ProviderUnauthorizedError);
    await expect(call()).rejects.toThrow(/not asked/);
    expect(t.lines.filter((l) => l.level === 50)).toHaveLength(1);
    t.tick(30_000);
    expect(t.access.trialDue).toBe(true);
    expect(await call()).toBe(1);
    expect(t.access.state).toBe('accepted');
    expect(t.lines.at(-1)?.msg).toMatch(/accepts the API key again/);
    expect((await t.metrics.registry.getSingleMetricAsString('provider_authorised')).endsWith('provider_authorised 1')).toBe(true);
  });

  it('takes a refused request (400) for an accepted key', async () => {
    const t = tracker('refused');
    await expect(t.access.run('getArticles', async () => {
      throw new ProviderContractError('getArticles', "Field 'perPage' must be > 0");
    })).rejects.toBeInstanceOf(ProviderContractError);
    expect(t.access.state).toBe('accepted');
  });
});
