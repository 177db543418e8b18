import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, saveScreenshot, startShopBrowser, MOBILE, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, axeSerious, gqlInPage } from './support/shopper-api';
import { restock } from '../helpers/stock';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
  // The one sample part that fits the Hilux is out of stock in the sample data: the shop restocks it.
  await restock(sb.shop.server.services.db, DIESEL_FILTER, 20);
});
afterAll(async () => {
  await sb?.close();
});

/** A Toyota Hilux of the provider's vehicle set (fixtures/shop/data/vehicles.ts). */
const HILUX = '10879';
/** Fits only the Volkswagen Gol. */
const WATER_PUMP = 'bomba-agua-skf-vkpc81230';
/** Fits the Hilux. */
const DIESEL_FILTER = 'filtro-aceite-fram-ph5796';

describe('the cart checks fit against the current vehicle', () => {
  it('flags the line that does not fit with a warning before checkout, and the warning leaves with the line', async () => {
    const page = await sb.newPage(MOBILE);
    await openPage(page, '/');
    await gqlInPage(page, 'mutation($id: ID) { setCurrentVehicle(vehicleId: $id) { currentVehicle { id } } }', { id: HILUX });
    await addToCartInPage(page, WATER_PUMP, 1);
    await addToCartInPage(page, DIESEL_FILTER, 2);

    await openPage(page, '/shop/cart');
    const pump = page.locator(`[data-cart-line="${WATER_PUMP}"]`);
    const filter = page.locator(`[data-cart-line="${DIESEL_FILTER}"]`);
    await pump.locator('[data-fit]').first().waitFor();
    expect(await pump.getAttribute('data-fit')).toBe('does-not-fit');
    expect(await filter.getAttribute('data-fit')).toBe('fits');
    expect(await pump.getByText(/Este repuesto no es compatible con tu .*Hilux/).count()).toBe(1);
    expect(await filter.getByText(/Compatible con .*Hilux/).count()).toBe(1);

    const warning = page.locator('[data-cart-fit-warning]');
    await warning.getByRole('alert').waitFor();
    expect(await warning.getByRole('listitem').allInnerTexts()).toEqual(['Bomba de agua SKF VKPC 81230']);
    // The warning sits before the way to checkout.
    const order = await page.evaluate(() => {
      const alert = document.querySelector('[data-cart-fit-warning]');
      const checkout = document.querySelector('a[href="/shop/checkout"]:not(header a)');
      return alert && checkout ? alert.compareDocumentPosition(checkout) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
    });
    expect(order).toBeTruthy();
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'shop-cart-fit-375', true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    await openPage(page, '/shop/cart?lang=en-RTL');
    await page.locator('[data-cart-fit-warning]').getByRole('alert').waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await saveScreenshot(page, 'shop-cart-fit-375-rtl', true);
    await openPage(page, '/shop/cart?lang=es');
    await page.locator('[data-cart-fit-warning]').getByRole('alert').waitFor();

    await pump.getByRole('button', { name: /Quitar «Bomba de agua/ }).click();
    await pump.waitFor({ state: 'detached' });
    await page.locator('[data-cart-fit-warning]').waitFor({ state: 'detached' });
    expect(await filter.getAttribute('data-fit')).toBe('fits');
    const cart = await gqlInPage<{ cart: { items: { product: { id: string } }[] } }>(page, '{ cart { items { product { id } } } }');
    expect(cart.cart.items.map((i) => i.product.id)).toEqual([DIESEL_FILTER]);
  });
});
