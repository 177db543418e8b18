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
});
