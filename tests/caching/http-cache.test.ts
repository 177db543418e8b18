import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT } from '../../server/account/demo';
import { startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ DEMO_MODE: 'true' });
}, 60_000);
afterAll(() => shop?.close());

const QUERY = 'query CachedCategories { categories(depth: 1) { id slug name } }';
const HASH = crypto.createHash('sha256').update(QUERY).digest('hex');
const HEADERS = { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' };

function getPath(withQuery: boolean, hash = HASH, query = QUERY): string {
  const params = new URLSearchParams();
  if (withQuery) params.set('query', query);
  params.set('operationName', 'CachedCategories');
  params.set('variables', '{}');
  params.set('extensions', JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }));
  return `/graphql?${params}`;
}

describe('GET persisted queries and HTTP caching', () => {
  it('registers a persisted query on a miss, then answers it by hash with ETag, 304, Vary and no cookie', async () => {
    const miss = await fetch(shop.url + getPath(false), { headers: HEADERS });
    const missBody = (await miss.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(missBody.errors?.[0].extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');

    const registered = await fetch(shop.url + getPath(true), { headers: HEADERS });
    expect(registered.status).toBe(200);
    const body = await registered.text();
    expect(JSON.parse(body).data.categories.length).toBeGreaterThan(3);

    for (let i = 0; i < 2; i++) {
      const hit = await fetch(shop.url + getPath(false), { headers: HEADERS });
      expect(hit.status).toBe(200);
      expect(await hit.text()).toBe(body);
      // Browsers ask again each time (and get 304 below); shared caches keep it a few seconds.
      expect(hit.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
      expect(hit.headers.get('vary')).toMatch(/accept/i);
      expect(hit.headers.getSetCookie()).toEqual([]);
      const etag = hit.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await fetch(shop.url + getPath(false), { headers: { ...HEADERS, 'if-none-match': etag! } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.getSetCookie()).toEqual([]);
    }
  });

  it('answers a public query POSTed by another app from the same cache, keyed by the operation and its variables', async () => {
    const post = (variables: Record<string, unknown>, extra: Record<string, string> = {}) =>
      fetch(shop.url + '/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...extra },
        body: JSON.stringify({ query: 'query PostedListing($c: String, $p: Int) { products(category: $c, page: $p) { total items { slug } } }', variables }),
      });
    const first = await post({ c: 'frenos', p: 1 });
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(first.headers.get('age')).toBeNull();
    // The same operation again, its variables written in another order: the kept bytes.
    const again = await post({ p: 1, c: 'frenos' });
    expect(again.headers.get('age')).not.toBeNull();
    expect(await again.text()).toBe(body);
    expect(again.headers.getSetCookie()).toEqual([]);
    // Other variables are another answer.
    const other = await post({ c: 'filtros', p: 1 });
    expect(other.headers.get('age')).toBeNull();
    expect(await other.text()).not.toBe(body);
    // A private answer (the cart) is never kept, nor a mutation.
    const cart = (extra: Record<string, string> = {}) =>
      fetch(shop.url + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json', ...extra }, body: JSON.stringify({ query: '{ cart { quantity } }' }) });
    await (await cart()).text();
    expect((await cart()).headers.get('age')).toBeNull();
  });

  it('replays a kept answer only to a GET that Apollo would let through (the preflight header)', async () => {
    const kept = await fetch(shop.url + getPath(false), { headers: HEADERS });
    expect(kept.status).toBe(200);
    const { 'apollo-require-preflight': _preflight, ...simple } = HEADERS;
    const crossSite = await fetch(shop.url + getPath(false), { headers: { ...simple, origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(400);
    expect(await crossSite.text()).toMatch(/Cross-Site Request Forgery/);
    const preflight = await fetch(shop.url + getPath(false), { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-headers': 'apollo-require-preflight' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('refuses a query text that does not match its hash', async () => {
    const wrong = await fetch(shop.url + getPath(true, HASH, '{ categories { id name } }'), { headers: HEADERS });
    const body = (await wrong.json()) as { errors?: { message: string }[] };
    expect(body.errors?.[0].message).toMatch(/sha does not match/i);
  });

  it("sends no cookie on a public answer, even to a signed-in shopper whose session is refreshed elsewhere", async () => {
    const s = shop.shopper();
    const signIn = await s.gql('mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { __typename } }', { e: DEMO_ACCOUNT.email, p: DEMO_ACCOUNT.password });
    expect(signIn.errors).toBeUndefined();
    expect(s.cookies.get('sid')).toBeTruthy();
    const publicAnswer = await s.gql('{ categories(depth: 1) { id } }');
    expect(publicAnswer.headers.get('cache-control')).toMatch(/public/);
    expect(publicAnswer.headers.getSetCookie()).toEqual([]);
    const viaGet = await s.fetch(`/graphql?query=${encodeURIComponent('{ shop { name } }')}`, { headers: HEADERS });
    expect(viaGet.headers.get('cache-control')).toMatch(/public/);
    expect(viaGet.headers.getSetCookie()).toEqual([]);
    // A private answer still refreshes the session cookie.
    const me = await s.gql<{ me: { email: string } }>('{ me { email } }');
    expect(me.data?.me.email).toBe(DEMO_ACCOUNT.email);
    expect(me.headers.getSetCookie().some((c) => c.startsWith('sid='))).toBe(true);
  });

  it('issues the CSRF cookie on uncacheable answers only, and keeps refusing a mutation without the header', async () => {
    const publicAnswer = await fetch(`${shop.url}/graphql?query=${encodeURIComponent('{ shop { name } }')}`, { headers: HEADERS });
    expect(publicAnswer.headers.getSetCookie()).toEqual([]);
    const health = await fetch(`${shop.url}/healthz`);
    const token = health.headers.getSetCookie().find((c) => c.startsWith('csrf-token='));
    expect(token).toBeTruthy();
    const image = await fetch(`${shop.url}/images/shop/none.svg`);
    expect(image.headers.getSetCookie()).toEqual([]);
    const refused = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: token!.split(';')[0] },
      body: JSON.stringify({ query: 'mutation { addToCart(productId: "bateria-moura-m22gd") { quantity } }' }),
    });
    expect(refused.status).toBe(403);
  });
});
