import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../examples/app-client/main';
import { startTestShop, type TestShop } from '../helpers/shop';
import { createAccount } from '../../server/account/service';
import { uniqueEmail } from '../shopper/helpers';

// The example app of docs/apps.md against a started shop that runs only its published operations.
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ GRAPHQL_TRUSTED_ONLY: 'true' });
});
afterAll(async () => {
  await shop?.close();
});

describe('the example app (examples/app-client)', () => {
  it('signs in, finds a vehicle by VIN, lists parts that fit, adds one to the cart and checks out cash on delivery', async () => {
    const email = uniqueEmail('example-app');
    await createAccount({ db: shop.server.services.db, config: shop.config }, { email, password: 'example-app-secret' });
    const { standIn } = await shop.server.services.provider.ready();
    const lines: string[] = [];
    const result = await main({ baseUrl: shop.url, email, password: 'example-app-secret', vin: standIn!.knownVins[0], log: (line) => lines.push(line) });
    expect(result.order.number).toBeGreaterThan(0);
    expect(result.order.payment).toBe('CASH_ON_DELIVERY');
    expect(result.order.total).toBeGreaterThanOrEqual(result.product.price);
    const stored = await shop.server.services.db.query<{ product_id: string }>('select i.product_id from order_items i join orders o on o.id = i.order_id where o.number = $1', [result.order.number]);
    expect(stored.rows.map((r) => r.product_id)).toEqual([result.product.id]);
    expect(lines.join('\n')).toMatch(/signed in as .*\nVIN .*\n.* parts fit; .*\ncart: 1 item\(s\).*\norder \d+/);
  });
});
