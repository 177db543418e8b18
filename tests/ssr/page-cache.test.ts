import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../browser/support/build-client';
import { Shopper, startTestShop, type TestShop } from '../helpers/shop';

/**
 * A shared cache (a CDN, a proxy) in front of the shop that follows the HTTP caching rules to the
 * letter: it keeps a GET answer that says `public` (or has an `s-maxage`), never one that says
 * `private`, `no-store` or `no-cache`, nor one that sets a cookie, keyed by the address and the
 * request headers named in `Vary`; it serves a kept answer while it is fresh, whoever asks.
 */
async function startSharedCache(origin: string): Promise<{ url: string; hits: () => number; close: () => Promise<void> }> {
  const kept = new Map<string, { status: number; headers: http.OutgoingHttpHeaders; body: Buffer; vary: string[]; varyValues: string; expires: number }>();
  let hits = 0;
  const varyKey = (req: http.IncomingMessage, vary: string[]) => vary.map((name) => `${name}=${String(req.headers[name] ?? '')}`).join('&');
  const server = http.createServer((req, res) => {
    const entry = kept.get(req.url ?? '');
    if (req.method === 'GET' && entry && entry.expires > Date.now() && varyKey(req, entry.vary) === entry.varyValues) {
      hits++;
      res.writeHead(entry.status, { ...entry.headers, 'x-shared-cache': 'hit' });
      res.end(entry.body);
      return;
    }
    const upstream = http.request(origin + (req.url ?? '/'), { method: req.method, headers: { ...req.headers, host: new URL(origin).host } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        const cc = String(answer.headers['cache-control'] ?? '').toLowerCase();
        const sMaxAge = /s-maxage=(\d+)/.exec(cc)?.[1] ?? /(?:^|[ ,])max-age=(\d+)/.exec(cc)?.[1];
        const storable =
          req.method === 'GET' && answer.statusCode === 200 && !/private|no-store|no-cache/.test(cc) && /public|s-maxage/.test(cc) && !answer.headers['set-cookie'] && String(answer.headers.vary ?? '') !== '*';
        if (storable && sMaxAge && Number(sMaxAge) > 0) {
          const vary = String(answer.headers.vary ?? '')
            .split(',')
            .map((v) => v.trim().toLowerCase())
            .filter(Boolean);
          kept.set(req.url ?? '', { status: answer.statusCode ?? 200, headers: answer.headers, body, vary, varyValues: varyKey(req, vary), expires: Date.now() + Number(sMaxAge) * 1000 });
        }
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(body);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

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
