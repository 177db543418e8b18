import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

let shop: TestShop;
let shopper: Shopper;

beforeAll(async () => {
  shop = await startTestShop();
  shopper = shop.shopper();
});
afterAll(async () => shop?.close());

const LIST = `query List($category: String, $filters: ProductListFilters, $sort: ProductSort, $page: Int, $limit: Int) {
  products(category: $category, filters: $filters, sort: $sort, page: $page, limit: $limit) {
    page limit sort total pages from to
    items { id slug name price brand { slug } categories { slug } }
    filters { type slug min max range items { slug count } selected categories { slug itemsCount children { slug } } }
  }
}`;

interface ListAnswer {
  products: {
    page: number; limit: number; sort: string; total: number; pages: number; from: number; to: number;
    items: { id: string; slug: string; name: string; price: number; brand: { slug: string } | null; categories: { slug: string }[] }[];
    filters: { type: string; slug: string; min: number | null; max: number | null; range: number[] | null; items: { slug: string; count: number }[] | null; selected: string[] | null; categories: { slug: string; itemsCount: number; children: { slug: string }[] }[] | null }[];
  };
}

const list = async (vars: Record<string, unknown>) => {
  const r = await shopper.gql<ListAnswer>(LIST, vars);
  expect(r.errors).toBeUndefined();
  return r.data!.products;
};
const filter = (p: ListAnswer['products'], slug: string) => p.filters.find((f) => f.slug === slug)!;

describe('product list', () => {
  it('pages the whole shop 8 at a time', async () => {
    const first = await list({});
    expect(first).toMatchObject({ page: 1, limit: 8, sort: 'DEFAULT', total: 24, pages: 3, from: 1, to: 8 });
    expect(first.items).toHaveLength(8);
    const last = await list({ page: 3 });
    expect(last).toMatchObject({ from: 17, to: 24 });
    const beyond = await list({ page: 4 });
    expect(beyond).toMatchObject({ total: 24, from: 0, to: 0, items: [] });
    const ids = new Set([...first.items, ...(await list({ page: 2 })).items, ...last.items].map((p) => p.id));
    expect(ids.size).toBe(24);
  });

  it('lists a category with its sub-categories and offers the right filters', async () => {
    const brakes = await list({ category: 'frenos' });
    expect(brakes.items.map((p) => p.slug).sort()).toEqual([
      'disco-freno-brembo-09a727', 'liquido-frenos-bosch-dot4', 'pastillas-freno-brembo-p06', 'pastillas-freno-ferodo-fdb4050',
    ]);
    // Prices 9 800 to 72 400: five digits, so bounds are rounded to 1 000.
    expect(filter(brakes, 'price')).toMatchObject({ type: 'RANGE', min: 9000, max: 73000, range: [] });
    expect(filter(brakes, 'brand').items).toEqual([{ slug: 'bosch', count: 1 }, { slug: 'brembo', count: 2 }, { slug: 'ferodo', count: 1 }]);
    const tree = filter(brakes, 'category').categories!;
    expect(tree[0]).toMatchObject({ slug: 'frenos', itemsCount: 4 });
    expect(tree[0].children.map((c) => c.slug)).toEqual(['pastillas-de-freno', 'discos-de-freno', 'liquido-de-frenos']);

    const pads = await list({ category: 'pastillas-de-freno' });
    expect(pads.total).toBe(2);
  });

  it('rounds the whole shop price range outward to 10 000 (largest price has six digits)', async () => {
    const all = await list({});
    expect(filter(all, 'price')).toMatchObject({ min: 0, max: 160000 });
  });

  it('narrows by price and brand, keeping brand counts for the price range', async () => {
    const mid = await list({ filters: { price: { from: 10000, to: 20000 } }, limit: 48 });
    expect(mid.items.every((p) => p.price >= 10000 && p.price <= 20000)).toBe(true);
    expect(mid.total).toBe(6);
    expect(filter(mid, 'price').range).toEqual([10000, 20000]);
    const bosch = await list({ filters: { brands: ['bosch', 'ngk'] }, limit: 48 });
    expect(bosch.total).toBe(5);
    expect(new Set(bosch.items.map((p) => p.brand?.slug))).toEqual(new Set(['bosch', 'ngk']));
    expect(filter(bosch, 'brand').selected).toEqual(['bosch', 'ngk']);
    const onlyFrom = await list({ filters: { price: { from: 100000 } }, limit: 48 });
    expect(onlyFrom.items.map((p) => p.slug).sort()).toEqual(['bateria-moura-m22gd', 'kit-distribucion-gates-k015603xs']);
    expect(filter(onlyFrom, 'price').range).toEqual([100000, 160000]);
  });

  it('sorts by name and price', async () => {
    const byName = (await list({ sort: 'NAME_ASC', limit: 48 })).items.map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    const desc = (await list({ sort: 'NAME_DESC', limit: 48 })).items.map((p) => p.name);
    expect(desc).toEqual([...byName].reverse());
    const prices = (await list({ sort: 'PRICE_ASC', limit: 48 })).items.map((p) => p.price);
    expect(prices[0]).toBe(4300);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const top = await list({ sort: 'PRICE_DESC', limit: 1 });
    expect(top.items[0].slug).toBe('bateria-moura-m22gd');
  });

  it('refuses a price filter without a value, a reversed range and bad paging', async () => {
    for (const [vars, field] of [
      [{ filters: { price: {} } }, 'filters.price'],
      [{ filters: { price: { from: null, to: null } } }, 'filters.price'],
      [{ filters: { price: { from: 500, to: 100 } } }, 'filters.price'],
      [{ page: 0 }, 'page'],
      [{ limit: 500 }, 'limit'],
    ] as const) {
      const r = await shopper.gql(LIST, vars);
      expect(r.data?.products ?? null).toBeNull();
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('answers NOT_FOUND for an unknown category', async () => {
    const r = await shopper.gql(LIST, { category: 'no-existe' });
    expect(r.errors?.[0]).toMatchObject({ message: 'Category not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('carries a public cache hint', async () => {
    const r = await shopper.gql<ListAnswer>(LIST, {});
    expect(r.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  });
});

describe('database round trips', () => {
  it('answers a product list page with the same few queries whatever its size', async () => {
    const db = shop.server.services.db;
    const original = db.query.bind(db);
    let count = 0;
    db.query = ((sql: string, params?: readonly unknown[]) => {
      count++;
      return original(sql, params);
    }) as typeof db.query;
    try {
      const fields = 'items { slug rating reviews brand { name } categories { slug parent { slug } } type { name } } filters { slug }';
      // The catalogue kept in memory per catalogue version is read by the first listing.
      await shopper.gql(`{ products(limit: 1, sort: PRICE_DESC) { ${fields} } }`);
      count = 0;
      await shopper.gql(`{ products(limit: 2) { ${fields} } }`);
      const small = count;
      count = 0;
      await shopper.gql(`{ products(limit: 24) { ${fields} } }`);
      expect(count).toBe(small);
      expect(count).toBeLessThanOrEqual(6);
    } finally {
      db.query = original;
    }
  });
});
