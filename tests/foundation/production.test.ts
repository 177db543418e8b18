import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;

beforeAll(async () => {
  // Any document may be sent here: production's trusted operations have their own test (tests/apps/trusted-operations.test.ts).
  shop = await startTestShop({ NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40) + ',' + 'b'.repeat(40), LOG_LEVEL: 'silent', GRAPHQL_TRUSTED_ONLY: 'false' });
});
afterAll(async () => {
  await shop?.close();
});

describe('production settings', () => {

  it('marks the session cookie Secure behind an HTTPS proxy', async () => {
    const answer = await shop.shopper().gql('mutation { setPreferences(currency: "USD") { currency } }', {}, { headers: { 'x-forwarded-proto': 'https' } });
    const sid = answer.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(sid).toMatch(/Secure/);
    expect(sid).toMatch(/HttpOnly/);
  });

  it('shows no outbox at /dev/mail and offers no Mercado Pago without an access token (no stand-in)', async () => {
    const res = await fetch(`${shop.url}/dev/mail`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Outbox');
    const methods = await shop.shopper().gql<{ paymentMethods: { method: string }[] }>('{ paymentMethods { method } }');
    expect(methods.data?.paymentMethods.map((m) => m.method)).toEqual(['CASH_ON_DELIVERY', 'BANK_TRANSFER']);
  });

  it('turns introspection off', async () => {
    const answer = await shop.shopper().gql('{ __schema { queryType { name } } }');
    expect(answer.errors?.[0].message).toMatch(/introspection/i);
  });

  it('names no schema field in errors ("Did you mean …?") while introspection is off', async () => {
    const answer = await shop.shopper().gql('{ checkou }');
    expect(answer.errors?.[0].message).toBeDefined();
    expect(JSON.stringify(answer.errors)).not.toMatch(/Did you mean|checkout/);
  });
});
