import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';

// Low limits, so the rules can be shown on the shop's small foundation schema.
let shallow: TestShop;
let cheap: TestShop;

beforeAll(async () => {
  [shallow, cheap] = await Promise.all([startTestShop({ GRAPHQL_MAX_DEPTH: '2' }), startTestShop({ GRAPHQL_MAX_COST: '20' })]);
});
afterAll(async () => {
  await Promise.all([shallow?.close(), cheap?.close()]);
});

describe('operation limits', () => {
  it('answers operations within the limits', async () => {
    expect((await shallow.shopper().gql('{ shop { name } }')).errors).toBeUndefined();
    expect((await cheap.shopper().gql('{ shop { currencies { code } } }')).errors).toBeUndefined();
  });

  it('refuses operations nested deeper than the limit, fragments included', async () => {
    const answer = await shallow.shopper().gql('query { shop { ...S } } fragment S on ShopInfo { currencies { code } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Query is nested 3 levels deep; the limit is 2.', extensions: { code: 'QUERY_TOO_DEEP' } });
  });

  it('multiplies the cost of what sits below a list field', async () => {
    // shop (1) + languages (1) + 10 assumed languages × 2 fields = 22 > 20
    const answer = await cheap.shopper().gql('{ shop { languages { code name } } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 22, maxCost: 20 });
  });

  it('counts a named fragment where it is spread, multiplied like an inline selection', async () => {
    const answer = await cheap.shopper().gql('{ shop { ...Langs } } fragment Langs on ShopInfo { languages { code name } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', cost: 22, maxCost: 20 });
  });

  it('checks a document of fragments that each spread the next one twice without walking every path', async () => {
    // 40 levels: walked path by path this is 2^40 visits; each fragment is measured once instead.
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) =>
      i === levels - 1 ? `fragment F${i} on ShopInfo { name }` : `fragment F${i} on ShopInfo { ...F${i + 1} ...F${i + 1} }`,
    ).join(' ');
    const answer = await shallow.shopper().gql(`{ shop { ...F0 } } ${fragments}`);
    // Each spread counts where it stands, so 2^39 names are refused as too costly, at once.
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    const health = await fetch(`${shallow.url}/healthz`);
    expect(health.status).toBe(200);
  });
});

describe('expensive fields and aliases', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  it('refuses more aliases than the limit with QUERY_TOO_COMPLEX', async () => {
    const fields = Array.from({ length: 200 }, (_, i) => `s${i}: shop { name }`).join(' ');
    const answer = await shop.shopper().gql(`{ ${fields} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_COMPLEX');
    expect(answer.data).toBeUndefined();
  });

  it('gives search a real cost: 25 aliased searches, under the alias limit, pass the cost limit', async () => {
    const fields = Array.from({ length: 25 }, (_, i) => `s${i}: searchSuggestions(query: "freno") { products { name } }`).join(' ');
    const answer = await shop.shopper().gql(`{ ${fields} }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
  });

  it('stops parsing a document with more tokens than the limit', async () => {
    const answer = await shop.shopper().gql(`{ shop { ${'name '.repeat(20_000)} } }`);
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('still answers a search, as the web client asks it', async () => {
    const answer = await shop.shopper().gql('{ searchSuggestions(query: "freno") { products { name } categories { name } } }');
    expect(answer.errors).toBeUndefined();
  });
});
