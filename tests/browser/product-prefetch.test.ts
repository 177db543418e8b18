import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startShopBrowserOnSnapshot } from './support/client-snapshot';
import { openPage, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowserOnSnapshot();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };

/**
 * The slugs of the product-page queries the browser has had answered (a persisted-query miss and
 * the retry that carries the text count as one ask).
 */
function productPageAsks(page: Page): string[] {
  const slugs: string[] = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (url.pathname !== '/graphql') return;
    const body = res.request().postData();
    const sent = body
      ? (JSON.parse(body) as { operationName?: string; variables?: { slug?: string } })
      : { operationName: url.searchParams.get('operationName') ?? undefined, variables: JSON.parse(url.searchParams.get('variables') ?? '{}') as { slug?: string } };
    if (sent.operationName !== 'ProductPage') return;
    const answer = await res.text().catch(() => '');
    if (/PERSISTED_QUERY_NOT_FOUND|PersistedQueryNotFound/.test(answer)) return;
    slugs.push(sent.variables?.slug ?? '');
  });
  return slugs;
}

/** Lets requests that would follow an event start and finish before asserting that none did. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
}

describe('product cards load their page ahead', () => {
  it('hovering a listing card asks for its product page once, and opening the page asks nothing more', async () => {
    const page = await sb.newPage(WIDE);
    const asks = productPageAsks(page);
    await openPage(page, '/shop/category/products');
    const card = page.getByTestId('product-cards').getByRole('article').nth(1);
    await card.waitFor();
    const link = card.getByRole('heading').getByRole('link');
    const slug = ((await link.getAttribute('href')) ?? '').replace('/shop/products/', '');
    const name = ((await link.textContent()) ?? '').trim();
    await settle(page);
    expect(asks).toEqual([]);

    await card.hover();
    await expect.poll(() => asks.length).toBe(1);
    expect(asks).toEqual([slug]);
    // Leaving and coming back, or focusing the card's link, asks nothing again.
    await page.mouse.move(0, 0);
    await card.hover();
    await link.focus();
    await settle(page);
    expect(asks).toEqual([slug]);

    await link.click();
    await page.waitForURL(`**/shop/products/${slug}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('region', { name: '¿Le va a tu vehículo?' }).waitFor();
    await settle(page);
    expect(asks).toEqual([slug]);
  });

  it('focusing a home page product card asks for its product page once', async () => {
    const page = await sb.newPage(WIDE);
    const asks = productPageAsks(page);
    await openPage(page, '/');
    const card = page.locator('main article[aria-labelledby]').filter({ has: page.getByRole('button', { name: 'Agregar al carrito' }) }).first();
    await card.waitFor();
    const link = card.getByRole('heading').getByRole('link');
    const slug = ((await link.getAttribute('href')) ?? '').replace('/shop/products/', '');
    await settle(page);
    expect(asks).toEqual([]);
    await link.focus();
    await expect.poll(() => asks.length).toBe(1);
    expect(asks).toEqual([slug]);
    await card.hover();
    await settle(page);
    expect(asks).toEqual([slug]);
  });
});
