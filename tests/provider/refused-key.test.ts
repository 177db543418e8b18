import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopWithProvider, type ShopWithProvider } from './helpers';

// A provider that refuses the shop's key (a wrong key, a revoked account) answers every operation
// with a 401: the shop answers empty (as the specification asks), says so (/readyz, the log, the
// metrics, catalogStatus), keeps no such answer in a cache, and stops asking but for one trial every
// PROVIDER_REFUSED_RETRY_SECONDS. An operation the account lacks is not a refused key.

describe('a wrong provider key', () => {
  let s: ShopWithProvider;
  beforeAll(async () => {
    s = await startShopWithProvider({ PROVIDER_API_KEY: 'not-the-key' }, { logs: true });
  });
  afterAll(() => s?.close());

  it('is reported by /readyz once the provider answered, the provider named with the reason and the gateway ready', async () => {
    const readyz = async () => {
      const res = await s.shopper.fetch('/readyz');
      return { status: res.status, body: (await res.json()) as { status: string; checks: { name: string; status: string; reason?: string; details?: Record<string, unknown> }[] } };
    };
    const provider = async () => (await readyz()).body.checks.find((c) => c.name === 'provider');
    await expect.poll(async () => (await provider())?.reason).toBe('provider refuses the API key');
    const { status, body } = await readyz();
    expect(status).toBe(200);
    expect(body.status).toBe('ready');
    expect(await provider()).toMatchObject({ status: 'degraded', details: { statusText: 'Access not allowed', retryInSeconds: expect.any(Number) } });
  });

  it('asks the provider at most once in 30 s for 50 requests, logs one error line, and says the catalogue is unavailable', async () => {
    s.provider.resetCalls();
    const queries = [
      '{ vehicleMakes { id } }', '{ partCategories { id } }', '{ partProducts(categoryId: "100001", vehicleId: "10020") { total } }',
      '{ product(slug: "83-1000001") { id } }', '{ partBrands { slug } }', '{ vehicle(id: "10020") { id } }',
    ];
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => s.shop.shopper().gql(`query Q${i} ${queries[i % queries.length]}`)));
    expect(answers.every((a) => a.status === 200 || a.status === 404)).toBe(true);
    const calls = Object.values(s.provider.calls()).reduce((a, b) => a + b, 0);
    expect(calls).toBeLessThanOrEqual(1);
    const lines = s.logs.filter((l) => l.level === 50 && String(l.msg).startsWith('provider refuses the API key'));
    expect(lines).toHaveLength(1);
    expect(lines[0].provider).toMatchObject({ kind: 'unauthorized', statusText: 'Access not allowed' });

    const status = await s.shopper.gql<{ catalogStatus: { available: boolean; reason: string } }>('{ catalogStatus { available reason } }');
    expect(status.data!.catalogStatus).toEqual({ available: false, reason: 'PROVIDER_REFUSED' });
    const empty = await s.shopper.fetch(`/graphql?query=${encodeURIComponent('{ partCategories { id } }')}`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(((await empty.json()) as { data: unknown }).data).toEqual({ partCategories: [] });
    expect(empty.headers.get('cache-control')).toBe('no-store');
    const metrics = await (await s.shopper.fetch('/metrics')).text();
    expect(metrics).toMatch(/^provider_authorised 0$/m);
  });
});

describe('a key refused for a while', () => {
  let s: ShopWithProvider;
  beforeAll(async () => {
    s = await startShopWithProvider({ PROVIDER_REFUSED_RETRY_SECONDS: '1', PROVIDER_CACHE_TTL_SECONDS: '0' });
  });
  afterAll(() => s?.close());
  const providerCheckOf = async () =>
    ((await (await s.shopper.fetch('/readyz')).json()) as { checks: { name: string; status: string; reason?: string }[] }).checks.find((c) => c.name === 'provider');
  const providerStatus = async () => (await providerCheckOf())?.status;
  const providerReason = async () => (await providerCheckOf())?.reason;

  it('tells a refused operation from a refused key, and answers again once the key is taken', async () => {
    // One operation refused (an account without it): the rest of the catalogue answers.
    s.provider.injectFault('getVehiclesByVIN', { answer: 'unauthorizedInBody' });
    await s.shopper.gql(`{ vehicleByVin(vin: "${s.provider.knownVins[0]}") { id } }`);
    await expect.poll(providerStatus).toBe('ok');
    expect((await s.shopper.gql<{ vehicleMakes: unknown[] }>('{ vehicleMakes { id } }')).data!.vehicleMakes.length).toBeGreaterThan(0);

    // Every operation refused: the key is.
    s.provider.injectFault('*', { answer: 'unauthorized' });
    await s.shopper.gql('query Refused { vehicleMakes { id } }');
    await expect.poll(providerReason).toBe('provider refuses the API key');

    s.provider.clearFaults();
    await new Promise((r) => setTimeout(r, 1100));
    const again = await s.shopper.gql<{ vehicleMakes: unknown[] }>('query Again { vehicleMakes { id } }');
    expect(again.data!.vehicleMakes.length).toBeGreaterThan(0);
    await expect.poll(providerStatus).toBe('ok');
    const status = await s.shopper.gql<{ catalogStatus: { available: boolean } }>('{ catalogStatus { available } }');
    expect(status.data!.catalogStatus.available).toBe(true);
  });
});
