import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CategoryPagePartsDocument } from '../../client/src/gql/graphql';
import { priceBounds } from '../../server/catalog/paging';
import { startShopWithProvider, type ShopWithProvider } from './helpers';

// The price range of a provider group's listing, through the query the web client sends, against
// the strict stand-in (no supplier facets: brand counts come from the list the shop holds).
const PAGE = print(CategoryPagePartsDocument);
const ITEMS = `query($id: ID!, $v: ID, $brands: [String!], $price: PriceRangeInput, $page: Int, $limit: Int) {
  partProducts(categoryId: $id, vehicleId: $v, brands: $brands, price: $price, page: $page, limit: $limit) {
    total pages from to items { slug price brand { slug } }
    filters { slug min max range items { slug count } countsExact selected }
  }
}`;

interface Filter { slug: string; min: number | null; max: number | null; range: number[] | null; items: { slug: string; count: number }[] | null; countsExact: boolean | null; selected: string[] | null }
interface List { total: number; pages: number; from: number; to: number; items: { slug: string; price: number | null; brand: { slug: string } }[]; filters: Filter[] }
interface Answer { data?: { partProducts: List | null }; errors?: { message: string; extensions: Record<string, unknown> }[] }

let s: ShopWithProvider;
beforeAll(async () => {
  s = await startShopWithProvider();
});
afterAll(() => s?.close());

const list = (vars: Record<string, unknown>) => s.shopper.gql<{ partProducts: List | null }>(ITEMS, { id: '100001', v: '10020', ...vars }) as Promise<Answer>;
const calls = () => Object.values(s.provider.calls()).reduce((a, b) => a + b, 0);
const price = (l: List) => l.filters.find((f) => f.slug === 'price')!;
const brand = (l: List) => l.filters.find((f) => f.slug === 'brand')!;
/** Parts with an offer: a part without one has no price, and a price range leaves it out. */
const priced = (l: List) => l.items.filter((i): i is List['items'][number] & { price: number } => i.price !== null);

describe('price range on a provider group listing', () => {
  it('offers bounds rounded outward over the whole group, and narrows every page to the range with right figures', async () => {
    const whole = (await list({ limit: 100 })).data!.partProducts!;
    expect(whole.items).toHaveLength(whole.total);
    const prices = priced(whole).map((i) => i.price);
    const top = Math.max(...prices);
    const step = 10 ** Math.max(1, String(Math.floor(top)).length - 2);
    const bounds = price(whole);
    expect(bounds).toMatchObject({ min: Math.floor(Math.min(...prices) / step) * step, max: Math.ceil(top / step) * step, range: [] });
    expect(bounds.min! % step).toBe(0);

    // The middle half of the group's prices: several pages of it, and parts on either side.
    const sorted = [...prices].sort((a, b) => a - b);
    const [from, to] = [Math.floor(sorted[Math.floor(sorted.length / 4)]), Math.ceil(sorted[Math.floor((3 * sorted.length) / 4)])];
    const expected = priced(whole).filter((i) => i.price >= from && i.price <= to);
    expect(expected.length).toBeGreaterThan(16);
    expect(expected.length).toBeLessThan(whole.total);
    const first = (await list({ price: { from, to } })).data!.partProducts!;
    expect(first).toMatchObject({ total: expected.length, pages: Math.ceil(expected.length / 8), from: 1, to: 8 });
    expect(price(first)).toMatchObject({ min: bounds.min, max: bounds.max, range: [from, to] });
    const seen: string[] = [];
    for (let page = 1; page <= first.pages; page++) {
      const l = (await list({ price: { from, to }, page })).data!.partProducts!;
      for (const item of l.items) expect(item.price !== null && item.price >= from && item.price <= to).toBe(true);
      expect(l.to).toBe(Math.min(page * 8, expected.length));
      seen.push(...l.items.map((i) => i.slug));
    }
    expect(seen).toEqual(expected.map((i) => i.slug));

    // One bound: the other is the list's own.
    const cheap = (await list({ price: { to } })).data!.partProducts!;
    expect(cheap.total).toBe(priced(whole).filter((i) => i.price <= to).length);
    expect(price(cheap).range).toEqual([bounds.min, to]);
  });

  it('counts brands within the range (not narrowed by the brands ticked), bounds within the brands', async () => {
    const whole = (await list({ limit: 100 })).data!.partProducts!;
    // The middle half of the group's prices.
    const sorted = priced(whole).map((i) => i.price).sort((a, b) => a - b);
    const range = { from: Math.floor(sorted[Math.floor(sorted.length / 4)]), to: Math.ceil(sorted[Math.floor((3 * sorted.length) / 4)]) };
    const inRange = priced(whole).filter((i) => i.price >= range.from && i.price <= range.to);
    const ranged = (await list({ price: range })).data!.partProducts!;
    expect(brand(ranged).countsExact).toBe(true);
    for (const b of brand(ranged).items!) expect(b.count).toBe(inRange.filter((i) => i.brand.slug === b.slug).length);

    const pick = brand(ranged).items![0].slug;
    const both = (await list({ price: range, brands: [pick] })).data!.partProducts!;
    expect(both.total).toBe(inRange.filter((i) => i.brand.slug === pick).length);
    expect(both.items.every((i) => i.brand.slug === pick)).toBe(true);
    expect(brand(both).items).toEqual(brand(ranged).items);
    expect(brand(both).selected).toEqual([pick]);
    expect(price(both)).toMatchObject(priceBounds(priced(whole).filter((i) => i.brand.slug === pick).map((i) => i.price))!);
  });

  it('refuses an unset range, a negative bound and from above to with BAD_USER_INPUT, as the shop list does', async () => {
    const cases: [Record<string, number>, string][] = [
      [{}, 'The price filter needs a value: give `from`, `to` or both'],
      [{ from: -1 }, 'Price bounds must be numbers from 0'],
      [{ from: 500, to: 100 }, 'The price filter `from` is above `to`'],
    ];
    for (const [range, message] of cases) {
      const a = await list({ price: range });
      expect(a.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: 'filters.price' } });
      const shop = await s.shopper.gql('query($p: PriceRangeInput) { products(filters: { price: $p }) { total } }', { p: range });
      expect(shop.errors?.[0]?.message).toBe(message);
    }
  });

  it('asks the provider once for a group, then pages, brands and ranges over it ask nothing', async () => {
    // The page's group title comes from the category tree: asked before counting.
    await s.shopper.gql('{ partCategory(id: "100013") { name } }');
    s.provider.resetCalls();
    const vars = { id: '100013', vehicleId: '10021', price: { from: 1_000, to: 10_000_000 } };
    const first = await s.shopper.gql<{ partProducts: List }>(PAGE, { ...vars, page: 1 });
    expect(first.errors).toBeUndefined();
    // The group's 141 parts for the vehicle: 2 pages of 100, asked together.
    expect(s.provider.calls().getArticles).toBe(2);
    const pages = first.data!.partProducts.pages;
    expect(pages).toBeGreaterThan(1);
    s.provider.resetCalls();
    for (let page = 2; page <= pages; page++) expect((await s.shopper.gql(PAGE, { ...vars, page })).errors).toBeUndefined();
    await s.shopper.gql(PAGE, { ...vars, price: { from: 3_000 }, page: 1 });
    await s.shopper.gql(PAGE, { ...vars, price: null, page: 3 });
    await s.shopper.gql(PAGE, { ...vars, brands: [brand(first.data!.partProducts).items![0].slug] });
    expect(calls()).toBe(0);
  });

  it('answers LIST_TOO_LARGE for a range on a group above 1000 parts, and pages it without a price filter', async () => {
    const a = await s.shopper.gql<{ partProducts: List | null }>(ITEMS, { id: '100001', price: { from: 100 } });
    expect(a.data?.partProducts).toBeNull();
    const refusal = a.errors?.[0]?.extensions;
    expect(refusal).toMatchObject({ code: 'LIST_TOO_LARGE', field: 'price', maxItems: 1000 });
    expect(refusal?.total).toBeGreaterThan(1000);
    const plain = (await s.shopper.gql<{ partProducts: List }>(ITEMS, { id: '100001', page: 2 })).data!.partProducts;
    expect(plain).toMatchObject({ from: 9, to: 16, total: refusal?.total });
    expect(plain.filters.map((f) => f.slug)).not.toContain('price');
  });
});
