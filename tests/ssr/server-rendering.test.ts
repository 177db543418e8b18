import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Request } from 'playwright-core';
import { ensureClientBuilt } from '../browser/support/build-client';
import { startTestShop, type TestShop } from '../helpers/shop';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/browser';
import { formatMoney } from '../../client/src/currency/currencies';
import { loginPathFor } from '../../client/src/account/return-path';

/** The page whose server render fails on purpose in this shop (SSR_FAULT_PATHS). */
const FAULT_PATH = '/site/about-us';

let shop: TestShop;
let browser: Browser;
let clientDir: string;
let product: { slug: string; name: string; price: number };

beforeAll(async () => {
  clientDir = await ensureClientBuilt();
  // A fresh shop's first pages wait for the stand-in provider's data: no render runs out of time here.
  shop = await startTestShop({ CLIENT_DIR: clientDir, SSR_FAULT_PATHS: FAULT_PATH, SSR_TIMEOUT_MS: '30000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const answer = await shop.shopper().gql<{ products: { items: (typeof product)[] } }>('{ products(limit: 1) { items { slug name price } } }');
  product = answer.data!.products.items[0];
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}

/** Operation names of a /graphql request, sent as a POST body or as GET parameters. */
function operationName(request: Request): string {
  const url = new URL(request.url());
  if (request.method() === 'GET') return url.searchParams.get('operationName') ?? '?';
  const body = JSON.parse(request.postData() ?? '{}') as { operationName?: string };
  return body.operationName ?? '?';
}

describe('server rendering', () => {
  it("answers a product page with its name, price, head and JSON-LD in the HTML", async () => {
    const res = await fetch(`${shop.url}/shop/products/${product.slug}`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="ssr-state">/.exec(html)?.[1] ?? '';
    expect(root).toContain(product.name);
    expect(root).toContain(formatMoney(product.price, 'ARS', 'es'));
    expect(html).toMatch(new RegExp(`<title>${product.name}`));
    expect(html).toContain(`<link rel="canonical" href="${shop.url}/shop/products/${product.slug}">`);
    expect(html).toContain('<html lang="es" dir="ltr">');
    const data = jsonLd(html);
    const item = data.find((d) => d['@type'] === 'Product') as { name: string; offers: { priceCurrency: string; price: string } };
    expect(item.name).toBe(product.name);
    expect(item.offers).toMatchObject({ priceCurrency: 'ARS', price: product.price.toFixed(2) });
    expect(data.map((d) => d['@type'])).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
  });

  it('sends a whole page with no inline script to run: the app starts from an external script after the first paint, data is JSON', async () => {
    const res = await fetch(`${shop.url}/shop/products/${product.slug}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    // Every <script> is data (JSON, JSON-LD) or an external file: nothing runs that a cached copy
    // would need this answer's nonce for.
    const scripts = [...html.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
    for (const attributes of scripts) expect(attributes, attributes).toMatch(/type="application\/(json|ld\+json)"|^ defer src="\/after-paint\.js" data-entry="/);
    expect(html).not.toContain('nonce=');
    // The after-paint script and the entry module it starts (the built one) are served; the app's
    // chunks are named for after the first paint only, inert in a template until then.
    const entry = /<script defer src="\/after-paint\.js" data-entry="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(entry).toMatch(/^\/assets\/shop-.+\.js$/);
    expect((await fetch(shop.url + entry)).status).toBe(200);
    expect((await fetch(`${shop.url}/after-paint.js`)).status).toBe(200);
    const head = html.slice(0, html.indexOf('</head>'));
    const later = /<template id="after-first-paint">(.*?)<\/template>/.exec(head)?.[1] ?? '';
    expect(later).toContain(`<link rel="modulepreload" crossorigin href="${entry}">`);
    expect(head.replace(later, '')).not.toMatch(/rel="modulepreload"|as="fetch"/);
  });

  it("loads a page's own scripts with the app's entry (the product page's chunk, not on the home page), after the shop's one style sheet", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
    const chunk = manifest['src/catalog/product-page/product-page.tsx'];
    const productChunk = `/${chunk.file}`;
    const linksOf = async (page: string, rel: string) => {
      const html = await (await fetch(shop.url + page, { headers: { accept: 'text/html' } })).text();
      const head = html.slice(0, html.indexOf('</head>'));
      return [...head.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="([^"]+)"`, 'g'))].map((m) => m[1]);
    };
    const onProduct = await linksOf(`/shop/products/${product.slug}`, 'modulepreload');
    expect(onProduct).toContain(productChunk);
    expect(await linksOf('/', 'modulepreload')).not.toContain(productChunk);
    // One style sheet for every page, asked for before any script: nothing queues ahead of what
    // the first paint needs.
    const styles = await linksOf(`/shop/products/${product.slug}`, 'stylesheet');
    expect(styles).toEqual([expect.stringMatching(/^\/assets\/style-.+\.css$/)]);
    expect(await linksOf('/', 'stylesheet')).toEqual(styles);
    const html = await (await fetch(`${shop.url}/shop/products/${product.slug}`, { headers: { accept: 'text/html' } })).text();
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.search(/<script|rel="modulepreload"/));
    // Everything named is served.
    for (const href of [...onProduct, ...styles]) expect((await fetch(shop.url + href)).status, href).toBe(200);
  });

  it('answers a page that sends the visitor elsewhere with the redirect itself', async () => {
    const get = (path: string) => fetch(shop.url + path, { headers: { accept: 'text/html' }, redirect: 'manual' });
    // A signed-out visitor on an account page goes to sign in, and comes back after.
    const orders = await get('/account/orders');
    expect(orders.status).toBe(302);
    expect(orders.headers.get('location')).toBe(loginPathFor('/account/orders'));
    expect(orders.headers.get('cache-control')).toBe('private, no-cache');
    // An empty cart has nothing to check out.
    const checkout = await get('/shop/checkout');
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get('location')).toBe('/shop/cart');
    // Open pages are rendered as they are.
    expect((await get('/account/login')).status).toBe(200);
  });

  it('renders the language its address names, whatever the cookies and Accept-Language say, and names the others', async () => {
    const page = (path: string, headers: Record<string, string> = {}) =>
      fetch(shop.url + path, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
    const rtl = await (await page('/en-rtl/shop/cart')).text();
    expect(rtl).toContain('<html lang="en" dir="rtl">');
    expect(await (await page('/ru', { cookie: 'lang=en', 'accept-language': 'en' })).text()).toContain('<html lang="ru" dir="ltr">');
    const home = await page('/', { cookie: 'lang=ru', 'accept-language': 'en' });
    const html = await home.text();
    expect(html).toContain('<html lang="es" dir="ltr">');
    // The same page in every language, for search engines.
    for (const [lang, prefix] of [['es-AR', ''], ['en', '/en'], ['ru', '/ru'], ['en-x-rtl', '/en-rtl']]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${shop.url}${prefix || '/'}">`);
    }
    // ?lang= of older links: the page at its language's address, for good.
    const old = await page('/shop/category/products?lang=en&page=2');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/en/shop/category/products?page=2');
  });

  it('hydrates the product page without asking again for the data the server rendered', async () => {
    const context = await browser.newContext({ locale: 'es-AR', baseURL: shop.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    const operations: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/graphql') operations.push(operationName(req));
    });
    await page.goto(`/shop/products/${product.slug}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    // Hydrated and interactive: the router navigates in the page from here.
    await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toContain(product.name);
    expect(operations).not.toContain('ProductPage');
    expect(operations).not.toContain('FrameShop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hydrates home, listing and product pages in place: no element of the server markup redrawn, every id reference kept', async () => {
    const context = await browser.newContext({ locale: 'es-AR', baseURL: shop.url });
    // Counts the elements taken out of #root before the app reports itself ready. A loading
    // placeholder (aria-busy: a part asking for the shopper's data once hydrated) is replaced by
    // design whenever its answer comes, which may be before the blocks hydrated on need are ready.
    await context.addInitScript(() => {
      const w = window as unknown as { redrawn: string[] };
      w.redrawn = [];
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root');
        if (!root) return;
        new MutationObserver((records) => {
          if (document.documentElement.hasAttribute('data-app-ready')) return;
          for (const r of records) for (const n of r.removedNodes) if (n instanceof Element && n.getAttribute('aria-busy') !== 'true') w.redrawn.push(n.outerHTML.slice(0, 80));
        }).observe(root, { childList: true, subtree: true });
      });
    });
    for (const path of ['/', '/shop/category/products', `/shop/products/${product.slug}`, '/site/contact-us-v1?lang=en-RTL']) {
      const page = await context.newPage();
      await page.goto(path);
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const { redrawn, dangling } = await page.evaluate(() => {
        const refs = ['for', 'aria-describedby', 'aria-labelledby'];
        const missing: string[] = [];
        for (const el of document.querySelectorAll(refs.map((a) => `[${a}]`).join(','))) {
          for (const a of refs) for (const id of (el.getAttribute(a) ?? '').split(/\s+/).filter(Boolean)) if (!document.getElementById(id)) missing.push(`${a}=${id}`);
        }
        return { redrawn: (window as unknown as { redrawn: string[] }).redrawn, dangling: missing };
      });
      expect(redrawn, path).toEqual([]);
      expect(dangling, path).toEqual([]);
      // A field's error appears later, in the browser: its input points at it and at nothing missing.
      if (path.startsWith('/site/contact-us-v1')) {
        const form = page.locator('form[aria-labelledby="contact-form-title"]');
        await form.locator('button[type="submit"]').click();
        await form.locator('textarea[aria-invalid="true"]').waitFor();
        // The message's hint (rendered by the server) and its error (rendered now).
        const described = ((await form.locator('textarea').getAttribute('aria-describedby')) ?? '').split(/\s+/);
        expect(described).toHaveLength(2);
        for (const id of described) expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
      }
      await page.close();
    }
    await context.close();
  });

  it('serves the client app, working, when the server render of a page fails', async () => {
    const res = await fetch(shop.url + FAULT_PATH, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-state"');

    const context = await browser.newContext({ locale: 'es-AR', baseURL: shop.url });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.goto(FAULT_PATH);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.locator('main#content').getAttribute('data-path')).toBe(FAULT_PATH);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('lists real product and category addresses in the sitemap of the shop\'s pages', async () => {
    const index = await (await fetch(`${shop.url}/sitemap.xml`)).text();
    expect(index).toContain(`<loc>${shop.url}/sitemap-pages.xml</loc>`);
    const res = await fetch(`${shop.url}/sitemap-pages.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${shop.url}/shop/products/${product.slug}`);
    const category = locs.find((l) => l.includes('/shop/category/') && !l.endsWith('/shop/category/products'));
    expect(category).toBeDefined();
    // The addresses it lists are pages that exist.
    for (const url of [`${shop.url}/shop/products/${product.slug}`, category!]) {
      const page = await fetch(url, { headers: { accept: 'text/html' } });
      expect(page.status, url).toBe(200);
    }
    const unknown = await fetch(`${shop.url}/shop/products/no-such-product`, { headers: { accept: 'text/html' } });
    expect(unknown.status).toBe(404);
  });

  it("keeps the shopper's own pages (the route table's personal ones) and unknown addresses out of search results, and no other page", async () => {
    const robots = async (pathname: string) => {
      const res = await fetch(`${shop.url}${pathname}`);
      return /<meta name="robots" content="noindex">/.test(await res.text());
    };
    for (const pathname of ['/shop/cart', '/shop/wishlist', '/account/login', '/account/forgot-password', '/en/shop/checkout', '/no-such-page']) {
      expect(await robots(pathname), pathname).toBe(true);
    }
    for (const pathname of ['/', `/shop/products/${product.slug}`, '/shop', '/shop/vehicles', '/site/contact-us-v1', '/site/arrepentimiento', '/en/blog']) {
      expect(await robots(pathname), pathname).toBe(false);
    }
  });

  it('serves robots.txt naming the sitemap', async () => {
    const res = await fetch(`${shop.url}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain(`Sitemap: ${shop.url}/sitemap.xml`);
  });
});
