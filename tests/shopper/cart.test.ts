import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';
import { addToCart, CART_FIELDS, errorCode, ok, PRODUCTS, readCart, type CartShape } from './helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('cart', () => {
  it('starts empty, without shipping or tax', async () => {
    expect(await readCart(shop.shopper())).toEqual({ items: [], quantity: 0, subtotal: 0, totals: [], total: 0 });
  });

  it('prices lines from the catalogue and totals them per spec §9', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, 2));
    const cart = ok(await addToCart(s, PRODUCTS.oil, 1)).addToCart;
    const [battery, oil] = cart.items;
    expect(battery.product.id).toBe(PRODUCTS.battery);
    expect(battery.price).toBe(battery.product.price);
    expect(battery.total).toBeCloseTo(battery.price * 2, 2);
    const subtotal = Math.round((battery.price * 2 + oil.price) * 100) / 100;
    expect(cart.quantity).toBe(3);
    expect(cart.subtotal).toBeCloseTo(subtotal, 2);
    expect(cart.totals).toEqual([
      { title: 'SHIPPING', price: 25, type: 'SHIPPING' },
      { title: 'TAX', price: Math.round(subtotal * 20) / 100, type: 'TAX' },
    ]);
    expect(cart.total).toBeCloseTo(subtotal + 25 + Math.round(subtotal * 20) / 100, 2);
  });

  it('merges a line when product and every option match, and keeps different options apart', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.sparkPlug, 1, [{ name: 'Cantidad', value: 'Unidad' }]));
    ok(await addToCart(s, PRODUCTS.sparkPlug, 2, [{ name: 'cantidad', value: 'Unidad' }]));
    const cart = ok(await addToCart(s, PRODUCTS.sparkPlug, 1, [{ name: 'Cantidad', value: 'Juego x4' }])).addToCart;
    expect(cart.items.map((i) => [i.options, i.quantity])).toEqual([
      [[{ name: 'Cantidad', value: 'Unidad' }], 3],
      [[{ name: 'Cantidad', value: 'Juego x4' }], 1],
    ]);
  });

  it('refuses a missing or unknown option with ERROR_ADD_TO_CART_OPTIONS', async () => {
    const s = shop.shopper();
    expect(errorCode(await addToCart(s, PRODUCTS.sparkPlug, 1))).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(errorCode(await addToCart(s, PRODUCTS.sparkPlug, 1, [{ name: 'Cantidad', value: 'Docena' }]))).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(errorCode(await addToCart(s, PRODUCTS.battery, 1, [{ name: 'Color', value: 'Rojo' }]))).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect((await readCart(s)).items).toEqual([]);
  });

  it('refuses a quantity below 1 with ERROR_ADD_TO_CART_QUANTITY and an unknown product with Product not found', async () => {
    const s = shop.shopper();
    expect(errorCode(await addToCart(s, PRODUCTS.battery, 0))).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(errorCode(await addToCart(s, PRODUCTS.battery, -3))).toBe('ERROR_ADD_TO_CART_QUANTITY');
    const unknown = await addToCart(s, 'no-such-product', 1);
    expect(unknown.errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'PRODUCT_NOT_FOUND' } });
    const fractional = await s.gql(`mutation { addToCart(productId: "${PRODUCTS.battery}", quantity: 1.5) { quantity } }`);
    expect(fractional.errors?.[0]).toBeDefined();
  });

  it('changes a quantity, removes a line and clears the cart; another session cannot touch the line', async () => {
    const s = shop.shopper();
    const line = ok(await addToCart(s, PRODUCTS.battery, 1)).addToCart.items[0];
    ok(await addToCart(s, PRODUCTS.oil, 1));
    const changed = ok(
      await s.gql<{ updateCartItem: CartShape }>(`mutation($id: ID!) { updateCartItem(itemId: $id, quantity: 4) { ${CART_FIELDS} } }`, { id: line.id }),
    ).updateCartItem;
    expect(changed.items[0].quantity).toBe(4);
    const zero = await s.gql(`mutation($id: ID!) { updateCartItem(itemId: $id, quantity: 0) { quantity } }`, { id: line.id });
    expect(errorCode(zero)).toBe('ERROR_ADD_TO_CART_QUANTITY');
    const stranger = await shop.shopper().gql(`mutation($id: ID!) { removeCartItem(itemId: $id) { quantity } }`, { id: line.id });
    expect(errorCode(stranger)).toBe('NOT_FOUND');
    const removed = ok(await s.gql<{ removeCartItem: CartShape }>(`mutation($id: ID!) { removeCartItem(itemId: $id) { ${CART_FIELDS} } }`, { id: line.id }));
    expect(removed.removeCartItem.items.map((i) => i.product.id)).toEqual([PRODUCTS.oil]);
    const cleared = ok(await s.gql<{ clearCart: CartShape }>(`mutation { clearCart { ${CART_FIELDS} } }`));
    expect(cleared.clearCart).toMatchObject({ items: [], total: 0 });
  });
});
