import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../client/src/currency/currencies';
import { MOBILE, openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, axeSerious, gqlInPage } from './support/shopper-api';

// Prices in another currency, as a shopper sees them: converted at the rate the shop set (here by
// its CURRENCY_RATES setting: 1,250 pesos a dollar), said to be indicative where they show, and
// the listing's price filter in that currency.

const WIDE = { width: 1366, height: 900 };
const PRODUCT = 'filtro-aire-mahle-lx1566';
/** The shop's dollar: 1,250 pesos (125,000 centavos). */
const RATES = { USD: 125000 };

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser({ CURRENCY_RATES: 'USD=1250' });
}, 120_000);
afterAll(async () => {
  await sb?.close();
});

/** The product's price in pesos, as the API gives it. */
async function pesosOf(page: Page): Promise<number> {
  const { product } = await gqlInPage<{ product: { price: number } }>(page, 'query($s: String!) { product(slug: $s) { price } }', { s: PRODUCT });
  return product.price;
}

describe('a price in dollars', () => {
  it('is the peso price at the shop\'s rate, said to be indicative on the product page, in the cart and in the listing\'s filter', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, `/shop/products/${PRODUCT}`);
    const pesos = await pesosOf(page);
    const price = page.locator('main [data-price="current"]').first();
    expect(await price.textContent()).toContain('AR$');
    expect(await page.getByTestId('indicative-price-note').count()).toBe(0);

    await page.getByRole('button', { name: /Moneda/ }).click();
    await page.getByRole('button', { name: /Dólar estadounidense/ }).click();
    const inDollars = formatMoney(pesos, 'USD', 'es', RATES);
    expect(inDollars).toMatch(/^\$\u00a0\d/);
    await expect.poll(() => price.textContent()).toBe(inDollars);
    const note = page.getByTestId('indicative-price-note').first();
    expect(await note.innerText()).toMatch(/^Precios en USD indicativos, al cambio del \d{2}\/\d{2}\/\d{4}: cobramos en pesos argentinos\.$/);
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'currency-usd-product-1366');

    // The cart: the same price, the same note by the totals.
    await addToCartInPage(page, PRODUCT, 1);
    await openPage(page, '/shop/cart');
    const line = page.locator(`[data-cart-line="${PRODUCT}"]`);
    await line.waitFor();
    await expect.poll(() => line.locator('[data-price="current"]').first().textContent()).toBe(inDollars);
    await page.getByTestId('indicative-price-note').waitFor();
    await saveScreenshot(page, 'currency-usd-cart-1366', true);

    // The listing: the price filter reads dollars, and a range in dollars keeps the prices inside it.
    await openPage(page, '/shop/category/products');
    const filter = page.getByTestId('price-filter');
    await page.getByRole('heading', { name: 'Precio (USD)' }).waitFor();
    await filter.getByLabel('Desde').fill('10');
    await filter.getByLabel('Hasta').fill('40');
    await filter.getByRole('button', { name: 'Aplicar precio' }).click();
    await page.waitForURL((url) => url.search.includes('price='));
    const prices = page.getByTestId('product-cards').locator('[data-price="current"]');
    await expect.poll(() => prices.count()).toBeGreaterThan(0);
    for (const text of await prices.allTextContents()) {
      const dollars = Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
      expect(dollars, text).toBeGreaterThanOrEqual(10);
      expect(dollars, text).toBeLessThanOrEqual(40);
    }
    await saveScreenshot(page, 'currency-usd-listing-1366');
  }, 180_000);

  it('shows the same on a phone and right to left', async () => {
    for (const [name, viewport, path] of [
      ['currency-usd-product-375', MOBILE, `/shop/products/${PRODUCT}`],
      ['currency-usd-product-en-rtl-1366', WIDE, `/en-rtl/shop/products/${PRODUCT}`],
    ] as const) {
      const page = await sb.newPage(viewport);
      await page.context().addCookies([{ name: 'currency', value: 'USD', url: sb.shop.url }]);
      await openPage(page, path);
      const pesos = await pesosOf(page);
      const price = page.locator('main [data-price="current"]').first();
      expect(await price.textContent()).toBe(formatMoney(pesos, 'USD', path.startsWith('/en-rtl') ? 'en-RTL' : 'es', RATES));
      await page.getByTestId('indicative-price-note').first().waitFor();
      expect(await axeSerious(page), name).toEqual([]);
      await saveScreenshot(page, name);
    }
  }, 180_000);
});
