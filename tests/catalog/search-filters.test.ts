import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

let shop: TestShop;
let shopper: Shopper;

interface Item { slug: string; source: 'SHOP' | 'PROVIDER'; price: number | null; partNumber: string; brand: { slug: string } | null }
interface Filter {
  type: string;
  slug: string;
  min: number | null;
  max: number | null;
  range: number[] | null;
  items: { slug: string; name: string; count: number }[] | null;
  countsExact: boolean | null;
  selected: string[] | null;
  categories: { slug: string; children: { slug: string }[] }[] | null;
}
interface List { total: number; page: number; from: number; to: number; items: Item[]; filters: Filter[] }

const SEARCH = `query Search($q: String!, $v: ID, $f: ProductListFilters, $sort: ProductSort, $page: Int, $limit: Int) {
  search(query: $q, vehicleId: $v, filters: $f, sort: $sort, page: $page, limit: $limit) {
    total page from to
    items { slug source price partNumber brand { slug } }
    filters { type slug min max range items { slug name count } countsExact selected categories { slug children { slug } } }
  }
}`;

async function search(q: string, vars: Record<string, unknown> = {}): Promise<List> {
  const r = await shopper.gql<{ search: List }>(SEARCH, { q, ...vars });
  expect(r.errors).toBeUndefined();
  return r.data!.search;
}
const filter = (list: List, slug: string) => list.filters.find((f) => f.slug === slug)!;

// The strict stand-in gives no supplier facets: provider brands are counted over its first matches.
describe.each([
  { mode: 'strict', strict: true },
  { mode: 'lenient', strict: false },
])('search filters ($mode stand-in)', ({ strict }) => {
  beforeAll(async () => {
    shop = await startTestShop({ PROVIDER_STANDIN_STRICT: String(strict) });
    shopper = shop.shopper();
  });
  afterAll(async () => shop?.close());

  it('offers the categories holding matches, the price bounds and the brands of both catalogues with counts', async () => {
    const r = await search('freno');
    expect(filter(r, 'category').categories!.map((c) => c.slug)).toContain('frenos');
    const price = filter(r, 'price');
    expect(price.type).toBe('RANGE');
    expect(price.min!).toBeLessThan(price.max!);
    expect(price.range).toEqual([]);
    const brands = filter(r, 'brand').items!;
    expect(brands.some((b) => /^\d+$/.test(b.slug))).toBe(true);
    expect(brands.some((b) => !/^\d+$/.test(b.slug))).toBe(true);
    expect(brands.every((b) => b.count > 0 && b.name !== '')).toBe(true);
    const counted = brands.reduce((n, b) => n + b.count, 0);
    expect(filter(r, 'brand').countsExact).toBe(!strict);
    if (strict) expect(counted).toBeLessThan(r.total);
    else expect(counted).toBe(r.total);
  });

  it('narrows to a provider brand: its articles only, as many as its count', async () => {
    const all = await search('freno');
    const brand = filter(all, 'brand').items!.find((b) => /^\d+$/.test(b.slug) && b.count > 1)!;
    const r = await search('freno', { f: { brands: [brand.slug] }, limit: 48 });
    // Without supplier facets the count is the brand's among the first matches: at most its total.
    if (strict) expect(r.total).toBeGreaterThanOrEqual(brand.count);
    else expect(r.total).toBe(brand.count);
    expect(r.items.length).toBe(Math.min(48, r.total));
    expect(r.items.every((p) => p.source === 'PROVIDER' && p.brand?.slug === brand.slug)).toBe(true);
    expect(filter(r, 'brand').selected).toEqual([brand.slug]);
    // Counts are those without the brand filter, so other brands can still be ticked.
    expect(filter(r, 'brand').items!.length).toBe(filter(all, 'brand').items!.length);
  });

  it('narrows to a shop brand: the shop products of that brand only', async () => {
    const all = await search('freno');
    const brand = filter(all, 'brand').items!.find((b) => !/^\d+$/.test(b.slug))!;
    const r = await search('freno', { f: { brands: [brand.slug] } });
    expect(r.total).toBe(brand.count);
    expect(r.items.every((p) => p.source === 'SHOP' && p.brand?.slug === brand.slug)).toBe(true);
  });

  it('narrows to a price range on both catalogues and sorts by price', async () => {
    const all = await search('freno', { limit: 48 });
    // Parts without an offer have no price: a range leaves them out.
    const prices = all.items.map((p) => p.price).filter((p): p is number => p !== null).sort((a, b) => a - b);
    const from = prices[Math.floor(prices.length / 4)];
    const to = prices[Math.floor((prices.length * 3) / 4)];
    const r = await search('freno', { f: { price: { from, to } }, sort: 'PRICE_ASC', limit: 48 });
    expect(r.total).toBeGreaterThan(0);
    expect(r.items.every((p) => p.price !== null && p.price >= from && p.price <= to)).toBe(true);
    expect(filter(r, 'price').range).toEqual([from, to]);
    const provider = r.items.filter((p) => p.source === 'PROVIDER').map((p) => p.price ?? 0);
    expect(provider).toEqual([...provider].sort((a, b) => a - b));
    expect((await search('freno', { f: { price: { from: 1e9 } } })).total).toBe(0);
  });

  it('narrows to a shop category: its products only, the provider left out', async () => {
    const r = await search('freno', { f: { category: 'frenos' }, limit: 48 });
    expect(r.total).toBeGreaterThan(0);
    expect(r.items.every((p) => p.source === 'SHOP')).toBe(true);
    expect(filter(r, 'category').selected).toEqual(['frenos']);
    expect(filter(r, 'brand').items!.every((b) => !/^\d+$/.test(b.slug))).toBe(true);
  });

  it('refuses an empty price range and an unknown category', async () => {
    const empty = await shopper.gql(SEARCH, { q: 'freno', f: { price: {} } });
    expect(empty.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const unknown = await shopper.gql(SEARCH, { q: 'freno', f: { category: 'no-such-category' } });
    expect(unknown.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  // Searching by part number does not depend on how the provider counts brands: once is enough.
  it.runIf(strict)('finds a provider article typed with spaces, dots or dashes', async () => {
    const discs = await search('disco freno', { limit: 48 });
    const spaced = discs.items.find((p) => p.source === 'PROVIDER' && / /.test(p.partNumber))!;
    expect(spaced).toBeDefined();
    const parts = spaced.partNumber.split(/\s+/);
    for (const typed of [spaced.partNumber, parts.join(''), parts.join('.'), parts.join('-'), parts.join(' - ')]) {
      const r = await search(typed);
      expect(r.items.map((p) => p.slug), typed).toContain(spaced.slug);
    }
  });

  it.runIf(strict)('finds a shop part typed with dots', async () => {
    const r = await search('W.712.95');
    expect(r.items[0].source).toBe('SHOP');
    expect(r.items[0].partNumber.replace(/[^A-Z0-9]/gi, '')).toBe('W71295');
  });
});
