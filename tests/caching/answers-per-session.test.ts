import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FITS } from '../../fixtures/shop/data/vehicles';
import { DEMO_ACCOUNT } from '../../server/account/demo';
import { startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ DEMO_MODE: 'true' });
}, 60_000);
afterAll(() => shop?.close());

const FIT = '{ a: product(slug: "filtro-aceite-mann-w712") { slug fitStatus fitsVehicle } b: product(slug: "filtro-aceite-fram-ph5796") { slug fitStatus fitsVehicle } }';
type Fit = { a: { fitStatus: string | null; fitsVehicle: boolean | null }; b: { fitStatus: string | null; fitsVehicle: boolean | null } };

describe('kept answers and sessions', () => {
  it("never serves one shopper's vehicle-dependent answer to another session", async () => {
    const driver = shop.shopper();
    const other = shop.shopper();
    const stranger = shop.shopper();
    // Asked first without any vehicle: the answer for "no vehicle" gets cached.
    expect((await driver.gql<Fit>(FIT)).data?.a.fitStatus).toBeNull();
    const set = await driver.gql(`mutation { addVehicleToGarage(vehicleId: "${FITS.hilux[0]}") { __typename } setCurrentVehicle(vehicleId: "${FITS.hilux[0]}") { __typename } }`);
    expect(set.errors).toBeUndefined();
    const mine = await driver.gql<Fit>(FIT);
    expect(mine.data).toMatchObject({ a: { fitsVehicle: false, fitStatus: 'DOES_NOT_FIT' }, b: { fitsVehicle: true, fitStatus: 'FITS' } });
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    // Another session with another vehicle, and one with none, get their own answers.
    const set2 = await other.gql(`mutation { addVehicleToGarage(vehicleId: "${FITS.gol[0]}") { __typename } setCurrentVehicle(vehicleId: "${FITS.gol[0]}") { __typename } }`);
    expect(set2.errors).toBeUndefined();
    expect((await other.gql<Fit>(FIT)).data).toMatchObject({ a: { fitsVehicle: true }, b: { fitsVehicle: false } });
    expect((await stranger.gql<Fit>(FIT)).data).toMatchObject({ a: { fitsVehicle: null, fitStatus: null }, b: { fitsVehicle: null } });
    // The first shopper still gets the answer for its own vehicle, kept under that vehicle, and follows a change of vehicle.
    const again = await driver.gql<Fit>(FIT);
    expect(again.data).toMatchObject({ b: { fitsVehicle: true } });
    expect(again.headers.get('age')).not.toBeNull();
    await driver.gql('mutation { setCurrentVehicle(vehicleId: null) { __typename } }');
    expect((await driver.gql<Fit>(FIT)).data).toMatchObject({ a: { fitsVehicle: null }, b: { fitsVehicle: null } });
  });

  it('never serves a cart or an account to another session', async () => {
    const buyer = shop.shopper();
    const stranger = shop.shopper();
    const signIn = await buyer.gql('mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename } }', { e: DEMO_ACCOUNT.email, p: DEMO_ACCOUNT.password });
    expect(signIn.errors).toBeUndefined();
    await buyer.gql('mutation { addToCart(productId: "bateria-moura-m22gd", quantity: 2) { quantity } }');
    const q = '{ me { email } cart { quantity } }';
    const mine = await buyer.gql<{ me: { email: string } | null; cart: { quantity: number } }>(q);
    expect(mine.data?.me?.email).toBe(DEMO_ACCOUNT.email);
    expect(mine.data?.cart.quantity).toBeGreaterThanOrEqual(2);
    expect(mine.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const theirs = await stranger.gql<{ me: { email: string } | null; cart: { quantity: number } }>(q);
    expect(theirs.data?.me ?? null).toBeNull();
    expect(theirs.data?.cart.quantity).toBe(0);
    expect(theirs.headers.get('age')).toBeNull();
  });

  it("shows a review added in the product's rating and reviews on the next ask", async () => {
    const s = shop.shopper();
    const q = '{ product(slug: "aceite-ypf-elaion-f50") { rating reviews } productReviews(productId: "aceite-ypf-elaion-f50") { total } }';
    type R = { product: { rating: number; reviews: number }; productReviews: { total: number } };
    const before = (await s.gql<R>(q)).data!;
    const again = await s.gql<R>(q);
    expect(again.data).toEqual(before);
    expect(again.headers.get('age')).not.toBeNull(); // served from the answer cache
    const added = await s.gql('mutation($input: AddReviewInput!) { addReview(input: $input) { id } }', {
      input: { productId: 'aceite-ypf-elaion-f50', rating: 1, author: 'Marta', content: 'Llegó tarde pero el aceite es bueno.' },
    });
    expect(added.errors).toBeUndefined();
    const after = (await shop.shopper().gql<R>(q)).data!;
    expect(after.product.reviews).toBe(before.product.reviews + 1);
    expect(after.productReviews.total).toBe(before.productReviews.total + 1);
  });
});
