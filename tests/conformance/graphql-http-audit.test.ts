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

/**
 * The audit's requests, with the header Apollo Server's CSRF prevention asks of a request a browser
 * could send cross-site without a preflight (a GET): GraphQL over HTTP lets a server refuse
 * requests to prevent CSRF, and the shop refuses those without it (docs/adr/0004).
 */
const preflighted: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.set('apollo-require-preflight', 'true');
  return fetch(input, { ...init, headers });
};

describe('GraphQL over HTTP', () => {
  it('passes every audit of graphql-http (requirements and recommendations)', async () => {
    const results = await auditServer({ url: `${shop.url}/graphql`, fetchFn: preflighted });
    const failed = results.filter((r) => r.status !== 'ok').map((r) => `${r.status} ${r.name}: ${'reason' in r ? r.reason : ''}`);
    console.log(`graphql-http audit: ${results.length - failed.length}/${results.length} ok`);
    expect(failed).toEqual([]);
  });
});
