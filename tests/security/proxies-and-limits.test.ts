import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { startTestShop, type TestShop } from '../helpers/shop';
import { errorCode, register, uniqueEmail } from '../shopper/helpers';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({
    DEMO_MODE: 'false',
    TRUST_PROXY_HOPS: '1',
    AUTH_MAX_FAILURES_PER_ADDRESS: '3',
    AUTH_MAX_REGISTRATIONS_PER_ADDRESS: '2',
  });
});
afterAll(async () => {
  await shop?.close();
});

/** X-Forwarded-For as a client would forge it (left part) with what the one trusted proxy appended (right). */
function forwardedFor(forged: string, seenByProxy: string): Record<string, string> {
  return { 'x-forwarded-for': `${forged}, ${seenByProxy}` };
}

describe('trusted proxy hops', () => {
  it('reads TRUST_PROXY_HOPS, TRUST_PROXY=true as one hop, and defaults to one hop in production only', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).trustProxyHops).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), TRUST_PROXY_HOPS: '0' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: 'all' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
  });

  it('keeps a client that rotates the left part of X-Forwarded-For under the per-address sign-in limit', async () => {
    const proxySaw = '203.0.113.7';
    const signInFrom = (headers: Record<string, string>) =>
      shop.shopper().gql(
        'mutation S($email: String!, $password: String!) { signIn(email: $email, password: $password) { user { id } } }',
        // Each attempt on another account: only the address counts.
        { email: uniqueEmail('rotating'), password: 'wrong-password' },
        { headers },
      );
    const codes: unknown[] = [];
    for (let i = 0; i < 5; i += 1) codes.push(errorCode(await signInFrom(forwardedFor(`198.18.${i}.${i + 1}`, proxySaw))));
    expect(codes).toEqual(['AUTH_WRONG_PASSWORD', 'AUTH_WRONG_PASSWORD', 'AUTH_WRONG_PASSWORD', 'AUTH_TOO_MANY_ATTEMPTS', 'AUTH_TOO_MANY_ATTEMPTS']);

    // Another address appended by the proxy is another client: not limited.
    expect(errorCode(await signInFrom(forwardedFor(proxySaw, '192.0.2.44')))).toBe('AUTH_WRONG_PASSWORD');
    const keys = await shop.server.services.db.query<{ key: string }>(`select key from sign_in_failures where key like 'address:%'`);
    const counted = keys.rows.map((r) => r.key);
    expect(counted).toEqual(expect.arrayContaining(['address:192.0.2.44', `address:${proxySaw}`]));
    expect(counted.filter((k) => k.startsWith('address:198.18.'))).toEqual([]);
  });
});

describe('registration limit', () => {
  it('refuses registrations past the per-address limit with AUTH_TOO_MANY_ATTEMPTS; malformed ones do not count', async () => {
    const headers = forwardedFor('10.0.0.1', '203.0.113.50');
    const attempt = (email: string, password = 'a-good-secret-1') =>
      shop.shopper().gql(
        'mutation R($email: String!, $password: String!) { register(email: $email, password: $password) { user { id } } }',
        { email, password },
        { headers },
      );
    expect(errorCode(await attempt('not-an-email'))).toBe('AUTH_INVALID_EMAIL');
    const email = uniqueEmail('reg');
    expect((await attempt(email)).errors).toBeUndefined();
    // A taken email counts too (emails cannot be probed at will).
    expect(errorCode(await attempt(email.toUpperCase()))).toBe('AUTH_EMAIL_ALREADY_IN_USE');
    const third = await attempt(uniqueEmail('reg'));
    expect(third.errors?.[0]).toMatchObject({ message: 'AUTH_TOO_MANY_ATTEMPTS', extensions: { code: 'AUTH_TOO_MANY_ATTEMPTS' } });
    expect(third.status).toBe(429);
    // Another client address registers as before.
    const elsewhere = await register(shop.shopper(), uniqueEmail('reg'), 'a-good-secret-1');
    expect(elsewhere.errors).toBeUndefined();
  });
});
