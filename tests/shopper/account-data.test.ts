import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { ORDER_FIELDS, type OrderShape } from './checkout-suite';
import { addressInput, addToCart, errorCode, ok, PRODUCTS, readCart, register, signIn, uniqueEmail } from './helpers';

let shop: TestShop;
let alice: Shopper;
let bob: Shopper;

beforeAll(async () => {
  shop = await startTestShop();
  alice = shop.shopper();
  bob = shop.shopper();
  ok(await register(alice, uniqueEmail('alice'), 'alice-secret'));
  ok(await register(bob, uniqueEmail('bob'), 'bob-secret'));
});
afterAll(async () => {
  await shop?.close();
});

interface AddressShape {
  id: string;
  firstName: string;
  default: boolean;
}

const ADDRESS = 'id firstName city country default';

async function addAddress(s: Shopper, overrides: Record<string, unknown> = {}): Promise<AddressShape> {
  return ok(await s.gql<{ addAddress: AddressShape }>(`mutation($i: AddressInput!) { addAddress(input: $i) { ${ADDRESS} } }`, { i: addressInput(overrides) })).addAddress;
}

async function addresses(s: Shopper): Promise<AddressShape[]> {
  return ok(await s.gql<{ addresses: AddressShape[] }>(`{ addresses { ${ADDRESS} } }`)).addresses;
}

describe('addresses', () => {
  it('makes the first address the default, moves the default when asked, and when the default is removed', async () => {
    const first = await addAddress(alice, { firstName: 'Uno' });
    expect(first.default).toBe(true);
    const second = await addAddress(alice, { firstName: 'Dos' });
    const third = await addAddress(alice, { firstName: 'Tres', default: true });
    expect(second.default).toBe(false);
    expect(third.default).toBe(true);
    expect((await addresses(alice)).filter((a) => a.default).map((a) => a.firstName)).toEqual(['Tres']);

    ok(await alice.gql(`mutation($id: ID!) { setDefaultAddress(id: $id) { id } }`, { id: second.id }));
    expect((await addresses(alice)).map((a) => [a.firstName, a.default])).toEqual([
      ['Dos', true],
      ['Uno', false],
      ['Tres', false],
    ]);
    ok(await alice.gql(`mutation($id: ID!) { removeAddress(id: $id) }`, { id: second.id }));
    expect((await addresses(alice)).map((a) => [a.firstName, a.default])).toEqual([
      ['Uno', true],
      ['Tres', false],
    ]);
    const edited = ok(
      await alice.gql<{ updateAddress: AddressShape }>(`mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { ${ADDRESS} } }`, {
        id: third.id,
        i: addressInput({ firstName: 'Tres bis', country: 'uy' }),
      }),
    ).updateAddress;
    expect(edited).toMatchObject({ firstName: 'Tres bis', country: 'UY', default: false });
  });

  it("answers 'Address not found' for a missing id and for another shopper's address", async () => {
    const mine = await addAddress(bob, { firstName: 'Bob' });
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const id of [missing, 'not-a-uuid', mine.id]) {
      const edit = await alice.gql(`mutation($id: ID!, $i: AddressInput!) { updateAddress(id: $id, input: $i) { id } }`, { id, i: addressInput() });
      expect(edit.errors?.[0]).toMatchObject({ message: 'Address not found', extensions: { code: 'ADDRESS_NOT_FOUND' } });
      expect(errorCode(await alice.gql(`mutation($id: ID!) { removeAddress(id: $id) }`, { id }))).toBe('ADDRESS_NOT_FOUND');
      expect(errorCode(await alice.gql(`mutation($id: ID!) { setDefaultAddress(id: $id) { id } }`, { id }))).toBe('ADDRESS_NOT_FOUND');
      expect(errorCode(await alice.gql(`query($id: ID!) { address(id: $id) { id } }`, { id }))).toBe('ADDRESS_NOT_FOUND');
    }
    expect((await addresses(bob)).map((a) => a.firstName)).toEqual(['Bob']);
    expect(errorCode(await shop.shopper().gql(`{ addresses { id } }`))).toBe('UNAUTHENTICATED');
  });

  it('validates the fields and the country against the shop countries', async () => {
    const add = (o: Record<string, unknown>) => alice.gql(`mutation($i: AddressInput!) { addAddress(input: $i) { id } }`, { i: addressInput(o) });
    expect((await add({ city: '  ' })).errors?.[0]).toMatchObject({ message: 'ERROR_FORM_REQUIRED', extensions: { field: 'city' } });
    expect((await add({ email: 'x' })).errors?.[0]).toMatchObject({ message: 'ERROR_FORM_INCORRECT_EMAIL', extensions: { field: 'email' } });
    expect((await add({ country: 'DE' })).errors?.[0]).toMatchObject({ message: 'ERROR_FORM_UNKNOWN_COUNTRY', extensions: { field: 'country' } });
  });
});

describe('orders of an account', () => {
  it('checks out with a saved address, lists the orders newest first and keeps them from other shoppers', async () => {
    const [address] = await addresses(bob);
    const place = async (key: string) => {
      ok(await addToCart(bob, PRODUCTS.battery, 1));
      return ok(
        await bob.gql<{ checkout: OrderShape }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER_FIELDS} } }`, {
          input: { shippingAddress: { addressId: address.id }, payment: 'BANK_TRANSFER', idempotencyKey: key },
        }),
      ).checkout;
    };
    const first = await place('bob-order-0001');
    const second = await place('bob-order-0002');
    expect(second.number).toBe(first.number + 1);
    expect(first.shippingAddress.firstName).toBe('Bob');
    const list = ok(await bob.gql<{ orders: { items: { id: string }[]; total: number; limit: number; page: number; pages: number; from: number; to: number } }>('{ orders { items { id } total limit page pages from to } }')).orders;
    expect(list).toEqual({ items: [{ id: second.id }, { id: first.id }], total: 2, limit: 16, page: 1, pages: 1, from: 1, to: 2 });
    expect(ok(await bob.gql<{ order: { number: number } }>('query($id: ID!) { order(id: $id) { number } }', { id: first.id })).order.number).toBe(first.number);

    const stolen = await alice.gql('query($id: ID!) { order(id: $id) { id } }', { id: first.id });
    expect(stolen.errors?.[0]).toMatchObject({ message: 'Page Not Found', extensions: { code: 'NOT_FOUND' } });
    expect(ok(await alice.gql<{ orders: { total: number } }>('{ orders { total } }')).orders.total).toBe(0);
    expect(errorCode(await shop.shopper().gql('{ orders { total } }'))).toBe('UNAUTHENTICATED');

    // Another account's saved address cannot be used at checkout either.
    ok(await addToCart(alice, PRODUCTS.oil, 1));
    const foreign = await alice.gql('mutation($input: CheckoutInput!) { checkout(input: $input) { id } }', {
      input: { shippingAddress: { addressId: address.id }, payment: 'BANK_TRANSFER', idempotencyKey: 'alice-foreign-1' },
    });
    expect(errorCode(foreign)).toBe('ADDRESS_NOT_FOUND');
  });
});

describe('merge at sign-in', () => {
  it("brings the signed-out cart, wishlist and compare list into the account's, merging cart lines", async () => {
    const email = uniqueEmail('merge');
    const account = shop.shopper();
    ok(await register(account, email, 'merge-secret'));
    ok(await addToCart(account, PRODUCTS.sparkPlug, 1, [{ name: 'Cantidad', value: 'Unidad' }]));
    ok(await account.gql(`mutation { addToWishlist(productId: "${PRODUCTS.battery}") { count } }`));

    const visitor = shop.shopper();
    ok(await addToCart(visitor, PRODUCTS.sparkPlug, 2, [{ name: 'Cantidad', value: 'Unidad' }]));
    ok(await addToCart(visitor, PRODUCTS.oil, 1));
    ok(await visitor.gql(`mutation { addToWishlist(productId: "${PRODUCTS.battery}") { count } }`));
    ok(await visitor.gql(`mutation { addToWishlist(productId: "${PRODUCTS.oil}") { count } }`));
    ok(await visitor.gql(`mutation { addToCompare(productId: "${PRODUCTS.oil}") { count } }`));

    const merged = ok(await signIn(visitor, email, 'merge-secret')).signIn.merged;
    expect(merged).toEqual({ cartItems: 2, wishlistItems: 1, compareItems: 1, garageVehicles: 0, vehicles: [] });
    const cart = await readCart(visitor);
    expect(cart.items.map((i) => [i.product.id, i.quantity])).toEqual([
      [PRODUCTS.sparkPlug, 3],
      [PRODUCTS.oil, 1],
    ]);
    const wishlist = ok(await visitor.gql<{ wishlist: { items: { product: { id: string } }[] } }>('{ wishlist { items { product { id } } } }'));
    expect(wishlist.wishlist.items.map((i) => i.product.id).sort()).toEqual([PRODUCTS.oil, PRODUCTS.battery].sort());
    // The account's other session sees the same cart.
    expect((await readCart(account)).quantity).toBe(4);
  });
});
