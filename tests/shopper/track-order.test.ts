import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addToCart, errorCode, ok, PRODUCTS, uniqueEmail } from './helpers';
import { guestCheckout, type OrderShape } from './checkout-suite';

let shop: TestShop;

beforeAll(async () => {
  // Three failures per order number, six per client address, as sign-in counts them.
  shop = await startTestShop({ AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_FAILURES_PER_ADDRESS: '6' });
});
afterAll(async () => {
  await shop?.close();
});

const TRACK = `query Track($number: Int!, $email: String!) {
  trackOrder(number: $number, email: $email) { id token number email total items { productId quantity } shippingAddress { city } }
}`;

function track(s: Shopper, number: number, email: string) {
  return s.gql<{ trackOrder: { id: string; token: string; number: number; email: string; total: number; items: { productId: string; quantity: number }[] } }>(
    TRACK,
    { number, email },
  );
}

async function placeOrder(email: string): Promise<OrderShape> {
  const buyer = shop.shopper();
  ok(await addToCart(buyer, PRODUCTS.battery, 2));
  return ok(await guestCheckout(buyer, `track-${email}`.replace(/[^\w.:-]/g, '-').slice(0, 100), { email })).checkout;
}

async function forgetAttempts(): Promise<void> {
  await shop.server.services.db.query(`delete from sign_in_failures where key like 'track-%'`);
}

describe('trackOrder', () => {
  it('finds an order by its number and email, the email in any case, from another session', async () => {
    await forgetAttempts();
    const email = uniqueEmail('tracked');
    const order = await placeOrder(email);
    const found = ok(await track(shop.shopper(), order.number, `  ${email.toUpperCase()} `)).trackOrder;
    expect(found).toMatchObject({ id: order.id, token: order.token, number: order.number, email, total: order.total });
    expect(found.items).toEqual([{ productId: PRODUCTS.battery, quantity: 2 }]);
  });

  it('answers a wrong email exactly like an unknown number', async () => {
    await forgetAttempts();
    const order = await placeOrder(uniqueEmail('private'));
    const s = shop.shopper();
    const wrongEmail = await track(s, order.number, 'someone.else@example.com');
    const unknownNumber = await track(s, order.number + 100_000, 'someone.else@example.com');
    expect(wrongEmail.status).toBe(unknownNumber.status);
    expect(wrongEmail.data ?? null).toEqual(unknownNumber.data ?? null);
    expect(wrongEmail.errors?.map((e) => ({ message: e.message, extensions: e.extensions }))).toEqual(
      unknownNumber.errors?.map((e) => ({ message: e.message, extensions: e.extensions })),
    );
    expect(wrongEmail.errors?.[0]).toMatchObject({ message: 'Page Not Found', extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses with AUTH_TOO_MANY_ATTEMPTS after too many misses on one number, even with the right email', async () => {
    await forgetAttempts();
    const email = uniqueEmail('guessed');
    const order = await placeOrder(email);
    const s = shop.shopper();
    for (const guess of ['a@example.com', 'b@example.com', 'c@example.com']) expect(errorCode(await track(s, order.number, guess))).toBe('NOT_FOUND');
    const locked = await track(s, order.number, email);
    expect(locked.status).toBe(429);
    expect(locked.errors?.[0]).toMatchObject({ message: 'AUTH_TOO_MANY_ATTEMPTS', extensions: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });

    // Sign-in keeps its own counters: tracking misses do not lock anyone out of their account.
    const signIn = await s.gql('mutation { signIn(email: "nobody@example.com", password: "whatever") { user { id } } }');
    expect(errorCode(signIn)).toBe('AUTH_WRONG_PASSWORD');

    // After the window the order is found again.
    await shop.server.services.db.query(`update sign_in_failures set window_started_at = now() - interval '1 day' where key like 'track-%'`);
    expect(ok(await track(s, order.number, email)).trackOrder.id).toBe(order.id);
  });

  it('limits the misses of one client address across numbers', async () => {
    await forgetAttempts();
    const s = shop.shopper();
    const answers: unknown[] = [];
    for (let n = 1; n <= 7; n += 1) answers.push(errorCode(await track(s, 900_000 + n, 'nobody@example.com')));
    expect(answers).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'AUTH_TOO_MANY_ATTEMPTS']);
  });
});
