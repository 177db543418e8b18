import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, type CheckoutRequest } from '../../server/checkout/service';
import { anonymousContext } from '../../server/request-context';
import { catalogLookup } from '../../server/shopper/catalog';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addressInput, addToCart, errorCode, ok, PRODUCTS, readCart } from './helpers';

export const ORDER_FIELDS = `id token number status payment email createdAt quantity subtotal total
  totals { type price } items { productId name quantity price total options { name value } product { id } }
  shippingAddress { firstName city country } billingAddress { firstName city }`;

export interface OrderShape {
  id: string;
  token: string;
  number: number;
  status: string;
  payment: string;
  email: string;
  quantity: number;
  subtotal: number;
  total: number;
  totals: { type: string; price: number }[];
  items: { productId: string; quantity: number; price: number; product: { id: string } | null }[];
  shippingAddress: { firstName: string; city: string; country: string };
  billingAddress: { firstName: string; city: string };
}

export function guestCheckout(s: Shopper, key: string, extra: Record<string, unknown> = {}) {
  return s.gql<{ checkout: OrderShape }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER_FIELDS} } }`, {
    input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment: 'CASH_ON_DELIVERY', idempotencyKey: key, ...extra },
  });
}

function sidOf(s: Shopper): string {
  const raw = decodeURIComponent(s.cookies.get('sid') ?? '');
  const sid = /^s:(.+)\.[^.]+$/.exec(raw)?.[1];
  if (!sid) throw new Error('no session cookie');
  return sid;
}

/**
 * Checkout under concurrency, idempotency and an injected failure, against one database. `label`
 * names the database in the figures printed for the record.
 */
export function checkoutSuite(label: string, env: () => Promise<{ env: Record<string, string>; cleanup?: () => Promise<void> }>): void {
  let shop: TestShop;
  let cleanup: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const setup = await env();
    cleanup = setup.cleanup;
    shop = await startTestShop(setup.env);
  });
  afterAll(async () => {
    await shop?.close();
    await cleanup?.();
  });

  describe(`checkout on ${label}`, () => {
    it('refuses an empty cart with CART_EMPTY and an unconfigured wallet with PAYMENT_METHOD_UNAVAILABLE', async () => {
      const s = shop.shopper();
      expect(errorCode(await guestCheckout(s, 'empty-cart-key-1'))).toBe('CART_EMPTY');
      ok(await addToCart(s, PRODUCTS.battery, 1));
      expect(errorCode(await guestCheckout(s, 'wallet-key-0001', { payment: 'WALLET' }))).toBe('PAYMENT_METHOD_UNAVAILABLE');
      const methods = ok(await s.gql<{ paymentMethods: { method: string }[] }>('{ paymentMethods { method clientId } }'));
      expect(methods.paymentMethods.map((m) => m.method)).toEqual(['CASH_ON_DELIVERY', 'BANK_TRANSFER']);
      expect((await readCart(s)).quantity).toBe(1);
    });

    it('places a guest order priced on the server, readable by its token, and empties the cart', async () => {
      const s = shop.shopper();
      const cart = ok(await addToCart(s, PRODUCTS.castrol, 2, [{ name: 'Presentación', value: '4 l' }])).addToCart;
      const order = ok(await guestCheckout(s, 'guest-order-key-1', { comment: 'Tocar timbre' })).checkout;
      expect(order).toMatchObject({ status: 'PENDING', payment: 'CASH_ON_DELIVERY', email: 'martina@example.com', quantity: 2 });
      expect(order.subtotal).toBe(cart.subtotal);
      // No option chosen: the cheapest home delivery to the address's postal code, added to the cart's total.
      const shipping = order.totals.find((r) => r.type === 'SHIPPING')?.price ?? 0;
      expect(shipping).toBeGreaterThan(0);
      expect(Math.round(order.total * 100)).toBe(Math.round(cart.total * 100) + Math.round(shipping * 100));
      expect(order.items[0]).toMatchObject({ productId: PRODUCTS.castrol, quantity: 2, product: { id: PRODUCTS.castrol } });
      expect(order.billingAddress).toEqual({ firstName: 'Martina', city: 'Buenos Aires' });
      expect(order.token.length).toBeGreaterThanOrEqual(32);
      expect((await readCart(s)).items).toEqual([]);
      const byToken = ok(await shop.shopper().gql<{ orderByToken: { id: string } }>('query($t: String!) { orderByToken(token: $t) { id } }', { t: order.token }));
      expect(byToken.orderByToken.id).toBe(order.id);
      const guessed = await shop.shopper().gql('query($t: String!) { orderByToken(token: $t) { id } }', { t: order.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
      expect(guessed.errors?.[0]).toMatchObject({ message: 'Page Not Found', extensions: { code: 'NOT_FOUND' } });
    });

    it('gives 50 concurrent checkouts from 50 sessions 50 distinct consecutive numbers', async () => {
      const shoppers = Array.from({ length: 50 }, () => shop.shopper());
      await Promise.all(shoppers.map((s, i) => addToCart(s, i % 2 ? PRODUCTS.battery : PRODUCTS.oil, 1 + (i % 3)).then(ok)));
      const started = performance.now();
      const answers = await Promise.all(shoppers.map((s, i) => guestCheckout(s, `concurrent-${i}-key`)));
      const ms = performance.now() - started;
      const numbers = answers.map((a) => ok(a).checkout.number).sort((a, b) => a - b);
      expect(new Set(numbers).size).toBe(50);
      expect(numbers[49] - numbers[0]).toBe(49);
      const stored = await shop.server.services.db.query<{ n: number }>(`select count(*)::int as n from orders where idempotency_key like 'concurrent-%'`);
      expect(stored.rows[0].n).toBe(50);
      const left = await shop.server.services.db.query<{ n: number }>(
        `select count(*)::int as n from cart_lines l join orders o on o.shopper_id = l.shopper_id where o.idempotency_key like 'concurrent-%'`,
      );
      expect(left.rows[0].n).toBe(0);
      console.log(`[${label}] 50 concurrent checkouts: 50 orders, numbers ${numbers[0]}..${numbers[49]}, ${ms.toFixed(0)} ms in all`);
    });

    it('turns 20 concurrent replays of one idempotency key into one order', async () => {
      const s = shop.shopper();
      ok(await addToCart(s, PRODUCTS.battery, 3));
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => guestCheckout(s, 'replayed-key-0001')));
      const ms = performance.now() - started;
      const orders = answers.map((a) => ok(a).checkout);
      expect(new Set(orders.map((o) => o.id)).size).toBe(1);
      expect(new Set(orders.map((o) => o.number)).size).toBe(1);
      expect(orders[0].quantity).toBe(3);
      const stored = await shop.server.services.db.query<{ n: number }>(`select count(*)::int as n from orders where idempotency_key = 'replayed-key-0001'`);
      expect(stored.rows[0].n).toBe(1);
      expect(errorCode(await guestCheckout(s, 'another-key-0001'))).toBe('CART_EMPTY');
      console.log(`[${label}] 20 concurrent replays of one key: 1 order (#${orders[0].number}), ${ms.toFixed(0)} ms in all`);
    });

    it('keeps no order and the whole cart when checkout fails after the order insert, and skips no number', async () => {
      const s = shop.shopper();
      ok(await addToCart(s, PRODUCTS.oil, 2));
      ok(await addToCart(s, PRODUCTS.sparkPlug, 1, [{ name: 'Cantidad', value: 'Juego x4' }]));
      const before = await readCart(s);
      const last = await shop.server.services.db.query<{ n: number }>('select coalesce(max(number), 0)::int as n from orders');

      const session = await shop.server.services.db.query<{ shopper: string }>(`select data->>'shopperId' as shopper from sessions where sid = $1`, [sidOf(s)]);
      const ctx = anonymousContext(shop.server.services, { requestId: 'failure-test', session: { shopperId: session.rows[0].shopper } });
      const request: CheckoutRequest = {
        shippingAddress: { address: addressInput() },
        billingSameAsShipping: true,
        payment: 'BANK_TRANSFER',
        idempotencyKey: 'failing-checkout-1',
      };
      let inserted = 0;
      await expect(
        checkout(ctx, catalogLookup(ctx), request, {
          afterOrderInsert: async (tx) => {
            inserted = (await tx.query<{ n: number }>(`select count(*)::int as n from orders where idempotency_key = 'failing-checkout-1'`)).rows[0].n;
            throw new Error('injected failure after the order insert');
          },
        }),
      ).rejects.toThrow('injected failure');
      expect(inserted).toBe(1);
      const orders = await shop.server.services.db.query<{ n: number }>(`select count(*)::int as n from orders where idempotency_key = 'failing-checkout-1'`);
      expect(orders.rows[0].n).toBe(0);
      expect(await readCart(s)).toEqual(before);

      const placed = ok(await guestCheckout(s, 'failing-checkout-1')).checkout;
      expect(placed.number).toBe(last.rows[0].n + 1);
      expect(placed.quantity).toBe(before.quantity);
    });
  });
}
