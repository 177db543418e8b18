import { auditServer } from 'graphql-http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ LOG_LEVEL: 'silent' });
});
afterAll(async () => {
  await shop?.close();
});

describe('GraphQL over HTTP', () => {
  it('passes every audit of graphql-http (requirements and recommendations)', async () => {
    const results = await auditServer({ url: `${shop.url}/graphql` });
    const failed = results.filter((r) => r.status !== 'ok').map((r) => `${r.status} ${r.name}: ${'reason' in r ? r.reason : ''}`);
    console.log(`graphql-http audit: ${results.length - failed.length}/${results.length} ok`);
    expect(failed).toEqual([]);
  });
});
