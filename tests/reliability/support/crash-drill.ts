import { expect } from 'vitest';
import { openDatabase } from '../../../server/db';
import { Shopper } from '../../helpers/shop';
import { addressInput, PRODUCTS } from '../../shopper/helpers';
import { startGateway, type GatewayProcess } from './gateway';

const CHECKOUT = 'mutation C($input: CheckoutInput!) { checkout(input: $input) { number token quantity } }';

interface PlacedOrder {
  number: number;
  token: string;
  quantity: number;
}

export interface CrashFigures {
  checkouts: number;
  acknowledged: number;
  /** Checkouts that had no answer when the gateway was killed. */
  unanswered: number;
  /** Orders the database held after the kill (acknowledged ones, and some whose answer never left). */
  storedAtKill: number;
  /** Acknowledged orders found again by their token after the restart. */
  foundByToken: number;
  /** Orders after the restart (every cart became exactly one order: acknowledged, or placed by the retry). */
  orders: number;
}

function checkoutInput(key: string) {
  return { input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment: 'CASH_ON_DELIVERY', idempotencyKey: key } };
}

/**
 * kill -9 in the middle of `count` concurrent checkouts, then a restart on the same data:
 * every acknowledged order is found by its token with its number; every shopper's retry of its
 * checkout (same idempotency key, same cookies) answers an order (its acknowledged one, or one
 * placed now from the cart that was left whole), never CART_EMPTY; numbers are unique and
 * consecutive (a checkout cut short gives its number back).
 */
export async function crashDuringCheckouts(env: Record<string, string>, count = 40): Promise<CrashFigures> {
  let gateway: GatewayProcess = await startGateway(env);
  const shoppers = Array.from({ length: count }, () => new Shopper(gateway.url));
  const quantities = shoppers.map((_, i) => 1 + (i % 3));
  for (let i = 0; i < count; i += 10) {
    await Promise.all(
      shoppers.slice(i, i + 10).map(async (s, j) => {
        const answer = await s.gql('mutation A($p: ID!, $q: Int!) { addToCart(productId: $p, quantity: $q) { quantity } }', {
          p: (i + j) % 2 ? PRODUCTS.battery : PRODUCTS.oil,
          q: quantities[i + j],
        });
        expect(answer.errors).toBeUndefined();
      }),
    );
  }

  // All checkouts at once; the gateway dies once a quarter of them are acknowledged.
  const acknowledged = new Map<number, PlacedOrder>();
  let killed: Promise<void> | null = null;
  const killAfter = Math.max(1, Math.floor(count / 4));
  const answers = shoppers.map((s, i) =>
    s.gql<{ checkout: PlacedOrder }>(CHECKOUT, checkoutInput(`crash-order-${i}`)).then(
      (answer) => {
        if (answer.data?.checkout && !killed) {
          acknowledged.set(i, answer.data.checkout);
          if (acknowledged.size >= killAfter) killed = gateway.crash();
        }
      },
      () => undefined, // cut off by the kill
    ),
  );
  await Promise.all(answers);
  // Every checkout answered before the kill threshold was reached: the drill would prove nothing.
  expect(killed, 'the gateway was killed while checkouts were in flight').not.toBeNull();
  await killed;
  const unanswered = count - acknowledged.size;

  // What the killed gateway left in the database, read before anything starts on it again.
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL ?? null, dataDir: env.DATA_DIR });
  let storedAtKill: number;
  try {
    const r = await db.query<{ n: number }>(`select count(*)::int as n from orders where idempotency_key like 'crash-order-%'`);
    storedAtKill = r.rows[0].n;
  } finally {
    await db.close();
  }
  expect(storedAtKill).toBeGreaterThanOrEqual(acknowledged.size);

  gateway = await startGateway(env);
  try {
    let foundByToken = 0;
    for (const [, order] of acknowledged) {
      const found = await new Shopper(gateway.url).gql<{ orderByToken: { number: number } }>('query T($t: String!) { orderByToken(token: $t) { number } }', { t: order.token });
      expect(found.errors, `order ${order.number} by its token`).toBeUndefined();
      expect(found.data?.orderByToken.number).toBe(order.number);
      foundByToken += 1;
    }
    const numbers: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const s = new Shopper(gateway.url);
      for (const [name, value] of shoppers[i].cookies) s.cookies.set(name, value);
      const retry = await s.gql<{ checkout: PlacedOrder }>(CHECKOUT, checkoutInput(`crash-order-${i}`));
      expect(retry.errors, `retry of checkout ${i}`).toBeUndefined();
      const order = retry.data!.checkout;
      expect(order.quantity, `order ${i} holds its whole cart`).toBe(quantities[i]);
      const acked = acknowledged.get(i);
      if (acked) expect(order).toEqual(acked);
      numbers.push(order.number);
    }
    const sorted = [...numbers].sort((a, b) => a - b);
    expect(new Set(sorted).size).toBe(count);
    expect(sorted[count - 1] - sorted[0]).toBe(count - 1);
    return { checkouts: count, acknowledged: acknowledged.size, unanswered, storedAtKill, foundByToken, orders: new Set(numbers).size };
  } finally {
    await gateway.stop();
  }
}
