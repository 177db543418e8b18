import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGE, startShopWithProvider, type ShopWithProvider } from './helpers';

// Every fault the stand-in can inject, and the GraphQL answer each one gives. The cache is off
// (TTL 0, no stale answers) so that every request reaches the provider and shows the provider's own
// answer, circuits never open, and the timeout is short (faults-matrix.test.ts covers stale answers
// and circuits).
let s: ShopWithProvider;
beforeAll(async () => {
  s = await startShopWithProvider({ PROVIDER_CACHE_TTL_SECONDS: '0', PROVIDER_STALE_SECONDS: '0', PROVIDER_BREAKER_FAILURES: '0', PROVIDER_TIMEOUT_MS: '1500' });
  // A first request opens the session and the provider connection, so timings below are the fault's.
  await s.shopper.gql(fresh(MAKES_AND_SHOP));
});
afterEach(() => s.provider.clearFaults());
afterAll(() => s?.close());

let asked = 0;
/** The same query under a new operation name, so that no cached answer (the answer cache) stands in for the provider. */
const fresh = (query: string): string => `query Fresh${++asked} ${query}`;

const MAKES_AND_SHOP = '{ vehicleMakes { id name } shop { name } }';

interface Answer {
  vehicleMakes: { id: string }[] | null;
  shop: { name: string } | null;
}

async function makesWith(fault: Parameters<ShopWithProvider['provider']['injectFault']>[1]) {
  s.provider.injectFault('getManufacturers2', fault);
  return s.shopper.gql<Answer>(fresh(MAKES_AND_SHOP));
}

describe('provider faults through GraphQL', () => {
  it('added latency within the timeout: a normal answer, later', async () => {
    const started = performance.now();
    const a = await makesWith({ latencyMs: 250 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(a.errors).toBeUndefined();
    expect(a.data?.vehicleMakes?.length).toBeGreaterThan(25);
  });

  it('latency beyond the timeout: PROVIDER_UNAVAILABLE on that field only', async () => {
    const a = await makesWith({ latencyMs: 3000 });
    expect(a.errors).toEqual([expect.objectContaining({ path: ['vehicleMakes'], extensions: { code: 'PROVIDER_UNAVAILABLE' } })]);
    expect(a.data).toEqual({ vehicleMakes: null, shop: { name: expect.any(String) } });
  });

  for (const answer of ['http500', 'malformedJson', 'drop'] as const) {
    it(`${answer}: PROVIDER_UNAVAILABLE on that field only, the rest of the answer intact`, async () => {
      const a = await makesWith({ answer });
      expect(a.status).toBe(200);
      expect(a.errors).toEqual([expect.objectContaining({ path: ['vehicleMakes'], extensions: { code: 'PROVIDER_UNAVAILABLE' } })]);
      expect(a.data).toEqual({ vehicleMakes: null, shop: { name: expect.any(String) } });
    });
  }

  it('401: an empty result, no error', async () => {
    const a = await makesWith({ answer: 'unauthorized' });
    expect(a.errors).toBeUndefined();
    expect(a.data?.vehicleMakes).toEqual([]);
  });

  it('302: PROVIDER_REDIRECT with the location for the client to follow', async () => {
    const a = await makesWith({ answer: 'redirect', location: 'https://login.example.com/again' });
    expect(a.errors).toEqual([
      expect.objectContaining({ path: ['vehicleMakes'], extensions: { code: 'PROVIDER_REDIRECT', location: 'https://login.example.com/again' } }),
    ]);
    expect(a.data?.shop?.name).toEqual(expect.any(String));
  });

  it('a failing category page leaves the vehicle list of the same answer intact; a 401 gives an empty page', async () => {
    s.provider.injectFault('getArticles', { answer: 'http500' });
    const q = `query Failing($c: ID!, $v: ID) { partProducts(categoryId: $c, vehicleId: $v) { total items { id } } vehicleMakes { id } }`;
    const a = await s.shopper.gql<{ partProducts: unknown; vehicleMakes: unknown[] }>(q, { c: '100001', v: '10020' });
    expect(a.errors?.map((e) => [e.path, e.extensions?.code])).toEqual([[['partProducts'], 'PROVIDER_UNAVAILABLE']]);
    expect(a.data?.partProducts).toBeNull();
    expect(a.data?.vehicleMakes.length).toBeGreaterThan(25);
    s.provider.injectFault('getArticles', { answer: 'unauthorized' });
    const empty = await s.shopper.gql<{ partProducts: { total: number; items: unknown[] } }>(CATEGORY_PAGE.replace('query CategoryPage', 'query CategoryPageUnauthorized'), { categoryId: '100001', vehicleId: '10020' });
    expect(empty.errors).toBeUndefined();
    expect(empty.data?.partProducts).toMatchObject({ total: 0, items: [] });
  });

  it('a product page of a failing provider answers PROVIDER_UNAVAILABLE, and the shop keeps answering', async () => {
    s.provider.injectFault('*', { answer: 'drop' });
    const a = await s.shopper.gql(fresh(`{ product(slug: "83-1000001") { id } }`));
    expect(a.errors?.[0].extensions?.code).toBe('PROVIDER_UNAVAILABLE');
    s.provider.clearFaults();
    const b = await s.shopper.gql<{ product: { id: string } }>(fresh(`{ product(slug: "83-1000001") { id } }`));
    expect(b.data?.product.id).toBe('83-1000001');
  });
});
