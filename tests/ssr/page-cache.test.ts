import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../browser/support/build-client';
import { startSharedCache } from '../helpers/shared-cache';
import { Shopper, startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;
let vehicle: { id: string; make: string; model: string };

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  shop = await startTestShop({ CLIENT_DIR: clientDir, SSR_TIMEOUT_MS: '30000', SSR_STREAM_AFTER_MS: '30000', PAGE_SHARED_MAX_AGE_SECONDS: '60' });
  const makes = await shop.shopper().gql<{ vehicleMakes: { id: string }[] }>('{ vehicleMakes { id } }');
  const id = makes.data!.vehicleMakes[0].id;
  const models = await shop.shopper().gql<{ vehicleModels: { id: string }[] }>('query($m: ID!) { vehicleModels(makeId: $m) { id } }', { m: id });
  const model = models.data!.vehicleModels[0];
  const years = await shop.shopper().gql<{ vehicleYears: number[] }>('query($m: ID!, $o: ID!) { vehicleYears(makeId: $m, modelId: $o) }', { m: id, o: model.id });
  const found = await shop.shopper().gql<{ vehicles: { id: string; make: string; model: string }[] }>(
    'query($m: ID!, $o: ID!, $y: Int!) { vehicles(makeId: $m, modelId: $o, year: $y) { id make model } }',
    { m: id, o: model.id, y: years.data!.vehicleYears[0] },
  );
  vehicle = found.data!.vehicles[0];
});

afterAll(async () => {
  await shop?.close();
});

/** A signed-in shopper with a cart, a garage and a current vehicle. */
async function shopperWithEverything(base: string): Promise<{ shopper: Shopper; email: string }> {
  const shopper = new Shopper(base);
  const email = `cache-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await shopper.gql('mutation($e: String!) { register(email: $e, password: "secret-123") { user { email } } }', { e: email })).errors).toBeUndefined();
  expect((await shopper.gql('mutation { addToCart(productId: "bateria-moura-m22gd", quantity: 3) { quantity } }')).errors).toBeUndefined();
  expect((await shopper.gql('mutation($v: ID!) { addVehicleToGarage(vehicleId: $v) { vehicles { id } } }', { v: vehicle.id })).errors).toBeUndefined();
  expect((await shopper.gql('mutation($v: ID) { setCurrentVehicle(vehicleId: $v) { currentVehicle { id } } }', { v: vehicle.id })).errors).toBeUndefined();
  return { shopper, email };
}

const PAGE = { accept: 'text/html' };

describe('the page cache', () => {
  it('keeps a page that is the same for everyone, and lets shared caches keep it: public, no cookie, an ETag', async () => {
    const visitor = new Shopper(shop.url);
    const first = await visitor.fetch('/site/about-us?first=1', { headers: PAGE });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect(first.headers.getSetCookie()).toEqual([]);
    const html = await first.text();
    const again = await visitor.fetch('/site/about-us?first=1', { headers: PAGE });
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(await again.text()).toBe(html);
    const etag = again.headers.get('etag')!;
    expect((await visitor.fetch('/site/about-us?first=1', { headers: { ...PAGE, 'if-none-match': etag } })).status).toBe(304);
  });

  it("never serves a signed-in shopper's page (cart, garage, current vehicle, account) to another visitor, from the gateway's cache", async () => {
    const { shopper, email } = await shopperWithEverything(shop.url);
    const traces = [email, `${vehicle.make} ${vehicle.model}`, `"id":"${vehicle.id}"`];
    for (const path of ['/shop/category/products', '/shop/products/bateria-moura-m22gd', '/shop/cart', '/account/dashboard']) {
      const own = await shopper.fetch(path, { headers: PAGE });
      expect(own.status, path).toBe(200);
      const cc = own.headers.get('cache-control') ?? '';
      // Its own pages are never kept; a catalogue page for its vehicle is kept for that vehicle only.
      expect(cc, path).toMatch(path.startsWith('/shop/cart') || path.startsWith('/account') ? /^private, no-store$/ : /^private, no-cache$/);
      await own.text();
      const other = await new Shopper(shop.url).fetch(path, { headers: PAGE, redirect: 'manual' });
      const html = other.status === 200 ? await other.text() : '';
      for (const trace of traces) expect(html, `${path} leaks ${trace}`).not.toContain(trace);
      expect(html, path).not.toContain('"quantity":3');
      if (html) expect(html, path).toContain('"vehicle":null');
    }
  });

  it("never serves a signed-in shopper's page to another visitor through a shared cache that honours the headers", async () => {
    const cache = await startSharedCache(shop.url);
    try {
      const { shopper, email } = await shopperWithEverything(cache.url);
      const anonymous = new Shopper(cache.url);
      // An anonymous visitor first: the public page enters the shared cache.
      const publicPage = await anonymous.fetch('/shop/category/products?shared=1', { headers: PAGE });
      expect(publicPage.headers.get('cache-control')).toMatch(/^public/);
      await publicPage.text();
      expect((await anonymous.fetch('/shop/category/products?shared=1', { headers: PAGE })).headers.get('x-shared-cache')).toBe('hit');
      // The shopper's own pages are never kept, so nobody else gets them.
      for (const path of ['/shop/cart?shared=1', '/account/dashboard?shared=1', '/shop/products/bateria-moura-m22gd?shared=1']) {
        const own = await shopper.fetch(path, { headers: PAGE });
        expect(own.headers.get('x-shared-cache'), path).toBeNull();
        await own.text();
        const other = await new Shopper(cache.url).fetch(path, { headers: PAGE });
        const html = other.status === 200 ? await other.text() : '';
        expect(html, path).not.toContain(email);
        expect(html, path).not.toContain(`"id":"${vehicle.id}"`);
        expect(html, path).not.toContain(`${vehicle.make} ${vehicle.model}`);
      }
      expect(cache.hits()).toBe(1);
    } finally {
      await cache.close();
    }
  });
});
