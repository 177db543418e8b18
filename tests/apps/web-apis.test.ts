import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE, type ManifestOperation } from '../../server/http/trusted-operations';
import { startTestShop, type TestShop } from '../helpers/shop';
import { errorCode, ok, PRODUCTS } from '../shopper/helpers';
import { App } from './helpers';

/**
 * One shop as production runs it for other apps: a partner origin on the CORS list, only the
 * published operations, and limits per client in the gateway's memory (no Redis).
 */
const PARTNER = 'https://partner.example';
const STRANGER = 'https://stranger.example';
const CLIENT_REQUESTS = 12;
const CLIENT_COST = 1500;
let shop: TestShop;

const manifest = JSON.parse(fs.readFileSync(MANIFEST_FILE, 'utf8')) as { operations: ManifestOperation[] };
function op(name: string, clientName = 'apps'): ManifestOperation {
  const found = manifest.operations.find((o) => o.name === name && o.clientName === clientName);
  if (!found) throw new Error(`no ${clientName} operation ${name} in the manifest`);
  return found;
}

/** A request for a listed operation by its id alone (a persisted query), as an app sends it. */
function persisted(name: string, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: op(name).id } } });
}

beforeAll(async () => {
  shop = await startTestShop({
    CORS_ORIGINS: PARTNER,
    GRAPHQL_TRUSTED_ONLY: 'true',
    RATE_LIMIT_CLIENT_REQUESTS: String(CLIENT_REQUESTS),
    RATE_LIMIT_CLIENT_COST: String(CLIENT_COST),
  });
});
afterAll(async () => {
  await shop?.close();
});

async function guestToken(): Promise<string> {
  const res = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: persisted('AppGuestSession', { device: { name: 'partner site' } }) });
  const body = (await res.json()) as { data: { appGuestSession: { tokens: { accessToken: string } } } };
  return body.data.appGuestSession.tokens.accessToken;
}

describe('cross-origin calls', () => {
  it('answers an allowed origin’s preflight, kept for Access-Control-Max-Age, and never allows credentials', async () => {
    const res = await fetch(`${shop.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: PARTNER, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(res.headers.get('access-control-allow-methods')).toBe('GET, POST');
    expect(res.headers.get('access-control-max-age')).toBe('600');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets an allowed origin call with a bearer token, and refuses it with a cookie', async () => {
    const token = await guestToken();
    const withToken = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { origin: PARTNER, 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: persisted('AppAddToCart', { productId: PRODUCTS.oil, quantity: 1 }),
    });
    expect(withToken.status).toBe(200);
    expect(withToken.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(withToken.headers.get('access-control-allow-credentials')).toBeNull();
    expect(withToken.headers.get('vary')).toMatch(/Origin/);
    expect(withToken.headers.getSetCookie()).toEqual([]);
    expect(((await withToken.json()) as { data: { addToCart: { quantity: number } } }).data.addToCart.quantity).toBe(1);

    // A shopper's browser sending the shop's cookies from the partner's page: refused, readable by the page.
    const shopper = shop.shopper();
    await shopper.fetch('/healthz');
    const withCookie = await shopper.fetch('/graphql', {
      method: 'POST',
      headers: { origin: PARTNER, 'content-type': 'application/json', 'x-csrf-token': shopper.cookies.get('csrf-token') ?? '' },
      body: persisted('AppCart'),
    });
    expect(withCookie.status).toBe(403);
    expect(withCookie.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(((await withCookie.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('CROSS_ORIGIN_COOKIE');
  });

  it('gives an origin not on the list no CORS header, on a preflight or an answer', async () => {
    const preflight = await fetch(`${shop.url}/graphql`, { method: 'OPTIONS', headers: { origin: STRANGER, 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
    const answer = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { origin: STRANGER, 'content-type': 'application/json' }, body: persisted('AppVehicleMakes') });
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('names the asking origin on a public GET answer replayed from the gateway’s answer cache, and no other', async () => {
    const url = `${shop.url}/graphql?operationName=AppVehicleMakes&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: op('AppVehicleMakes').id } }))}`;
    const headers = { 'apollo-require-preflight': 'true' };
    const first = await fetch(url, { headers: { ...headers, origin: PARTNER } });
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const replayed = await fetch(url, { headers });
    expect(replayed.headers.get('age')).not.toBeNull();
    expect(replayed.headers.get('access-control-allow-origin')).toBeNull();
    const again = await fetch(url, { headers: { ...headers, origin: PARTNER } });
    expect(again.headers.get('age')).not.toBeNull();
    expect(again.headers.get('access-control-allow-origin')).toBe(PARTNER);
  });
});

describe('trusted operations', () => {
  it('publishes the manifest of the web client’s and the apps’ operations', async () => {
    const res = await fetch(`${shop.url}/graphql/operations.json`, { headers: { origin: PARTNER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const served = (await res.json()) as { format: string; operations: ManifestOperation[] };
    expect(served.format).toBe('apollo-persisted-query-manifest');
    expect(served.operations.some((o) => o.clientName === 'web' && o.name === 'CartPage')).toBe(true);
    expect(served.operations.some((o) => o.clientName === 'apps' && o.name === 'AppSignIn')).toBe(true);
    expect((await fetch(`${shop.url}/graphql/operations.json`, { headers: { 'if-none-match': res.headers.get('etag')! } })).status).toBe(304);
  });

  it('runs a listed operation by its id or its exact text, and refuses any other document with OPERATION_NOT_TRUSTED', async () => {
    const app = new App(shop.url);
    app.accessToken = await guestToken();
    const byText = await app.gql<{ cart: { quantity: number } }>(op('AppCart').body);
    expect(byText.data?.cart.quantity).toBe(0);
    const other = await app.gql('{ cart { quantity } }');
    expect([other.status, errorCode(other)]).toEqual([403, 'OPERATION_NOT_TRUSTED']);
    const unknownHash = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }),
    });
    expect(unknownHash.status).toBe(403);
    // The web client's own persisted query (GET, hash only) runs although no gateway was ever sent its text.
    const web = op('HomeCategories', 'web');
    const get = await fetch(`${shop.url}/graphql?operationName=${web.name}&extensions=${encodeURIComponent(JSON.stringify({ persistedQuery: { version: 1, sha256Hash: web.id } }))}`, {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(((await get.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it('lets the explorer (while it is served) and a developer account’s app send any document', async () => {
    const explorer = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-shop-client': 'explorer' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(((await explorer.json()) as { data: unknown }).data).toEqual({ ping: true });

    const email = `developer.${Date.now()}@example.com`;
    const register = JSON.stringify({ operationName: 'AppRegister', query: op('AppRegister').body, variables: { email, password: 'developer-secret' } });
    await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-shop-client': 'explorer' }, body: register });
    await shop.server.services.db.query('update accounts set developer = true where email = $1', [email]);
    const dev = new App(shop.url);
    const signedIn = await dev.gql<{ appSignIn: { tokens: { accessToken: string } } }>(op('AppSignIn').body, { email, password: 'developer-secret', device: { name: 'laptop' } });
    dev.accessToken = ok(signedIn).appSignIn.tokens.accessToken;
    expect(ok(await dev.gql<{ me: { email: string } }>('{ me { email } }')).me.email).toBe(email);
  });
});

describe('limits per client, in memory', () => {
  it('refuses the requests of one token past its limit with RATE_LIMITED and Retry-After; another token is not affected', async () => {
    const app = new App(shop.url);
    app.accessToken = await guestToken();
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<App['gql']>> | null = null;
    for (let i = 0; i < CLIENT_REQUESTS + 2; i += 1) {
      const a = await app.gql(op('AppVehicleMakes').body);
      statuses.push(a.status);
      if (a.status === 429) refused = a;
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(CLIENT_REQUESTS);
    expect(statuses.slice(CLIENT_REQUESTS)).toEqual([429, 429]);
    expect(errorCode(refused!)).toBe('RATE_LIMITED');
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused!.errors?.[0].extensions?.retryAfterSeconds).toBe(Number(refused!.headers.get('retry-after')));
    const other = new App(shop.url);
    other.accessToken = await guestToken();
    expect((await other.gql(op('AppVehicleMakes').body)).status).toBe(200);
  });

  it('refuses an operation whose cost would pass the client’s cost budget', async () => {
    const app = new App(shop.url);
    app.accessToken = await guestToken();
    // AppCart costs several hundred: the budget holds a few of them, then the next is refused before it runs.
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(errorCode(await app.gql(op('AppCart').body)) ?? 'ok');
    const firstRefusal = codes.indexOf('RATE_LIMITED');
    expect(firstRefusal).toBeGreaterThan(0);
    expect(codes.slice(0, firstRefusal).every((c) => c === 'ok')).toBe(true);
    const refused = await app.gql(op('AppCart').body);
    expect([refused.status, errorCode(refused)]).toEqual([429, 'RATE_LIMITED']);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
