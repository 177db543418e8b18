import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, saveScreenshot, startShopBrowser, MOBILE, type ShopBrowser } from './support/shop-browser';
import { axeSerious, gqlInPage } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };

describe('wishlist and compare pages', () => {
  it('lists the wishlist with stock and price, adds to the cart from it, and removes with the header count following', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/shop/wishlist');
    await page.locator('[data-wishlist-empty]').waitFor();
    expect(await axeSerious(page)).toEqual([]);
    for (const productId of ['aceite-castrol-edge-5w30', 'bateria-moura-m22gd']) {
      await gqlInPage(page, 'mutation($p: ID!) { addToWishlist(productId: $p) { count } }', { p: productId });
    }
    await openPage(page, '/shop/wishlist');
    const battery = page.locator('[data-wishlist-item="bateria-moura-m22gd"]');
    const oil = page.locator('[data-wishlist-item="aceite-castrol-edge-5w30"]');
    await battery.waitFor();
    expect(await page.locator('[data-wishlist-item]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-wishlist-item')))).toEqual([
      'bateria-moura-m22gd',
      'aceite-castrol-edge-5w30',
    ]);
    expect(await battery.locator('[data-stock]').getAttribute('data-stock')).toBe('in-stock');
    expect(await battery.locator('[data-price="current"]').innerText()).toMatch(/AR\$/);
    // A product with options is added from its page, where they are chosen.
    expect(await oil.getByRole('link', { name: 'Elegir opciones' }).getAttribute('href')).toBe('/shop/products/aceite-castrol-edge-5w30');
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'shop-wishlist-1366', true);

    await battery.getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByText(/«Batería Moura 12x65.*» se agregó al carrito\./).waitFor();
    await page.getByRole('button', { name: /^Carrito 1\b/ }).waitFor();

    const counter = page.locator('header[data-header] a[href="/shop/wishlist"]');
    await counter.getByText('2', { exact: true }).waitFor();
    await battery.getByRole('button', { name: /Quitar «Batería Moura/ }).click();
    await battery.waitFor({ state: 'detached' });
    await counter.getByText('1', { exact: true }).waitFor();
    await page.setViewportSize(MOBILE);
    await saveScreenshot(page, 'shop-wishlist-375', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    const stored = await gqlInPage<{ wishlist: { count: number } }>(page, '{ wishlist { count } }');
    expect(stored.wishlist.count).toBe(1);
  });

  it('compares products side by side, shows only differences, removes one and clears all', async () => {
    const page = await sb.newPage(MOBILE);
    await openPage(page, '/shop/compare');
    await page.locator('[data-compare-empty]').waitFor();
    const ids = ['pastillas-freno-brembo-p06', 'pastillas-freno-ferodo-fdb4050', 'disco-freno-brembo-09a727'];
    for (const productId of ids) await gqlInPage(page, 'mutation($p: ID!) { addToCompare(productId: $p) { count } }', { p: productId });

    await openPage(page, '/shop/compare');
    const table = page.getByRole('table', { name: 'Comparación de productos' });
    await table.waitFor();
    expect(await table.locator('[data-compare-product]').evaluateAll((cols) => cols.map((c) => c.getAttribute('data-compare-product')))).toEqual(ids);
    const allRows = await table.locator('[data-compare-row]').count();
    expect(allRows).toBeGreaterThan(0);
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'shop-compare-375', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await page.getByRole('checkbox', { name: 'Mostrar solo las diferencias' }).check();
    const differing = await table.locator('[data-compare-row]').evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)),
    );
    for (const values of differing) expect(new Set(values).size).toBeGreaterThan(1);
    expect(differing.length).toBeLessThanOrEqual(allRows);
    await page.setViewportSize(WIDE);
    await saveScreenshot(page, 'shop-compare-differences-1366', true);

    await table.getByRole('button', { name: /Quitar «Disco de freno/ }).click();
    await table.locator('[data-compare-product="disco-freno-brembo-09a727"]').waitFor({ state: 'detached' });
    for (const values of await table.locator('[data-compare-row]').evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td').length))) {
      expect(values).toBe(2);
    }
    await page.getByRole('button', { name: 'Vaciar la comparación' }).click();
    await page.locator('[data-compare-empty]').waitFor();
    // The list shows empty at once; the server's answer follows (bounded wait).
    const stored = () => gqlInPage<{ compare: { count: number } }>(page, '{ compare { count } }').then((a) => a.compare.count);
    await expect.poll(stored, { timeout: 15_000 }).toBe(0);
  });
});
