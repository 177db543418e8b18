import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

const NUL = '\u0000';

describe('a NUL character in text', () => {
  const cases: Array<[string, string, Record<string, unknown>]> = [
    ['a product slug', 'query ($slug: String!) { product(slug: $slug) { name } }', { slug: `bujia${NUL}` }],
    ['a cart option', 'mutation ($id: ID!) { addToCart(productId: $id, quantity: 1, options: [{ name: "x", value: "y" }]) { quantity } }', { id: `a${NUL}b` }],
    [
      'an address',
      'mutation ($input: AddressInput!) { addAddress(input: $input) { id } }',
      { input: { firstName: `Ana${NUL}`, lastName: 'Paz', country: 'AR', address1: 'Calle 1', city: 'Rosario', state: 'SF', postcode: '2000', email: 'a@b.c', phone: '1' } },
    ],
    ['a sign-in', 'mutation ($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { email } } }', { email: `a${NUL}@b.c`, password: 'secret1' }],
  ];

  for (const [what, query, variables] of cases) {
    it(`is refused as bad input in ${what}, with a clear message`, async () => {
      const answer = await shop.shopper().gql(query, variables);
      expect(answer.status).toBe(400);
      expect(answer.errors?.[0]).toMatchObject({ message: 'Text must not contain the NUL character (U+0000).', extensions: { code: 'BAD_USER_INPUT' } });
    });
  }

  it('is refused when written into the document itself', async () => {
    const answer = await shop.shopper().gql('{ product(slug: "bujia\\u0000") { name } }');
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('leaves ordinary text alone', async () => {
    const answer = await shop.shopper().gql('query ($slug: String!) { product(slug: $slug) { name } }', { slug: 'bujia-ngk-bkr6e' });
    expect(answer.errors).toBeUndefined();
  });
});
