import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneAbandonedShoppers } from '../../server/shopper/prune';
import { startTestShop, type TestShop } from '../helpers/shop';
import { addToCart, ok, PRODUCTS, readCart } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('abandoned anonymous shoppers', () => {
  it('are pruned once their session is gone, while live sessions keep their cart', async () => {
    const db = shop.server.services.db;
    const kept = shop.shopper();
    const gone = shop.shopper();
    ok(await addToCart(kept, PRODUCTS.battery, 1));
    ok(await addToCart(gone, PRODUCTS.oil, 1));
    await db.query(`update shoppers set created_at = now() - interval '2 days'`);
    const sid = /^s:(.+)\.[^.]+$/.exec(decodeURIComponent(gone.cookies.get('sid') ?? ''))?.[1];
    await db.query('delete from sessions where sid = $1', [sid]);

    expect(await pruneAbandonedShoppers(db)).toBe(1);
    expect((await readCart(kept)).quantity).toBe(1);
    const lines = await db.query<{ n: number }>('select count(*)::int as n from cart_lines');
    expect(lines.rows[0].n).toBe(1);
  });
});
