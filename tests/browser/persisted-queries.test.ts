import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

interface Seen {
  method: string;
  /** The operation of a POST (its body). */
  operation?: string;
  url: URL;
  status: number;
  setCookie: boolean;
}

/** Every /graphql exchange of a page, as the browser made it. */
function watchGraphql(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname !== '/graphql') return;
    const body = res.request().postData();
    const operation = body ? (JSON.parse(body) as { query?: string }).query?.trim().split(/[\s{]/).slice(0, 2).join(' ') : undefined;
    seen.push({ method: res.request().method(), operation, url, status: res.status(), setCookie: res.headers()['set-cookie'] !== undefined });
  });
  return seen;
}

/**
 * Opens the home page, then goes to the product list through the main menu's link. The first page
 * comes from the server with its data embedded, so only pages reached in the browser ask the API.
 */
async function browseToProducts(page: Page): Promise<void> {
  await openPage(page, '/');
  await page.waitForLoadState('networkidle');
  const clicked = await page.evaluate(() => {
    const link = document.querySelector<HTMLAnchorElement>('header[data-header] a[href="/shop/category/products"]');
    link?.click();
    return Boolean(link);
  });
  expect(clicked).toBe(true);
  await page.locator('main[data-path="/shop/category/products"]').waitFor();
  await page.waitForLoadState('networkidle');
}

describe('persisted queries from the web client', () => {
  it('asks queries as GET persisted queries, answers them without cookies, and keeps mutations working over POST', async () => {
    const page = await sb.newPage();
    const seen = watchGraphql(page);
    await browseToProducts(page);
    // Asks by hash (GET). The gateway knows every hash of the web client from the published
    // operations (server/generated/operations.json) before any visitor came: no text follows.
    // The list's frame can be on screen before its answer: wait for it, bounded.
    await expect.poll(() => seen.filter((s) => s.method === 'GET').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const gets = seen.filter((s) => s.method === 'GET');
    for (const g of gets) {
      expect(JSON.parse(g.url.searchParams.get('extensions') ?? '{}').persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
      expect(g.status).toBeLessThan(400);
    }
    expect(seen.filter((s) => s.method === 'POST' && !s.operation?.startsWith('mutation')).map((s) => s.operation)).toEqual([]);

    // A second visitor's page finds every hash known: no query text travels any more.
    const second = await sb.newPage();
    const again = watchGraphql(second);
    await browseToProducts(second);
    // Answers are recorded as they arrive: wait for the first GET, bounded.
    await expect.poll(() => again.filter((s) => s.method === 'GET').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const hashed = again.filter((s) => s.method === 'GET');
    expect(hashed.filter((s) => s.url.searchParams.has('query'))).toEqual([]);
    expect(hashed.every((s) => s.status === 200 && !s.setCookie)).toBe(true);
    // Only mutations travel as POST now.
    expect(again.filter((s) => s.method === 'POST' && !s.operation?.startsWith('mutation')).map((s) => s.operation)).toEqual([]);

    // A mutation still goes out as POST with the CSRF header and succeeds.
    const added = await second.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/csrf-token=([^;]+)/)?.[1] ?? '');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({ query: 'mutation { addToCart(productId: "bateria-moura-m22gd") { quantity } }' }),
      });
      return (await res.json()) as { data?: { addToCart: { quantity: number } } };
    });
    expect(added.data?.addToCart.quantity).toBeGreaterThan(0);
  });
});
