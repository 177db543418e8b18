import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';
import { addToCart, ok, PRODUCTS, readCart, register, uniqueEmail } from '../shopper/helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const ADD = `mutation { addToCart(productId: "${PRODUCTS.battery}", quantity: 1) { quantity } }`;

describe('CSRF', () => {
  it('refuses a cart mutation without the CSRF header and changes nothing; accepts it with the header', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.oil, 1));
    const refused = await s.gql(ADD, {}, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0].extensions?.code).toBe('CSRF_TOKEN_INVALID');
    const forged = await s.gql(ADD, {}, { csrf: false, headers: { 'x-csrf-token': 'not-the-cookie-value' } });
    expect(forged.status).toBe(403);
    expect((await readCart(s)).quantity).toBe(1);
    const accepted = await s.gql<{ addToCart: { quantity: number } }>(ADD);
    expect(accepted.status).toBe(200);
    expect(ok(accepted).addToCart.quantity).toBe(2);
  });

  it('never lets a shared cache keep a shopper\'s cart, even with public product data in it', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.oil, 1));
    const answer = await s.gql(`{ cart { items { product { id name price } } } }`);
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(/public|max-age=[1-9]/);
  });

  it('refuses a cross-site sign-in attempt that carries an Origin but no token', async () => {
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ query: 'mutation { signIn(email: "a@b.c", password: "secret1") { user { id } } }' }),
    });
    expect(res.status).toBe(403);
  });

  it('refuses a simple form post of checkout (Apollo CSRF prevention) and any mutation over GET', async () => {
    const form = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ query: 'mutation { clearCart { quantity } }' }),
    });
    expect(form.status).toBe(400);
    const viaGet = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('mutation { clearCart { quantity } }')}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(viaGet.status).toBe(405);
  });
});

describe('operation limits on shopper data', () => {
  it('refuses a cart query nested past the depth limit with QUERY_TOO_DEEP', async () => {
    const deep = '{ cart { items { product { categories { parent { parent { parent { parent { parent { parent { parent { parent { name } } } } } } } } } } } } }';
    const answer = await shop.shopper().gql(deep);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_DEEP');
  });

  it('refuses a compare query whose lists multiply past the cost limit with QUERY_TOO_COSTLY', async () => {
    const costly = '{ compare { items { product { categories { children { children { children { name slug } } } } } } } }';
    const answer = await shop.shopper().gql(costly);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    const fine = await shop.shopper().gql('{ compare { items { product { id } } attributes { name values } } }');
    expect(fine.errors).toBeUndefined();
  });

  it('refuses batched requests and pages outside the range', async () => {
    const s = shop.shopper();
    await s.fetch('/healthz');
    const batch = await s.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': s.cookies.get('csrf-token') ?? '' },
      body: JSON.stringify([{ query: '{ cart { quantity } }' }, { query: '{ cart { quantity } }' }]),
    });
    expect(batch.status).toBe(400);
    ok(await register(s, uniqueEmail('pages'), 'pages-secret'));
    for (const page of [0, -1, 1_000_000]) {
      const answer = await s.gql('query($p: Int) { orders(page: $p) { total } }', { p: page });
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect(ok(await s.gql<{ orders: { limit: number } }>('{ orders { limit } }')).orders.limit).toBe(16);
  });
});
