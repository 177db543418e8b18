import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { errorCode, ok, PRODUCTS } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

interface ListShape {
  count: number;
  items: { product: { id: string } }[];
}
interface CompareShape extends ListShape {
  attributes: { name: string; slug: string; values: (string | null)[] }[];
}

const wish = (s: Shopper, op: 'addToWishlist' | 'removeFromWishlist', id: string) =>
  s.gql<Record<string, ListShape>>(`mutation($id: ID!) { ${op}(productId: $id) { count items { product { id } } } }`, { id });
const cmp = (s: Shopper, op: 'addToCompare' | 'removeFromCompare', id: string) =>
  s.gql<Record<string, CompareShape>>(
    `mutation($id: ID!) { ${op}(productId: $id) { count items { product { id } } attributes { name slug values } } }`,
    { id },
  );

describe('wishlist', () => {
  it('adds without duplicates by id, newest first, and removes', async () => {
    const s = shop.shopper();
    ok(await wish(s, 'addToWishlist', PRODUCTS.battery));
    ok(await wish(s, 'addToWishlist', PRODUCTS.oil));
    const twice = ok(await wish(s, 'addToWishlist', PRODUCTS.battery)).addToWishlist;
    expect(twice.count).toBe(2);
    expect(twice.items.map((i) => i.product.id)).toEqual([PRODUCTS.oil, PRODUCTS.battery]);
    const removed = ok(await wish(s, 'removeFromWishlist', PRODUCTS.oil)).removeFromWishlist;
    expect(removed.items.map((i) => i.product.id)).toEqual([PRODUCTS.battery]);
    expect(errorCode(await wish(s, 'addToWishlist', 'no-such-product'))).toBe('PRODUCT_NOT_FOUND');
    const other = ok(await shop.shopper().gql<{ wishlist: ListShape }>('{ wishlist { count } }'));
    expect(other.wishlist.count).toBe(0);
  });
});

describe('compare', () => {
  it('adds without duplicates and returns the attributes of all products side by side', async () => {
    const s = shop.shopper();
    ok(await cmp(s, 'addToCompare', PRODUCTS.battery));
    ok(await cmp(s, 'addToCompare', PRODUCTS.oil));
    const list = ok(await cmp(s, 'addToCompare', PRODUCTS.battery)).addToCompare;
    expect(list.count).toBe(2);
    expect(list.items.map((i) => i.product.id)).toEqual([PRODUCTS.battery, PRODUCTS.oil]);

    const products = ok(
      await s.gql<{ a: { attributes: { slug: string; values: { name: string }[] }[] }; b: { attributes: { slug: string; values: { name: string }[] }[] } }>(
        `query($a: String!, $b: String!) { a: product(slug: $a) { attributes { slug values { name } } } b: product(slug: $b) { attributes { slug values { name } } } }`,
        { a: PRODUCTS.battery, b: PRODUCTS.oil },
      ),
    );
    const slugs = new Set([...products.a.attributes, ...products.b.attributes].map((a) => a.slug));
    expect(list.attributes.map((a) => a.slug).sort()).toEqual([...slugs].sort());
    for (const row of list.attributes) {
      expect(row.values).toHaveLength(2);
      const [a, b] = [products.a, products.b].map((p) => p.attributes.find((x) => x.slug === row.slug)?.values.map((v) => v.name).join(', ') ?? null);
      expect(row.values).toEqual([a || null, b || null]);
    }
    const removed = ok(await cmp(s, 'removeFromCompare', PRODUCTS.battery)).removeFromCompare;
    expect(removed.items.map((i) => i.product.id)).toEqual([PRODUCTS.oil]);
    const cleared = ok(await s.gql<{ clearCompare: ListShape }>('mutation { clearCompare { count } }'));
    expect(cleared.clearCompare.count).toBe(0);
  });
});

describe('list limits', () => {
  it('refuses a new entry past the limit with LIST_FULL, while adding what is already there still works', async () => {
    const s = shop.shopper();
    ok(await cmp(s, 'addToCompare', PRODUCTS.battery));
    const sid = /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(s.cookies.get('sid') ?? ''))?.[1];
    const db = shop.server.services.db;
    const owner = (await db.query<{ shopper: string }>(`select data->>'shopperId' as shopper from sessions where sid = $1`, [sid])).rows[0].shopper;
    await db.query(
      `insert into compare_items (shopper_id, product_id) select $1, 'filler-' || g from generate_series(1, 49) as g`,
      [owner],
    );
    expect(errorCode(await cmp(s, 'addToCompare', PRODUCTS.oil))).toBe('LIST_FULL');
    ok(await cmp(s, 'addToCompare', PRODUCTS.battery));
    ok(await cmp(s, 'removeFromCompare', PRODUCTS.battery));
    ok(await cmp(s, 'addToCompare', PRODUCTS.oil));
  });
});
