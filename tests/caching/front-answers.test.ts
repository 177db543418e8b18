import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../browser/support/build-client';
import { startRedis } from '../helpers/redis-server';
import { Shopper, startTestShop, type TestShop } from '../helpers/shop';

/**
 * What the gateway answers before Express runs (server/render/page-front.ts, server/http/answer-cache.ts):
 * pages kept for anonymous visitors, and public queries POSTed as JSON. Each answer there must be
 * the one Express would give; `front_answers_total` tells which of the two gave it.
 */

let shop: TestShop;
const PAGE = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'br, gzip' };
const API = 'https://partner.example';
const APP_LIMIT = 3;

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  shop = await startTestShop({
    CLIENT_DIR: clientDir,
    SSR_TIMEOUT_MS: '30000',
    SSR_STREAM_AFTER_MS: '30000',
    METRICS_ENABLED: 'true',
    CORS_ORIGINS: API,
    RATE_LIMIT_CLIENT_REQUESTS: String(APP_LIMIT),
  });
}, 120_000);
afterAll(() => shop?.close());

/** How many answers of a kind the gateway gave in front of Express so far. */
async function frontAnswers(kind: 'page' | 'graphql-post', on: TestShop = shop): Promise<number> {
  const text = await (await fetch(`${on.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`front_answers_total{kind="${kind}"}`));
  return Number(line?.split(' ')[1] ?? NaN);
}

/** The headers of an answer that describe it (not the exchange: date, connection, request id), the CSP's nonce blanked. */
function describing(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of headers) {
    if (['date', 'connection', 'keep-alive', 'x-request-id', 'age'].includes(name)) continue;
    kept[name] = name === 'content-security-policy' ? value.replace(/'nonce-[^']+'/, "'nonce-…'") : value;
  }
  return kept;
}

describe('pages answered before Express', () => {
  it('serves a kept page with the headers of its first render (CSP with a nonce of its own), its bytes, 304 for its ETag', async () => {
    const path = '/shop/category/products?front=headers';
    const first = await fetch(shop.url + path, { headers: PAGE });
    const firstBody = Buffer.from(await first.arrayBuffer());
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    // Express makes the Brotli copy the first time; later visitors get it in front.
    await (await fetch(shop.url + path, { headers: PAGE })).arrayBuffer();

    const before = await frontAnswers('page');
    const hit = await fetch(shop.url + path, { headers: PAGE });
    const hitBody = Buffer.from(await hit.arrayBuffer());
    expect(await frontAnswers('page')).toBe(before + 1);
    expect(hit.status).toBe(200);
    expect(hitBody.equals(firstBody)).toBe(true);
    expect(describing(hit.headers)).toEqual({ ...describing(first.headers), 'x-page-cache': 'hit' });
    expect(hit.headers.get('content-encoding')).toBe('br');
    expect(hit.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(hit.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    const nonce = (h: Headers) => /'nonce-([^']+)'/.exec(h.get('content-security-policy') ?? '')?.[1];
    expect(nonce(hit.headers)).toBeTruthy();
    expect(nonce(hit.headers)).not.toBe(nonce(first.headers));
    expect(hit.headers.getSetCookie()).toEqual([]);

    const notModified = await fetch(shop.url + path, { headers: { ...PAGE, 'if-none-match': hit.headers.get('etag')! } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    expect(notModified.headers.get('etag')).toBe(hit.headers.get('etag'));
    expect(notModified.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(notModified.headers.getSetCookie()).toEqual([]);

    // Plain and gzip, as a client asks: the same page, each in its encoding (the plain bytes are
    // there from the first render; the gzip copy is made by Express the first time).
    for (const encoding of ['gzip', 'identity']) {
      await (await fetch(shop.url + path, { headers: { ...PAGE, 'accept-encoding': encoding } })).arrayBuffer();
      const again = await fetch(shop.url + path, { headers: { ...PAGE, 'accept-encoding': encoding } });
      expect(Buffer.from(await again.arrayBuffer()).equals(firstBody), encoding).toBe(true);
      expect(again.headers.get('content-encoding'), encoding).toBe(encoding === 'gzip' ? 'gzip' : null);
    }
    expect(await frontAnswers('page')).toBe(before + 5);
  });

  it('never answers a visitor with a session cookie, a bearer token or another currency there', async () => {
    const path = '/shop/category/products?front=personal';
    await (await fetch(shop.url + path, { headers: PAGE })).arrayBuffer();
    await (await fetch(shop.url + path, { headers: PAGE })).arrayBuffer();
    const shopper = new Shopper(shop.url);
    const signedUp = await shopper.gql('mutation($e: String!) { register(email: $e, password: "secret-123") { user { email } } }', { e: `front-${Date.now()}@example.com` });
    expect(signedUp.errors).toBeUndefined();
    expect(shopper.cookies.get('sid')).toBeTruthy();
    const before = await frontAnswers('page');
    const withSession = await shopper.fetch(path, { headers: PAGE });
    await withSession.arrayBuffer();
    const withToken = await fetch(shop.url + path, { headers: { ...PAGE, authorization: 'Bearer not-a-real-token' } });
    await withToken.arrayBuffer();
    const inDollars = await fetch(shop.url + path, { headers: { ...PAGE, cookie: 'currency=USD' } });
    await inDollars.arrayBuffer();
    expect(await frontAnswers('page')).toBe(before);
    // Express answered each as it always has (the signed-in shopper's page is its own to keep).
    expect(withSession.status).toBe(200);
    expect(withSession.headers.get('x-request-id')).toBeTruthy();
  });

  it('keeps a page per address it names itself at: a forged Host header leaves no page linking elsewhere', async () => {
    const path = '/shop/category/products?front=host';
    /** The page's canonical link, asked with a Host header of the asker's choice. */
    const canonical = (host: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = http.get(shop.url + path, { headers: { accept: PAGE.accept, host } }, (res) => {
          let html = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (html += c));
          res.on('end', () => resolve(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]));
        });
        req.on('error', reject);
      });
    const own = new URL(shop.url).host;
    for (let i = 0; i < 3; i++) expect(await canonical('evil.example')).toBe(`http://evil.example/shop/category/products`);
    for (let i = 0; i < 3; i++) expect(await canonical(own)).toBe(`http://${own}/shop/category/products`);
  });

  it('drops kept pages when the catalogue version moves: the next visitor gets a new render', async () => {
    const path = '/shop/products/aceite-ypf-elaion-f50?front=version';
    const reviewCount = (html: string) => Number(/"reviewCount":(\d+)/.exec(html)?.[1]);
    const reviewsBefore = reviewCount(await (await fetch(shop.url + path, { headers: PAGE })).text());
    await (await fetch(shop.url + path, { headers: PAGE })).arrayBuffer();
    const before = await frontAnswers('page');
    expect((await fetch(shop.url + path, { headers: PAGE })).headers.get('x-page-cache')).toBe('hit');
    expect(await frontAnswers('page')).toBe(before + 1);

    const writer = new Shopper(shop.url);
    const added = await writer.gql('mutation { addReview(input: { productId: "aceite-ypf-elaion-f50", rating: 4, author: "Tomás", content: "Rinde bien en el auto de todos los días." }) { id } }');
    expect(added.errors).toBeUndefined();
    const after = await fetch(shop.url + path, { headers: PAGE });
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(reviewCount(await after.text())).toBe(reviewsBefore + 1);
    expect(await frontAnswers('page')).toBe(before + 1);
  });
});

const QUERY = 'query FrontListing($c: String, $p: Int) { products(category: $c, page: $p) { total items { slug } } }';
const post = (body: string, headers: Record<string, string> = {}, on: TestShop = shop) =>
  fetch(`${on.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json', ...headers }, body });

describe('public queries POSTed as JSON, answered before Express', () => {
  it('answers a hit like the miss did, with CORS for the asking origin', async () => {
    const body = JSON.stringify({ query: QUERY, variables: { c: 'frenos', p: 2 } });
    const miss = await post(body);
    const missBody = await miss.text();
    expect(miss.status).toBe(200);
    expect(miss.headers.get('age')).toBeNull();
    const before = await frontAnswers('graphql-post');
    const hit = await post(body, { origin: API });
    expect(await hit.text()).toBe(missBody);
    expect(await frontAnswers('graphql-post')).toBe(before + 1);
    expect(hit.headers.get('age')).not.toBeNull();
    const { 'access-control-allow-origin': allowed, 'access-control-expose-headers': exposed, ...rest } = describing(hit.headers);
    expect(allowed).toBe(API);
    expect(exposed).toMatch(/X-Request-Id/);
    expect(rest).toEqual(describing(miss.headers));
    expect(rest.vary).toMatch(/Origin/);
    expect(hit.headers.getSetCookie()).toEqual([]);
    const other = await post(body, { origin: 'https://elsewhere.example' });
    expect(await other.text()).toBe(missBody);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("counts a cached answer toward its client's request limit: past it, the limit's error", async () => {
    const body = JSON.stringify({ query: QUERY, variables: { c: 'filtros', p: 1 } });
    const kept = await (await post(body)).text();
    const app = { authorization: 'Bearer front-app-token-0123456789' };
    for (let i = 0; i < APP_LIMIT; i++) expect(await (await post(body, app)).text()).toBe(kept);
    const refused = await post(body, app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    const answer = (await refused.json()) as { errors: { extensions: { code: string } }[] };
    expect(answer.errors[0].extensions.code).toBe('RATE_LIMITED');
    // Another client is not concerned.
    expect((await post(body)).status).toBe(200);
  });

  it('gives a malformed or oversized body the errors it always had, and loses nothing of a miss', async () => {
    const malformed = await post('{"query": "{ shop { name } }"');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_REQUEST' } }] });
    expect((await post('"{ shop { name } }"')).status).toBe(400);

    const large = JSON.stringify({ query: '{ shop { name } }', variables: { filler: 'x'.repeat(300 * 1024) } });
    const tooLarge = await post(large);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ errors: [{ message: 'request entity too large', extensions: { code: 'BAD_REQUEST' } }] });
    // Sent in chunks, without a length: read up to the limit, then the same refusal.
    const chunked = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(large));
        controller.close();
      },
    });
    const streamed = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunked, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);

    // A miss reaches Apollo with its body (and a UTF-8 byte-order mark is read as the parser reads it).
    const fresh = await post('\ufeff' + JSON.stringify({ query: '{ shop { name } }', variables: {} }));
    expect(fresh.status).toBe(200);
    expect(((await fresh.json()) as { data: { shop: { name: string } } }).data.shop.name).toBeTruthy();
    // A mutation is never answered from a cache, and keeps its CSRF rule.
    const shopper = new Shopper(shop.url);
    const noop = await shopper.gql('mutation { noop }');
    expect(noop.errors).toBeUndefined();
  });
});

describe('public queries POSTed as JSON, with the limits counted on Redis', () => {
  it('never waits on Redis in front: the application counts the request, then answers it from the cache', async () => {
    const redis = await startRedis();
    const shared = await startTestShop({ REDIS_URL: redis.url, METRICS_ENABLED: 'true', RATE_LIMIT_CLIENT_REQUESTS: String(APP_LIMIT) });
    try {
      const body = JSON.stringify({ query: QUERY, variables: { c: 'frenos', p: 3 } });
      const kept = await (await post(body, {}, shared)).text();
      const app = { authorization: 'Bearer redis-app-token-0123456789' };
      for (let i = 0; i < APP_LIMIT; i++) {
        const again = await post(body, app, shared);
        expect(again.headers.get('age')).not.toBeNull();
        expect(await again.text()).toBe(kept);
      }
      expect((await post(body, app, shared)).status).toBe(429);
      expect(await frontAnswers('graphql-post', shared)).toBe(0);
    } finally {
      await shared.close();
      await redis.close();
    }
  });
});
