import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

let shop: TestShop;
let shopper: Shopper;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = shop.shopper();
});
afterAll(async () => shop?.close());

interface Hit { slug: string; name: string; source: string; partNumber: string; fitsVehicle: boolean | null; oeNumbers: { number: string }[] | null }
interface Suggestions { searchSuggestions: { query: string; products: Hit[]; categories: { slug: string; name: string }[] } }

const SUGGEST = `query S($q: String!, $v: ID) {
  searchSuggestions(query: $q, vehicleId: $v) {
    query products { slug name source partNumber fitsVehicle(vehicleId: $v) oeNumbers { number } } categories { slug name }
  }
}`;
const SEARCH = `query Search($q: String!, $v: ID, $page: Int, $limit: Int) {
  search(query: $q, vehicleId: $v, page: $page, limit: $limit) { total page pages from to items { slug name source partNumber oeNumbers { number } } }
}`;

async function suggest(q: string, v?: string) {
  const r = await shopper.gql<Suggestions>(SUGGEST, { q, v });
  expect(r.errors).toBeUndefined();
  return r.data!.searchSuggestions;
}
async function search(q: string, vars: Record<string, unknown> = {}) {
  const r = await shopper.gql<{ search: { total: number; page: number; pages: number; from: number; to: number; items: Hit[] } }>(SEARCH, { q, ...vars });
  expect(r.errors).toBeUndefined();
  return r.data!.search;
}

describe('search suggestions', () => {
  it('folds case and accents both ways', async () => {
    const plain = await suggest('bujia');
    expect(plain.products.map((p) => p.slug)).toContain('bujia-ngk-bkr6e');
    expect(plain.categories.map((c) => c.name)).toContain('Bujías');
    const shouted = await suggest('BUJÍAS');
    expect(shouted.products.map((p) => p.slug)).toEqual(plain.products.map((p) => p.slug));
    const freno = await suggest('freno');
    expect(freno.categories.map((c) => c.slug)).toContain('frenos');
  });

  it('stems Spanish words: a plural finds the singular', async () => {
    const r = await suggest('amortiguadores');
    expect(r.products.map((p) => p.slug)).toContain('amortiguador-monroe-g7406');
    expect(r.products.some((p) => p.source === 'PROVIDER')).toBe(true);
  });

  it('tolerates one typo in words of 5 letters or more, not in shorter ones', async () => {
    expect((await suggest('amortiguadr')).products[0].slug).toBe('amortiguador-monroe-g7406');
    expect((await suggest('fernos')).categories.map((c) => c.slug)).toContain('frenos');
    expect((await suggest('pastilals freno')).products.map((p) => p.slug)).toContain('pastillas-freno-brembo-p06');
    const short = await suggest('frno');
    expect(short.products).toEqual([]);
    expect(short.categories).toEqual([]);
  });

  it('answers at most 3 products and 4 categories, shop and provider together', async () => {
    const r = await suggest('freno');
    expect(r.products).toHaveLength(3);
    expect(r.categories).toHaveLength(4);
    const pads = await suggest('pastillas freno');
    expect(pads.products.map((p) => p.source)).toEqual(['SHOP', 'SHOP', 'PROVIDER']);
    expect(pads.categories.map((c) => c.name)).toEqual(['Pastillas de freno']);
    expect(pads.categories[0].slug).toBe('pastillas-de-freno');
    expect((await suggest('bosch')).products.every((p) => /bosch/i.test(p.name))).toBe(true);
  });

  it('finds a shop part number typed with or without spaces, slashes and dashes', async () => {
    for (const typed of ['W 712/95', 'w71295', 'W-712-95', 'P 06 020', 'p06-020']) {
      const r = await suggest(typed);
      expect(r.products.length, typed).toBeGreaterThan(0);
      expect(r.products[0].source).toBe('SHOP');
      expect(r.products[0].partNumber.replace(/[^A-Z0-9]/gi, '').toUpperCase()).toBe(typed.replace(/[^A-Z0-9]/gi, '').toUpperCase());
    }
  });

  it('finds a provider article by its number in any spacing, and by an OE number', async () => {
    const discs = await search('disco freno', { limit: 48 });
    const spaced = discs.items.find((p) => p.source === 'PROVIDER' && / /.test(p.partNumber) && (p.oeNumbers?.length ?? 0) > 0);
    expect(spaced).toBeDefined();
    const bare = spaced!.partNumber.replace(/\s+/g, '');
    const dashed = spaced!.partNumber.replace(/\s+/g, '-');
    for (const typed of [spaced!.partNumber, bare, dashed]) {
      const r = await suggest(typed);
      expect(r.products.map((p) => p.slug), typed).toContain(spaced!.slug);
    }
    const oe = spaced!.oeNumbers![0].number;
    const byOe = await search(oe.replace(/[\s.-]+/g, ''));
    expect(byOe.items.map((p) => p.slug)).toContain(spaced!.slug);
  });

  it('ranks the parts that fit the given vehicle first', async () => {
    // The Fram filter fits the Hilux (car 10880); the Mann filter fits the Gol (car 10001).
    expect((await suggest('filtro aceite', '10880')).products[0].slug).toBe('filtro-aceite-fram-ph5796');
    expect((await suggest('filtro aceite', '10001')).products[0].slug).toBe('filtro-aceite-mann-w712');
    const r = await suggest('disco freno', '10001');
    const fits = r.products.map((p) => p.fitsVehicle);
    expect(fits[0]).toBe(true);
    expect(fits.indexOf(false) === -1 || fits.indexOf(false) > fits.lastIndexOf(true)).toBe(true);
  });

  it('answers nothing for an empty query', async () => {
    for (const q of ['', '   ', '¿?', 'de la']) {
      const r = await suggest(q);
      expect(r.products, q).toEqual([]);
      expect(r.categories, q).toEqual([]);
    }
    expect((await search('')).total).toBe(0);
  });

  it('refuses a 1,000-character query with a clear error, never a 500', async () => {
    const r = await shopper.gql(SUGGEST, { q: 'freno '.repeat(167).slice(0, 1000) });
    expect(r.status).toBeLessThan(500);
    expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'query' });
    const s = await shopper.gql(SEARCH, { q: 'x'.repeat(1000) });
    expect(s.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('treats SQL and full-text metacharacters as plain text', async () => {
    for (const q of ["'; drop table catalog_products; --", "freno' or '1'='1", '%', '_', '\\', 'freno:* & !bosch | (', "$1 $$ ''", 'frenos%']) {
      const r = await shopper.gql<Suggestions>(SUGGEST, { q });
      expect(r.errors, q).toBeUndefined();
    }
    const all = await shopper.gql<{ products: { total: number } }>('{ products { total } }');
    expect(all.data?.products.total).toBe(24);
    expect((await suggest('%')).products).toEqual([]);
  });

  it('carries a public cache hint', async () => {
    const r = await shopper.gql('query S($q: String!) { searchSuggestions(query: $q) { products { slug name price } categories { slug } } }', { q: 'bujia' });
    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });
});

describe('search', () => {
  it('pages shop products first, then provider articles', async () => {
    const first = await search('freno', { limit: 8 });
    expect(first.total).toBeGreaterThan(100);
    expect(first).toMatchObject({ page: 1, from: 1, to: 8 });
    const sources = first.items.map((p) => p.source);
    expect(sources.indexOf('PROVIDER')).toBeGreaterThan(0);
    expect(sources.lastIndexOf('SHOP')).toBeLessThan(sources.indexOf('PROVIDER'));
    const second = await search('freno', { page: 2, limit: 8 });
    expect(second).toMatchObject({ page: 2, from: 9, to: 16, total: first.total });
    const both = [...first.items, ...second.items].map((p) => p.slug);
    expect(new Set(both).size).toBe(16);
    // An offset that does not fall on a provider page boundary stitches two provider pages.
    const odd = await search('freno', { page: 3, limit: 5 });
    const wide = await search('freno', { page: 1, limit: 20 });
    expect(odd.items.map((p) => p.slug)).toEqual(wide.items.slice(10, 15).map((p) => p.slug));
  });
});
