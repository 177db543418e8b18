import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../browser/support/build-client';
import { captureLog } from '../helpers/log-capture';
import { startTestShop, type TestShop } from '../helpers/shop';

// Every kind of malformed request a client can send, against a started shop with its server
// renderer: none may be answered 500 or write an error-level log line, and each gets the status
// and code a client can act on.

const captured = captureLog('warn');
let shop: TestShop;
let port: number;
let csrf: string;

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  shop = await startTestShop({ CLIENT_DIR: clientDir, METRICS_TOKEN: 'metrics-token-for-tests' }, { log: captured.log });
  port = Number(new URL(shop.url).port);
  const first = await fetch(`${shop.url}/healthz`);
  csrf = /csrf-token=([^;]+)/.exec(first.headers.getSetCookie().join('\n'))![1];
});
afterAll(() => shop?.close());

interface Answer {
  status: number;
  code?: string;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** A request as written, bytes and all (fetch would refuse or re-encode some of these); header strings go out as latin1. */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers, insecureHTTPParser: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let code: string | undefined;
        if (/json/.test(res.headers['content-type'] ?? '')) {
          try {
            code = (JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
          } catch {
            code = 'unparsable JSON';
          }
        }
        resolve({ status: res.statusCode ?? 0, code, body: text, headers: res.headers });
      });
    });
    req.on('error', reject);
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const JSON_TYPE = { 'content-type': 'application/json' };
const post = (body: string, headers: Record<string, string> = JSON_TYPE) => send('POST', '/graphql', headers, body);
/** A GET as the web client sends it (the header Apollo's CSRF prevention asks of a GET). */
const get = (query: string, headers: Record<string, string> = {}) => send('GET', `/graphql?${query}`, { 'apollo-require-preflight': 'true', ...headers });
const nested = (depth: number, leaf: string) => '['.repeat(depth) + leaf + ']'.repeat(depth);
const PING = JSON.stringify({ query: '{ ping }' });
const LATIN1_E_ACUTE_AS_UTF8 = '\u00c3\u00a9'; // the bytes of "é" in UTF-8, sent as they are

/** What a malformed request must get: its status and, for a JSON answer, its error code (undefined: none). */
type Case = [name: string, send: () => Promise<Answer>, status: number, code?: string];

const CASES: Case[] = [
  // Bodies
  ['broken JSON', () => post('{"query": "{ ping }'), 400, 'BAD_REQUEST'],
  ['JSON that is not an object', () => post('"{ ping }"'), 400, 'BAD_REQUEST'],
  ['text/plain content type', () => post(PING, { 'content-type': 'text/plain' }), 400, 'BAD_REQUEST'],
  ['form content type', () => post('query=%7Bping%7D', { 'content-type': 'application/x-www-form-urlencoded' }), 400, 'BAD_REQUEST'],
  ['no content type', () => post(PING, {}), 400, 'BAD_REQUEST'],
  ['unknown charset', () => post(PING, { 'content-type': 'application/json; charset=klingon' }), 415, 'BAD_REQUEST'],
  ['gzip body that is not gzip', () => post(PING, { ...JSON_TYPE, 'content-encoding': 'gzip' }), 400, 'BAD_REQUEST'],
  ['oversized body', () => post(JSON.stringify({ query: '{ ping }', pad: 'x'.repeat(300 * 1024) })), 413, 'BAD_REQUEST'],
  ['empty body', () => post(''), 400, 'BAD_REQUEST'],
  ['no query', () => post('{"variables":{}}'), 400, 'BAD_REQUEST'],
  ['non-string query', () => post('{"query": 5}'), 400, 'BAD_REQUEST'],
  ['query as an object', () => post('{"query": {"kind": "Document"}}'), 400, 'BAD_REQUEST'],
  ['non-string operationName', () => post('{"query": "{ ping }", "operationName": ["a"]}'), 400, 'BAD_REQUEST'],
  ['variables that are not an object', () => post('{"query": "{ ping }", "variables": "x"}'), 400, 'BAD_REQUEST'],
  ['an array of operations', () => post(`[${PING},${PING}]`), 400, 'BAD_REQUEST'],
  ['unknown extensions', () => post('{"query": "{ ping }", "extensions": {"tracing": true, "x": {"y": [1, 2]}}}'), 200],
  ['unknown extensions nested 5,000 deep', () => post(`{"query": "{ ping }", "extensions": {"x": ${nested(5000, '1')}}}`), 200],
  ['syntax error', () => post('{"query": "{ ping "}'), 400, 'GRAPHQL_PARSE_FAILED'],
  // Variables
  ['used variable nested 5,000 deep', () => post(`{"query": "query Q($x: [String!]) { products(filters: {brands: $x}) { total } }", "variables": {"x": ${nested(5000, '"a"')}}}`), 400, 'BAD_REQUEST_VARIABLES'],
  [
    'input field nested 5,000 deep',
    () => post(`{"query": "query Q($f: ProductListFilters) { products(filters: $f) { total } }", "variables": {"f": {"category": ${nested(5000, '"x"')}}}}`),
    400,
    'BAD_REQUEST_VARIABLES',
  ],
  ['unused variable nested 5,000 deep', () => post(`{"query": "{ ping }", "variables": {"x": ${nested(5000, '1')}}}`), 400, 'BAD_REQUEST_VARIABLES'],
  [
    'a huge variables object',
    () => post(JSON.stringify({ query: '{ ping }', variables: Object.fromEntries(Array.from({ length: 12_000 }, (_, i) => [`v${i}`, 'xxxxxxxx'])) })),
    400,
    'BAD_REQUEST_VARIABLES',
  ],
  ['deep variables over GET', () => get(`query=${encodeURIComponent('query Q($x: [String!]) { products(filters: {brands: $x}) { total } }')}&variables=${encodeURIComponent(`{"x":${nested(2000, '"a"')}}`)}`), 400, 'BAD_REQUEST_VARIABLES'],
  ['a variable of the wrong type', () => post('{"query": "query Q($x: [String!]) { products(filters: {brands: $x}) { total } }", "variables": {"x": {"a": 1}}}'), 400, 'BAD_USER_INPUT'],
  // Persisted queries
  ['unknown persisted-query version', () => post('{"query": "{ ping }", "extensions": {"persistedQuery": {"version": 2, "sha256Hash": "abc"}}}'), 400, 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED'],
  ['persisted-query version over GET', () => get(`extensions=${encodeURIComponent('{"persistedQuery":{"version":3,"sha256Hash":"abc"}}')}`), 400, 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED'],
  ['persisted query with a hash of the wrong text', () => post(`{"query": "{ ping }", "extensions": {"persistedQuery": {"version": 1, "sha256Hash": "${'0'.repeat(64)}"}}}`), 400, 'BAD_REQUEST'],
  ['unknown persisted-query hash', () => get(`extensions=${encodeURIComponent(`{"persistedQuery":{"version":1,"sha256Hash":"${'f'.repeat(64)}"}}`)}`), 200, 'PERSISTED_QUERY_NOT_FOUND'],
  ['persisted-query extension that is not an object', () => post('{"query": "{ ping }", "extensions": {"persistedQuery": "yes"}}'), 400, 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED'],
  // Query strings and paths
  ['bad percent-encoding in the query string', () => get('query=%E0%A4%A'), 400, 'GRAPHQL_PARSE_FAILED'],
  ['bad percent-encoding in the variables parameter', () => get(`query=${encodeURIComponent('{ ping }')}&variables=%E0%A4%A`), 400, 'BAD_REQUEST'],
  ['variables parameter that is not JSON', () => get(`query=${encodeURIComponent('{ ping }')}&variables=%7Bx`), 400, 'BAD_REQUEST'],
  ['extensions parameter that is not JSON', () => get(`query=${encodeURIComponent('{ ping }')}&extensions=%7Bx`), 400, 'BAD_REQUEST'],
  ['a GET without a query', () => get(''), 400, 'BAD_REQUEST'],
  ['a GET without the preflight header', () => send('GET', `/graphql?query=${encodeURIComponent('{ ping }')}`), 400, 'BAD_REQUEST'],
  ['a mutation over GET', () => get(`query=${encodeURIComponent('mutation { noop }')}`), 405, 'BAD_REQUEST'],
  ['bad percent-encoding in the API path', () => send('GET', '/graphql/%E0%A4%A', { accept: 'application/json' }), 400, 'BAD_REQUEST'],
  ['bad percent-encoding in a page path', () => send('GET', '/shop/products/%E0%A4%A', { accept: 'text/html' }), 400, 'BAD_REQUEST'],
  ['bad percent-encoding in an asset path', () => send('GET', '/assets/%E0%A4%A.js'), 400, 'BAD_REQUEST'],
  ['bad percent-encoding in a picture path', () => send('GET', '/images/shop/%E0%A4%A.svg'), 404],
  ['bad percent-encoding in a part picture path', () => send('GET', '/images/parts/articles/%E0%A4%A/1/200'), 400, 'BAD_REQUEST'],
  ['bad percent-encoding in the language parameter of a page', () => send('GET', '/?lang=%E0%A4%A', { accept: 'text/html' }), 200],
  ['an unsupported method', () => send('PUT', '/graphql', JSON_TYPE, PING), 405, 'BAD_REQUEST'],
  // Headers
  ['a bare Bearer Authorization', () => post(PING, { ...JSON_TYPE, authorization: 'Bearer' }), 200],
  ['a garbled Authorization', () => post(PING, { ...JSON_TYPE, authorization: 'Basic %%%%\u00ff\u00fe' }), 200],
  ['a Bearer token the shop never issued', () => post(PING, { ...JSON_TYPE, authorization: 'Bearer \u00c3\u00a9-not-a-token' }), 401, 'TOKEN_INVALID'],
  ['a wrong metrics token', () => send('GET', '/metrics', { authorization: 'Bearer \u00c3\u00a9' }), 401],
  ['a garbled Accept', () => post(PING, { ...JSON_TYPE, accept: ';;;q=abc, */*;q=NaN' }), 406, 'BAD_REQUEST'],
  ['a garbled Accept-Language on a page', () => send('GET', '/', { accept: 'text/html', 'accept-language': '*;q=x, \u00e9\u00e9;q=0.5, ,;' }), 200],
  ['a garbled request id', () => post(PING, { ...JSON_TYPE, 'x-request-id': '\u00e9'.repeat(300) }), 200],
  ['a cookie header too large', () => post(PING, { ...JSON_TYPE, cookie: `a=${'x'.repeat(20_000)}` }), 431],
];

/** Each cookie the shop reads, malformed three ways: a bad escape, a non-ASCII value escaped and raw. */
const COOKIES = ['sid', 'csrf-token', 'lang', 'currency'];
const BAD_VALUES: [string, string][] = [
  ['a bad escape', '%E0%A4%A'],
  ['escaped non-ASCII', '%C3%A9'],
  ['raw non-ASCII', LATIN1_E_ACUTE_AS_UTF8],
  ['a forged signature', 's%3Aabc.def'],
];
for (const name of COOKIES) {
  for (const [label, value] of BAD_VALUES) {
    const cookie = `${name}=${value}; other=%%; =x; novalue`;
    CASES.push([`${name} cookie with ${label}, on a page`, () => send('GET', '/', { accept: 'text/html', cookie }), 200]);
    CASES.push([`${name} cookie with ${label}, on a GET query`, () => get(`query=${encodeURIComponent('{ ping }')}`, { cookie }), 200]);
    // A browser's POST: its CSRF header must match a readable token, so a malformed token refuses it.
    const expected: [number, string | undefined] = name === 'csrf-token' ? [403, 'CSRF_TOKEN_INVALID'] : [200, undefined];
    const headers = () =>
      name === 'csrf-token' ? { ...JSON_TYPE, cookie, 'x-csrf-token': 'a' } : { ...JSON_TYPE, cookie: `${cookie}; csrf-token=${csrf}`, 'x-csrf-token': csrf };
    CASES.push([`${name} cookie with ${label}, on a POST`, () => post(PING, headers()), ...expected]);
  }
}

describe('malformed requests', () => {
  it('are answered with a clear status and code, never 500', async () => {
    const got: string[] = [];
    const want: string[] = [];
    for (const [name, request, status, code] of CASES) {
      const answer = await request();
      got.push(`${name}: ${answer.status} ${answer.code ?? ''}`.trim());
      want.push(`${name}: ${status} ${code ?? ''}`.trim());
      expect(answer.body, name).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    expect(got).toEqual(want);
  });

  it('replace a CSRF cookie the shop cannot read, so the shopper is not stuck with it', async () => {
    for (const value of ['%E0%A4%A', '%C3%A9', 'short']) {
      // A page may be cached and carries no cookie: the token comes from the API (GET /csrf-token).
      const page = await send('GET', '/csrf-token', { accept: 'application/json', cookie: `csrf-token=${value}` });
      const fresh = /csrf-token=([A-Za-z0-9_-]+)/.exec(String(page.headers['set-cookie']))?.[1];
      expect(fresh, value).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const accepted = await post(PING, { ...JSON_TYPE, cookie: `csrf-token=${fresh}`, 'x-csrf-token': fresh! });
      expect(accepted.status).toBe(200);
    }
  });

  it('wrote no error-level log line, and one warning for each refused variables', () => {
    expect(captured.atLeast(50).map((l) => `${l.msg} ${JSON.stringify(l.err ?? '')}`)).toEqual([]);
    const refused = captured.lines.filter((l) => l.msg === 'GraphQL request refused: variables too deep or too large');
    expect(refused).toHaveLength(CASES.filter((c) => c[3] === 'BAD_REQUEST_VARIABLES').length);
  });
});
