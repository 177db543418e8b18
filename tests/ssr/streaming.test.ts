import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { ensureClientBuilt } from '../browser/support/build-client';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/browser';
import { startShopWithProvider, type ShopWithProvider } from '../provider/helpers';

let s: ShopWithProvider;
let browser: Browser;
let groupPath = '';
/** A part of that group with a price: its page carries an offer. */
let productPath = '';

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  // Nothing kept between asks: every page below asks the provider again.
  s = await startShopWithProvider({
    CLIENT_DIR: clientDir,
    PROVIDER_CACHE_TTL_SECONDS: '0',
    PROVIDER_STALE_SECONDS: '0',
    PROVIDER_BREAKER_FAILURES: '0',
    PAGE_CACHE_MB: '0',
    SSR_TIMEOUT_MS: '10000',
  });
  const tree = await s.shopper.gql<{ partCategories: { slug: string; children: { slug: string }[] }[] }>('{ partCategories { slug children { slug } } }');
  groupPath = `/shop/category/${tree.data!.partCategories[0].children[0].slug}/products`;
  const listed = await fetch(s.shop.url + groupPath, { headers: { accept: 'text/html' } }).then((r) => r.text());
  productPath = listed.match(/\/shop\/products\/\d+-\d+/)![0];
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
  await s?.close();
});

/** Asks a page and notes when the header had arrived (and what had arrived by then), and when it ended. */
function timedPage(url: string): Promise<{ headerMs: number; endMs: number; first: string; html: string; headers: http.IncomingHttpHeaders }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { accept: 'text/html' } }, (res) => {
        let first = '';
        let headerMs = 0;
        let html = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          html += chunk;
          if (!headerMs && html.includes('</header>')) {
            headerMs = performance.now() - started;
            first = html;
          }
        });
        res.on('end', () => resolve({ headerMs, endMs: performance.now() - started, first, html, headers: res.headers }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

describe('pages whose data is slow or missing', () => {
  it('sends the head and the header before the data of a provider slowed by 2 s, then completes the page', async () => {
    s.provider.injectFault('getArticles', { latencyMs: 2_000 });
    try {
      const page = await timedPage(s.shop.url + groupPath);
      expect(page.headerMs).toBeGreaterThan(0);
      expect(page.headerMs).toBeLessThan(1_500);
      expect(page.first).toContain('</head>');
      // What had come by then holds no product of the slow listing yet.
      expect(page.first).not.toMatch(/\/shop\/products\/\d+-\d+/);
      expect(page.endMs).toBeGreaterThan(1_900);
      // The listing arrived afterwards, in the same answer, and the page carries its state.
      expect(page.html).toMatch(/\/shop\/products\/\d+-\d+/);
      expect(page.html).toContain('id="ssr-state"');
      // A streamed page carries this answer's script nonce: nobody keeps it.
      expect(page.headers['cache-control']).toBe('private, no-store');
    } finally {
      s.provider.injectFault('getArticles', null);
    }
  });

  it("streams a product page whose part is slow with the part's offer, name and address in its head, and an unknown part's with 404", async () => {
    s.provider.injectFault('getArticles', { latencyMs: 1_000 });
    try {
      const page = await timedPage(s.shop.url + productPath);
      expect(page.headers['cache-control']).toBe('private, no-store');
      const head = page.html.slice(0, page.html.indexOf('</head>'));
      expect(head).toMatch(/"@type"\s*:\s*"Product"/);
      expect(head).toMatch(/"@type"\s*:\s*"Offer"/);
      expect(head).toContain(`<link rel="canonical" href="${s.shop.url}${productPath}"`);
      const name = page.html.match(/<h1[^>]*>([^<]+)<\/h1>/)![1];
      expect(head).toContain(`<title>${name}`);
      const unknown = await fetch(s.shop.url + '/shop/products/999999-999999999', { headers: { accept: 'text/html' } });
      expect(unknown.headers.get('cache-control')).toBe('private, no-store');
      expect(unknown.status).toBe(404);
      expect(await unknown.text()).toMatch(/<meta name="robots" content="noindex/);
    } finally {
      s.provider.injectFault('getArticles', null);
    }
  });

  it('works in the browser with the provider down: the page says so where the parts would be, the rest is there and usable', async () => {
    s.provider.injectFault('getArticles', { answer: 'http500' });
    const context = await browser.newContext({ locale: 'es-AR' });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => {
        if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
      });
      await page.goto(s.shop.url + groupPath);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      // The failure is said, with a way to try again.
      await page.getByRole('button', { name: 'Reintentar' }).waitFor();
      // The frame works: the search box takes text and the shop's own catalogue answers.
      await page.getByLabel('Buscar repuestos').first().fill('filtro');
      await page.getByRole('option', { name: /Filtro de aceite/ }).first().waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      s.provider.injectFault('getArticles', null);
    }
  });
});
