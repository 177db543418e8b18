import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../helpers/shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(async () => {
  await shop?.close();
});

describe('GraphQL over HTTP', () => {
  it('answers a query with the shop info of the specification', async () => {
    // The rates are the shop's own, never cached (tests/site/currency-rates.test.ts); the rest is public.
    const answer = await shop.shopper().gql<{ shop: { defaultLanguage: string; defaultCurrency: string; currencies: { code: string; symbol: string }[]; languages: { code: string; direction: string }[] } }>(
      '{ shop { defaultLanguage defaultCurrency currencies { code symbol } languages { code direction } } }',
    );
    expect(answer.status).toBe(200);
    expect(answer.data?.shop.defaultLanguage).toBe('es');
    expect(answer.data?.shop.defaultCurrency).toBe('ARS');
    expect(answer.data?.shop.currencies).toEqual([
      { code: 'ARS', symbol: 'AR$' },
      { code: 'USD', symbol: '$' },
      { code: 'GBP', symbol: '£' },
      { code: 'EUR', symbol: '€' },
      { code: 'RUB', symbol: '₽' },
    ]);
    expect(answer.data?.shop.languages.find((l) => l.code === 'en-RTL')?.direction).toBe('RTL');
    expect(answer.headers.get('cache-control')).toContain('public');
  });

  it('keeps the shopper preferences in a session cookie that is HttpOnly and SameSite=Lax', async () => {
    const shopper = shop.shopper();
    const first = await shopper.gql('mutation { setPreferences(language: "ru", currency: "RUB") { language currency } }');
    expect(first.errors).toBeUndefined();
    const setCookie = first.headers.getSetCookie().find((c) => c.startsWith('sid='));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
    const again = await shopper.gql<{ preferences: { language: string; currency: string } }>('{ preferences { language currency } }');
    expect(again.data?.preferences).toEqual({ language: 'ru', currency: 'RUB' });
    const stranger = await shop.shopper().gql<{ preferences: { language: string } }>('{ preferences { language currency } }');
    expect(stranger.data?.preferences).toEqual({ language: 'es', currency: 'ARS' });
  });

  it("refuses an unknown language with 'Language not found' and keeps the previous choice", async () => {
    const shopper = shop.shopper();
    await shopper.gql('mutation { setPreferences(language: "en") { language } }');
    const bad = await shopper.gql('mutation { setPreferences(language: "xx", currency: "EUR") { language } }');
    expect(bad.errors?.[0]).toMatchObject({ message: 'Language not found', extensions: { code: 'BAD_USER_INPUT', field: 'language' } });
    const now = await shopper.gql<{ preferences: { language: string; currency: string } }>('{ preferences { language currency } }');
    expect(now.data?.preferences).toEqual({ language: 'en', currency: 'ARS' });
  });

  it('answers /healthz and /readyz with the event loop’s delay and a status per named check', async () => {
    const health = await fetch(`${shop.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    const live = (await health.json()) as { status: string; workers: { eventLoopDelayMs: { p99: number } }[] };
    expect(live.status).toBe('ok');
    expect(live.workers).toHaveLength(1);
    expect(live.workers[0].eventLoopDelayMs.p99).toBeGreaterThanOrEqual(0);
    // The provider is asked in the background (the stand-in starts on first use): ok once it answered.
    const readyz = async () => (await fetch(`${shop.url}/readyz`)).json() as Promise<{ checks: { name: string; status: string }[] }>;
    await expect.poll(async () => (await readyz()).checks.find((c) => c.name === 'provider')?.status, { timeout: 20_000 }).toBe('ok');
    const ready = await fetch(`${shop.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      database: 'pglite',
      checks: [
        { name: 'event-loop', status: 'ok' },
        { name: 'database', status: 'ok' },
        { name: 'provider', status: 'ok' },
        { name: 'cache', status: 'ok' },
        { name: 'mail', status: 'ok' },
      ],
    });
    // And in the metrics, 0 ok, 1 degraded, 2 failing.
    const metrics = await (await fetch(`${shop.url}/metrics`)).text();
    expect(metrics).toContain('gateway_check_status{check="database"} 0');
    expect(metrics).toContain('gateway_check_status{check="provider"} 0');
  });

  it('gives a malformed body a clear 400 without a stack trace', async () => {
    const res = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query": "{ shop { name }' });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).errors[0].message).toBe('Malformed JSON body');
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('gives an unknown field a validation error naming it', async () => {
    const answer = await shop.shopper().gql('{ shop { nmae } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].message).toMatch(/Cannot query field "nmae" on type "ShopInfo"/);
    expect(answer.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(answer.errors)).not.toMatch(/stacktrace/);
  });

  it('gives a request without a query a clear 400', async () => {
    const res = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"variables":{}}' });
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toMatch(/query/i);
    expect(body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('refuses a browser mutation without the CSRF header and accepts it with the header', async () => {
    const shopper = shop.shopper();
    const refused = await shopper.gql('mutation { noop }', {}, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.errors?.[0].extensions?.code).toBe('CSRF_TOKEN_INVALID');
    const accepted = await shopper.gql<{ noop: boolean }>('mutation { noop }');
    expect(accepted.data?.noop).toBe(true);
  });

  it('refuses a simple cross-site form post, a GET without the preflight header, and a mutation over GET', async () => {
    const form = await fetch(`${shop.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: JSON.stringify({ query: 'mutation { setPreferences(currency: "USD") { currency } }' }),
    });
    expect(form.status).toBe(403);
    expect(await form.text()).toMatch(/CSRF_TOKEN_INVALID/);
    // A simple cross-site GET (an image, a link, a script: no preflight header) runs nothing, query or mutation.
    const mutation = `${shop.url}/graphql?query=${encodeURIComponent('mutation { setPreferences(currency: "USD") { currency } }')}`;
    const crossSite = await fetch(mutation, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(400);
    expect(await crossSite.text()).toMatch(/Cross-Site Request Forgery/);
    const query = `${shop.url}/graphql?query=${encodeURIComponent('{ ping }')}`;
    const plain = await fetch(query);
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('BAD_REQUEST');
    // With the header (which a page on another site cannot send without a preflight the shop never
    // grants), a GET query runs, and a mutation over GET is still refused.
    const preflight = { 'apollo-require-preflight': 'true' };
    expect((await fetch(query, { headers: preflight })).status).toBe(200);
    expect((await fetch(mutation, { headers: preflight })).status).toBe(405);
  });

  it('lets the explorer run the full introspection query', async () => {
    const { getIntrospectionQuery } = await import('graphql');
    const answer = await shop.shopper().gql<{ __schema: { types: unknown[] } }>(getIntrospectionQuery());
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.__schema.types.length).toBeGreaterThan(10);
  });

  it('refuses queries that would cost too much', async () => {
    // Lists within lists: 10 × 10 × 10 assumed categories below the departments.
    const answer = await shop.shopper().gql('{ departments { children { children { children { name } } } } }');
    expect(answer.status).toBe(400);
    expect(answer.errors?.[0].extensions?.code).toBe('QUERY_TOO_COSTLY');
    expect(answer.errors?.[0].message).toMatch(/estimated cost 11111, the limit is 5000/);
  });

  it('sends a request id with every answer', async () => {
    const res = await fetch(`${shop.url}/healthz`, { headers: { 'x-request-id': 'trace-123' } });
    expect(res.headers.get('x-request-id')).toBe('trace-123');
  });
});
