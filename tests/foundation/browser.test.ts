import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startShopWithClient, watchPageErrors } from '../helpers/browser';
import type { TestShop } from '../helpers/shop';

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  // A fresh shop's first page waits for the stand-in provider's data: no render runs out of time here.
  [shop, browser] = await Promise.all([startShopWithClient({ SSR_TIMEOUT_MS: '30000' }), launchBrowser()]);
  fs.mkdirSync('tests/artifacts', { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('the web client served by the gateway', () => {
  it('renders the home page with data from the GraphQL API', async () => {
    const page = await browser.newPage({ locale: 'es-AR' });
    const errors = watchPageErrors(page);
    await page.goto(`${shop.url}/`);
    // Server-rendered, with the API's answers embedded in the page for the browser's cache.
    expect(await page.locator('#ssr-state').textContent()).toContain('ShopInfo');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect.poll(() => page.title(), { timeout: 10_000 }).toContain('Autopartes del Sur');
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the 404 page for an unknown path', async () => {
    const served = await fetch(`${shop.url}/en/no/such/page`, { headers: { accept: 'text/html' } });
    expect(served.status).toBe(404);
    expect(await served.text()).toContain('<title>Page Not Found</title>');
    const page = await browser.newPage({ locale: 'en-US' });
    await page.goto(`${shop.url}/en/no/such/page`);
    const notFound = page.getByRole('region', { name: 'Oops! Error 404' });
    await notFound.waitFor();
    // Titled by the server's head, and still so once the page is hydrated.
    expect(await page.title()).toBe('Page Not Found');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(await page.title()).toBe('Page Not Found');
    expect(await notFound.getByPlaceholder('Search Query...').count()).toBe(1);
    await notFound.getByRole('button', { name: 'Search' }).waitFor();
    await notFound.getByRole('link', { name: 'Go To Home Page' }).click();
    await page.waitForURL(`${shop.url}/en`);
    await page.close();
  });

  it('serves hashed assets with long cache headers and pages without', async () => {
    const html = await (await fetch(`${shop.url}/`, { headers: { accept: 'text/html' } })).text();
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const res = await fetch(`${shop.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const page = await fetch(`${shop.url}/shop/cart`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
  });

  it('serves translations at assets/i18n/{code}.json, kept an hour, precompressed, and sends the former /i18n/ there', async () => {
    for (const code of ['es', 'en', 'ru', 'en-RTL']) {
      const res = await fetch(`${shop.url}/assets/i18n/${code}.json`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect([code, res.status, res.headers.get('content-encoding'), res.headers.get('cache-control')]).toEqual([code, 200, 'br', 'public, max-age=3600']);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(typeof ((await res.json()) as Record<string, string>).MENU_ACCOUNT).toBe('string');
    }
    const plain = await fetch(`${shop.url}/assets/i18n/es.json`, { headers: { 'accept-encoding': 'identity' } });
    expect([plain.status, plain.headers.get('content-encoding'), plain.headers.get('cache-control')]).toEqual([200, null, 'public, max-age=3600']);
    expect(((await plain.json()) as Record<string, string>).MENU_ACCOUNT).toBe('Cuenta');
    expect((await fetch(`${shop.url}/assets/i18n/xx.json`)).status).toBe(404);
    const former = await fetch(`${shop.url}/i18n/ru.json`, { redirect: 'manual' });
    expect([former.status, former.headers.get('location')]).toEqual([301, '/assets/i18n/ru.json']);
    expect(((await (await fetch(`${shop.url}/i18n/ru.json`)).json()) as Record<string, string>).MENU_ACCOUNT).toBe('Аккаунт');
  });

  it('runs a query in the bundled explorer without internet', async () => {
    const page = await browser.newPage();
    const errors = watchPageErrors(page);
    const graphqlCall = (text: string) =>
      page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes(text), { timeout: 45_000 });
    // The explorer reads the schema first; the run button does nothing useful before that.
    const introspected = graphqlCall('__schema');
    await page.goto(`${shop.url}/sandbox`);
    expect((await introspected).status()).toBe(200);
    const answered = graphqlCall('defaultCurrency');
    await page.locator('.graphiql-execute-button').click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 30_000 }).toContain('"defaultCurrency": "ARS"');
    await page.screenshot({ path: 'tests/artifacts/sandbox.png' });
    expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
    await page.close();
  }, 120_000);
});
