import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_PAGE, startShopWithProvider, type ShopWithProvider } from './helpers';

// Part pictures reach browsers through the gateway: paths of the shop, sized, kept after the first
// fetch, with long cache headers; the provider's host and key never show.
let s: ShopWithProvider;
beforeAll(async () => {
  s = await startShopWithProvider();
});
afterAll(() => s?.close());

interface ProductAnswer {
  product: { images: string[]; brand: { image: string | null } };
}

const fromStandIn = async (path: string): Promise<string> => (await fetch(`${s.provider.origin}${path}`)).text();

describe('part pictures through the gateway', () => {
  it('hands the browser shop paths only: no provider host, no key', async () => {
    const res = await s.shopper.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': (await s.shopper.fetch('/healthz'), s.shopper.cookies.get('csrf-token') ?? '') },
      body: JSON.stringify({ query: PRODUCT_PAGE, variables: { slug: '83-1000001' } }),
    });
    const text = await res.text();
    expect(text).not.toContain(s.provider.origin);
    expect(text).not.toContain(s.provider.apiKey);
    const { data } = JSON.parse(text) as { data: ProductAnswer };
    expect(data.product.images.length).toBeGreaterThan(0);
    data.product.images.forEach((src, i) => expect(src).toBe(`/images/parts/articles/83-1000001/${i + 1}/3200`));
    expect(data.product.brand.image).toMatch(/^\/images\/parts\/brands\/\d+\/200$/);
  });

  it('serves the picture of the size asked, with long cache headers and no cookie, fetched from the provider once', async () => {
    const before = s.provider.imagesServed();
    const full = await s.shopper.fetch('/images/parts/articles/83-1000001/1/3200');
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(full.headers.get('cache-control')).toBe('public, max-age=2592000');
    expect(full.headers.get('set-cookie')).toBeNull();
    const fullSvg = await fromStandIn('/images/articles/1000001/1/3200.svg');
    expect(await full.text()).toBe(fullSvg);
    const thumb = await s.shopper.fetch('/images/parts/articles/83-1000001/1/200');
    const thumbSvg = await thumb.text();
    expect(thumbSvg).toBe(await fromStandIn('/images/articles/1000001/1/200.svg'));
    expect(thumbSvg).not.toBe(fullSvg);
    // Two fetched by the shop, two by this test to compare.
    expect(s.provider.imagesServed() - before).toBe(4);
    const again = await Promise.all(Array.from({ length: 5 }, () => s.shopper.fetch('/images/parts/articles/83-1000001/1/3200').then((r) => r.status)));
    expect(again).toEqual([200, 200, 200, 200, 200]);
    expect(s.provider.imagesServed() - before).toBe(4);
  });

  it('serves a brand logo at 200 px, and 404 for a size, picture, article or brand there is none of', async () => {
    const brand = (await s.shopper.gql<ProductAnswer>(PRODUCT_PAGE, { slug: '83-1000001' })).data?.product.brand.image ?? '';
    const logo = await s.shopper.fetch(brand);
    expect(logo.status).toBe(200);
    const id = /brands\/(\d+)\//.exec(brand)?.[1];
    expect(await logo.text()).toBe(await fromStandIn(`/images/suppliers/${id}/200.svg`));
    for (const path of [`/images/parts/brands/${id}/250`, '/images/parts/brands/999999/200', '/images/parts/articles/83-1000001/1/333',
      '/images/parts/articles/83-1000001/99/200', '/images/parts/articles/84-1000001/1/200', '/images/parts/articles/83-99999999/1/200', '/images/parts/articles/x/1/200']) {
      expect([path, (await s.shopper.fetch(path)).status]).toEqual([path, 404]);
    }
  });

  it('answers 503 without caching when the provider cannot say where a picture is', async () => {
    s.provider.injectFault('getArticles', { answer: 'http500' });
    try {
      const res = await s.shopper.fetch('/images/parts/articles/83-1000002/1/400');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      s.provider.clearFaults();
    }
    expect((await s.shopper.fetch('/images/parts/articles/83-1000002/1/400')).status).toBe(200);
  });
});
