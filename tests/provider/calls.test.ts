import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PAGE, PRODUCT_PAGE, startShopWithProvider, type ShopWithProvider } from './helpers';

// N+1 guards: the stand-in counts every provider call, so each page type has a fixed cost.
let s: ShopWithProvider;
beforeAll(async () => {
  s = await startShopWithProvider();
  // Readiness asks the provider whether it takes the key (the makes, uncached) every half second
  // until one call has answered: settled here, so those probes are not counted as a page's calls.
  // (A probe may time out on a busy machine: readiness asks again.)
  const deadline = Date.now() + 60_000;
  while ((await s.shop.server.services.provider.api.checkAccess(5_000)).state !== 'accepted') {
    if (Date.now() > deadline) throw new Error('the stand-in never answered the access probe');
    await new Promise((r) => setTimeout(r, 200));
  }
  for (let last = ''; ; ) {
    await new Promise((r) => setTimeout(r, 100));
    const now = JSON.stringify(s.provider.calls());
    if (now === last) break;
    last = now;
  }
});
afterAll(() => s?.close());

/** The provider calls made while `run` runs. */
async function callsDuring(run: () => Promise<unknown>): Promise<Record<string, number>> {
  s.provider.resetCalls();
  await run();
  return s.provider.calls();
}

interface Page {
  partProducts: { total: number; items: { slug: string; images: string[]; brand: { name: string; image: string | null }; fitsVehicle: boolean | null }[] };
}

describe('provider calls per page', () => {
  it('a category page of 8 products with brands, images and fit flags costs 1 getArticles (+1 getBrands), then 0, its next page too', async () => {
    let answer: Page | undefined;
    const cold = await callsDuring(async () => {
      answer = (await s.shopper.gql<Page>(CATEGORY_PAGE, { categoryId: '100001', vehicleId: '10020' })).data;
    });
    const items = answer?.partProducts.items ?? [];
    expect(items).toHaveLength(8);
    for (const item of items) {
      expect(item.brand.image).toMatch(/^\/images\/parts\/brands\/\d+\/200$/);
      expect(item.images.length).toBeGreaterThan(0);
      expect(item.fitsVehicle).toBe(true);
    }
    expect(cold).toEqual({ getArticles: 1, getBrands: 1 });
    expect(await callsDuring(() => s.shopper.gql(CATEGORY_PAGE, { categoryId: '100001', vehicleId: '10020' }))).toEqual({});
    // The group's whole list for the vehicle (under 100 parts) came in that one call: every page is answered from it.
    expect(await callsDuring(() => s.shopper.gql(CATEGORY_PAGE, { categoryId: '100001', vehicleId: '10020', page: 2 }))).toEqual({});
  });

  it('20 concurrent identical requests cost 1 call', async () => {
    const calls = await callsDuring(() =>
      Promise.all(Array.from({ length: 20 }, () => s.shop.shopper().gql(CATEGORY_PAGE, { categoryId: '100002', vehicleId: '10021' }))),
    );
    expect(calls).toEqual({ getArticles: 1 });
  });

  it('the vehicle cascade make → model → year → engine costs one call per step (years come from the models), none repeated', async () => {
    const steps = [
      ['{ vehicleMakes { id name } }', { getManufacturers2: 1 }],
      ['{ vehicleModels(makeId: "106") { id name } }', { getModelSeries2: 1 }],
      ['{ vehicleYears(makeId: "106", modelId: "4052") }', {}],
      ['{ vehicles(makeId: "106", modelId: "4052", year: 2016) { id engine } }', { getLinkageTargets: 1 }],
    ] as const;
    for (const [query, expected] of steps) {
      let errors: unknown;
      const calls = await callsDuring(async () => {
        errors = (await s.shopper.gql(query)).errors;
      });
      expect(errors).toBeUndefined();
      expect(calls).toEqual(expected);
    }
    for (const [query] of steps) expect(await callsDuring(() => s.shopper.gql(query))).toEqual({});
  });

  it('a product page costs 1 getArticles and 1 getVehicleByIds3 for the vehicles it fits, then 0', async () => {
    const slug = '83-1000001';
    const cold = await callsDuring(() => s.shopper.gql(PRODUCT_PAGE, { slug }));
    expect(cold.getArticles).toBe(1);
    expect(cold.getVehicleByIds3).toBe(1);
    expect(Object.keys(cold).filter((op) => !['getArticles', 'getVehicleByIds3', 'getChildNodesPattern2', 'getBrands'].includes(op))).toEqual([]);
    expect(await callsDuring(() => s.shopper.gql(PRODUCT_PAGE, { slug }))).toEqual({});
  });

  it('a product seen on a category page opens without another article call', async () => {
    const page = (await s.shopper.gql<Page>(CATEGORY_PAGE, { categoryId: '100004', vehicleId: '10030' })).data;
    const slug = page?.partProducts.items[0].slug;
    const calls = await callsDuring(() => s.shopper.gql(`query($slug: String!) { product(slug: $slug) { id name price } }`, { slug }));
    expect(calls.getArticles ?? 0).toBe(0);
  });

  it('asks vehicles by id in chunks of 25, one call per chunk for a whole request', async () => {
    const fields = Array.from({ length: 30 }, (_, i) => `v${i}: vehicle(id: "${10100 + i}") { id make }`).join(' ');
    let answer: Record<string, { id: string } | null> | undefined;
    const calls = await callsDuring(async () => {
      answer = (await s.shopper.gql<Record<string, { id: string } | null>>(`{ ${fields} }`)).data;
    });
    expect(Object.values(answer ?? {}).filter(Boolean)).toHaveLength(30);
    expect(calls).toEqual({ getVehicleByIds3: 2 });
  });
});
