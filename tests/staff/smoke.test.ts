import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';
import { signedInStaff } from './helpers';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('staff API', () => {
  it('answers a signed-in owner', async () => {
    const owner = await signedInStaff(shop, 'owner');
    const r = await owner.browser.gql<{ viewer: { permissions: string[] }; orders: { nodes: unknown[] } }>('{ viewer { permissions } orders(first: 5) { nodes { number } } }');
    expect(r.errors).toBeUndefined();
    expect(r.data?.viewer.permissions).toContain('staff:manage');
    expect(r.headers.get('cache-control')).toBe('private, no-store');
  });
});
