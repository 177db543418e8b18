import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, saveScreenshot, startShopBrowser, MOBILE, type ShopBrowser } from './support/shop-browser';
import { axeSerious, fillGuestAddress } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };
const BATTERY = /Batería Moura 12x65/;

describe('a guest buys a part', () => {
  it('from the listing through the cart and checkout to the order, then opens it by its link and on track-order', async () => {
    const page = await sb.newPage(WIDE);
    const email = `guest.${Date.now().toString(36)}@example.com`;
    await openPage(page, '/shop/category/products?q=bateria');
    await page.getByRole('article', { name: BATTERY }).getByRole('button', { name: 'Agregar al carrito' }).click();
    await page.getByText(/«Batería Moura 12x65.*» se agregó al carrito\./).waitFor();

    await openPage(page, '/shop/cart');
    const line = page.locator('[data-cart-line="bateria-moura-m22gd"]');
    await line.waitFor();
    expect(await line.getByRole('link', { name: BATTERY }).getAttribute('href')).toBe('/shop/products/bateria-moura-m22gd');
    const unit = await line.locator('[data-price="current"]').first().innerText();
    // The quantity is saved to the server: the header and the totals follow its answer.
    await line.getByRole('button', { name: 'Aumentar cantidad' }).click();
    await page.getByRole('button', { name: /^Carrito 2\b/ }).waitFor();
    await expect.poll(() => line.getByRole('spinbutton').inputValue()).toBe('2');
    const totals = page.locator('[data-totals]').first();
    // No shipping before a postal code is known; the IVA the prices include is shown, not added.
    expect((await totals.locator('tr').allInnerTexts()).map((row) => row.split(/\s+/)[0])).toEqual(['Subtotal', 'IVA', 'Total']);
    expect(await totals.getByRole('row', { name: /IVA incluido/ }).count()).toBe(1);
    const centavos = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));
    const figure = async (name: RegExp) => centavos(await totals.getByRole('row', { name }).locator('td').innerText());
    expect(await figure(/^Total/)).toBe(await figure(/^Subtotal/));
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'shop-cart-1366', true);

    await page.getByRole('link', { name: 'Ir a pagar' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/checkout');
    await page.getByRole('region', { name: 'Dirección de envío' }).waitFor();
    // Nothing is sent while fields are invalid: the messages show and focus goes to the first one.
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.getByText('Este campo es obligatorio.').first().waitFor();
    // Focus moves to the first field in error once the errors are drawn (bounded wait).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 15_000 }).toBe('shipping-firstName');
    expect(await axeSerious(page)).toEqual([]);
    await fillGuestAddress(page, email);
    expect(await page.getByLabel('País').inputValue()).toBe('AR');
    await page.getByLabel('Comentario para la tienda', { exact: false }).fill('Tocar timbre 3B');
    await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
    // The shipping chosen (the cheapest home delivery to C1424) is added to the order's total.
    const summary = page.getByRole('region', { name: 'Tu pedido' }).locator('[data-totals]');
    const chosen = await page.locator('[data-shipping-choice] [data-mode="HOME"]').first().locator('[data-price="current"]').innerText();
    expect(await summary.getByRole('row', { name: /Envío/ }).locator('td').innerText()).toBe(chosen);
    await saveScreenshot(page, 'shop-checkout-1366', true);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    await page.waitForURL((url) => url.pathname === '/shop/order-success');
    const token = new URL(page.url()).searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(32);
    await page.getByText('¡Gracias! Recibimos tu pedido.').waitFor();
    const number = await page.locator('[data-fact="number"]').innerText();
    expect(number).toMatch(/^\d+$/);
    expect(await page.getByText(`Pedido n.º ${number}`).count()).toBe(1);
    expect(await page.getByText('Tocar timbre 3B').count()).toBe(1);
    expect(await page.getByText(unit).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Crear una cuenta' }).count()).toBe(1);
    // The header's cart emptied from the cache, as the server emptied it.
    await page.getByRole('button', { name: /^Carrito 0\b/ }).waitFor();
    expect(await axeSerious(page)).toEqual([]);
    await saveScreenshot(page, 'shop-order-success-1366', true);
    const link = await page.locator('[data-order-link]').getAttribute('href');
    expect(link).toBe(`/shop/order-success?token=${token}`);

    // Whoever holds the link opens the order, in another session too.
    const other = await sb.newPage(MOBILE);
    await openPage(other, link ?? '');
    await other.locator('[data-fact="number"]').getByText(number, { exact: true }).waitFor();
    await saveScreenshot(other, 'shop-order-success-375', true);
    expect(await other.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    // Track-order: a wrong email shows the 404 state, the right one the order.
    await openPage(other, '/shop/track-order');
    const byNumber = other.locator('form[aria-labelledby="track-by-number"]');
    await byNumber.getByLabel('Número de pedido').fill(number);
    await byNumber.getByLabel('Correo electrónico').fill('someone.else@example.com');
    expect(await axeSerious(other)).toEqual([]);
    await saveScreenshot(other, 'shop-track-order-375', true);
    await byNumber.getByRole('button', { name: 'Buscar pedido' }).click();
    await other.getByRole('heading', { name: '¡Uy! Error 404' }).waitFor();
    expect(await axeSerious(other)).toEqual([]);
    await other.getByRole('button', { name: 'Buscar otro pedido' }).click();
    await byNumber.getByLabel('Número de pedido').fill(number);
    await byNumber.getByLabel('Correo electrónico').fill(email.toUpperCase());
    await byNumber.getByRole('button', { name: 'Buscar pedido' }).click();
    await other.locator('[data-fact="number"]').getByText(number, { exact: true }).waitFor();
    expect(await other.getByText('Tocar timbre 3B').count()).toBe(1);
    expect(await axeSerious(other)).toEqual([]);
    await other.setViewportSize(WIDE);
    await saveScreenshot(other, 'shop-track-order-found-1366', true);

    const stored = await sb.shop.server.services.db.query<{ n: string | number }>('select count(*) as n from orders where email = $1', [email]);
    expect(Number(stored.rows[0]?.n)).toBe(1);
  });
});
