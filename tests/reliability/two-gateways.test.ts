import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { Shopper } from '../helpers/shop';
import { addressInput, errorCode, PRODUCTS, uniqueEmail } from '../shopper/helpers';
import { freshDataDir, killStrayGateways, startGateway, type GatewayProcess } from './support/gateway';

const REGISTER = 'mutation R($e: String!, $p: String!) { register(email: $e, password: $p) { user { email } } }';
const SIGN_IN = 'mutation I($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { email } } }';

describe.skipIf(!TEST_DATABASE_URL)('two gateways on one PostgreSQL', () => {
  let pg: TempPgDatabase | null = null;
  let dataDirs: string[] = [];
  let gateways: GatewayProcess[] = [];

  beforeAll(async () => {
    pg = await createTempPgDatabase();
    dataDirs = await Promise.all([freshDataDir('gw-a'), freshDataDir('gw-b')]);
    const env = { DATABASE_URL: pg.url, AUTH_MAX_FAILURES_PER_ADDRESS: '4', AUTH_MAX_FAILURES_PER_ACCOUNT: '3', AUTH_MAX_REGISTRATIONS_PER_ADDRESS: '3' };
    // Both start at once on an empty database: migrations run under their lock.
    gateways = await Promise.all(dataDirs.map((dir) => startGateway({ ...env, DATA_DIR: dir })));
  }, 240_000);
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    killStrayGateways();
    await pg?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The same shopper (same cookies) talking to the other gateway. */
  function on(gateway: GatewayProcess, s: Shopper): Shopper {
    const moved = new Shopper(gateway.url);
    for (const [name, value] of s.cookies) moved.cookies.set(name, value);
    return moved;
  }

  it('keeps a session made on one gateway valid on the other', async () => {
    const [a, b] = gateways;
    const email = uniqueEmail('two-gateways');
    const onA = new Shopper(a.url);
    expect((await onA.gql(REGISTER, { e: email, p: 'two-gateways-secret' })).errors).toBeUndefined();
    const onB = on(b, onA);
    const me = await onB.gql<{ me: { email: string } | null }>('{ me { email } }');
    expect(me.data?.me?.email).toBe(email);
    const added = await onB.gql('mutation A($p: ID!) { addToCart(productId: $p, quantity: 2) { quantity } }', { p: PRODUCTS.battery });
    expect(added.errors).toBeUndefined();
    const cartOnA = await on(a, onB).gql<{ cart: { quantity: number } }>('{ cart { quantity } }');
    expect(cartOnA.data?.cart.quantity).toBe(2);
  });

  it('gives 30 concurrent checkouts alternating between the gateways unique consecutive numbers', async () => {
    const shoppers = Array.from({ length: 30 }, (_, i) => new Shopper(gateways[i % 2].url));
    for (const s of shoppers) {
      const answer = await s.gql('mutation A($p: ID!) { addToCart(productId: $p, quantity: 1) { quantity } }', { p: PRODUCTS.oil });
      expect(answer.errors).toBeUndefined();
    }
    // Each shopper checks out on the other gateway than the one that filled its cart.
    const answers = await Promise.all(
      shoppers.map((s, i) =>
        on(gateways[(i + 1) % 2], s).gql<{ checkout: { number: number } }>('mutation C($input: CheckoutInput!) { checkout(input: $input) { number } }', {
          input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment: 'BANK_TRANSFER', idempotencyKey: `two-gateways-${i}` },
        }),
      ),
    );
    for (const a of answers) expect(a.errors).toBeUndefined();
    const numbers = answers.map((a) => a.data!.checkout.number).sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(30);
    expect(numbers[29] - numbers[0]).toBe(29);
    console.log(`[two gateways] 30 checkouts alternating: 30 orders acknowledged, numbers ${numbers[0]}..${numbers[29]}, all unique and consecutive`);
  }, 120_000);

  it('counts sign-in failures and registrations across both gateways', async () => {
    const [a, b] = gateways;
    // Per account: 3 failures allowed, wherever they were made.
    const email = uniqueEmail('counted');
    const perAccount: unknown[] = [];
    for (let i = 0; i < 4; i += 1) perAccount.push(errorCode(await new Shopper(gateways[i % 2].url).gql(SIGN_IN, { e: email, p: `wrong-${i}` })));
    expect(perAccount).toEqual(['AUTH_WRONG_PASSWORD', 'AUTH_WRONG_PASSWORD', 'AUTH_WRONG_PASSWORD', 'AUTH_TOO_MANY_ATTEMPTS']);
    // Per address: the 4 attempts above used the address's 4; the next one is refused on either gateway.
    expect(errorCode(await new Shopper(b.url).gql(SIGN_IN, { e: uniqueEmail('fresh'), p: 'whatever-1' }))).toBe('AUTH_TOO_MANY_ATTEMPTS');
    expect(errorCode(await new Shopper(a.url).gql(SIGN_IN, { e: uniqueEmail('fresh'), p: 'whatever-1' }))).toBe('AUTH_TOO_MANY_ATTEMPTS');
    // Registrations: one was made on A by the first test; two more are allowed, then refused.
    expect((await new Shopper(b.url).gql(REGISTER, { e: uniqueEmail('reg'), p: 'two-gateways-secret' })).errors).toBeUndefined();
    expect((await new Shopper(a.url).gql(REGISTER, { e: uniqueEmail('reg'), p: 'two-gateways-secret' })).errors).toBeUndefined();
    expect(errorCode(await new Shopper(b.url).gql(REGISTER, { e: uniqueEmail('reg'), p: 'two-gateways-secret' }))).toBe('AUTH_TOO_MANY_ATTEMPTS');
    console.log('[two gateways] sign-in failures per account and per address, and registrations per address, counted across both gateways');
  });
});
