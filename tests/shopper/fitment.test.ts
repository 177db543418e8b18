import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';
import { ok, PRODUCTS } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('the current vehicle of the garage', () => {
  it('is the vehicle the catalogue answers fitsVehicle for', async () => {
    const s = shop.shopper();
    const product = ok(
      await s.gql<{ product: { compatibility: string; compatibleVehicleIds: string[]; fitsVehicle: boolean | null } }>(
        'query($slug: String!) { product(slug: $slug) { compatibility compatibleVehicleIds fitsVehicle } }',
        { slug: PRODUCTS.sparkPlug },
      ),
    ).product;
    expect(product.compatibility).toBe('LIST');
    expect(product.fitsVehicle).toBeNull();

    const fits = async () =>
      ok(await s.gql<{ product: { fitsVehicle: boolean | null } }>('query($slug: String!) { product(slug: $slug) { fitsVehicle } }', { slug: PRODUCTS.sparkPlug })).product
        .fitsVehicle;
    const [carId] = product.compatibleVehicleIds;
    ok(await s.gql('mutation($id: ID) { setCurrentVehicle(vehicleId: $id) { currentVehicle { id } } }', { id: carId }));
    expect(await fits()).toBe(true);
    ok(await s.gql('mutation { setCurrentVehicle(vehicleId: null) { currentVehicle { id } } }'));
    expect(await fits()).toBeNull();
  });
});
