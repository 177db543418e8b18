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

  it('prices lines from their offers, IVA included: the IVA row is shown and not added, to the centavo', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, 2));
    const cart = ok(await addToCart(s, PRODUCTS.oil, 1)).addToCart;
    const [battery, oil] = cart.items;
    expect(battery.product.id).toBe(PRODUCTS.battery);
    expect(battery.price).toBe(battery.product.price);
    const c = (pesos: number) => Math.round(pesos * 100);
    expect(c(battery.total)).toBe(c(battery.price) * 2);
    const subtotal = c(battery.price) * 2 + c(oil.price);
    // The IVA each line includes at 21 %: price − price / 1,21, rounded half up per line.
    const iva = (centavos: number) => centavos - Math.round((centavos * 100) / 121);
    expect(cart.quantity).toBe(3);
    expect(c(cart.subtotal)).toBe(subtotal);
    // No shipping until a postal code is quoted (shippingQuote); checkout charges the option chosen.
    expect(cart.totals).toEqual([
      { title: 'TAX', price: (iva(c(battery.price) * 2) + iva(c(oil.price))) / 100, type: 'TAX' },
    ]);
    expect(c(cart.total)).toBe(subtotal);
  });

  it('refuses a part without an offer with PRODUCT_UNAVAILABLE: it has no price, never an invented one', async () => {
    const s = shop.shopper();
    const found = ok(
      await s.gql<{ search: { items: { id: string; price: number | null; stock: string; purchasable: boolean }[] } }>(
        '{ search(query: "disco de freno", limit: 48) { items { id price stock purchasable } } }',
      ),
    ).search.items;
    // Provider articles (`{genericArticleId}-{legacyArticleId}`): the demo offers leave about a third without one.
    const articles = found.filter((p) => /^\d+-\d+$/.test(p.id));
    const unoffered = articles.find((p) => p.price === null);
    const offered = articles.find((p) => p.price !== null && p.purchasable);
    expect(unoffered).toMatchObject({ stock: 'OUT_OF_STOCK', purchasable: false });
    expect(offered).toBeDefined();
    const refused = await addToCart(s, unoffered!.id, 1);
    expect(errorCode(refused)).toBe('PRODUCT_UNAVAILABLE');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ productId: unoffered!.id, available: 0 });
    expect(ok(await addToCart(s, offered!.id, 1)).addToCart.items.map((i) => i.product.id)).toEqual([offered!.id]);
  });

  it('refuses more units than there are with PRODUCT_UNAVAILABLE, naming the units left', async () => {
    const s = shop.shopper();
    const refused = await addToCart(s, PRODUCTS.battery, 501);
    expect(errorCode(refused)).toBe('PRODUCT_UNAVAILABLE');
    expect(refused.errors?.[0]?.extensions).toMatchObject({ productId: PRODUCTS.battery, available: 500 });
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
