import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { formatMoney } from '../../client/src/currency/currencies';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

describe('frame on the desktop', () => {
  it('opens the departments menu from the category tree and closes it on a click outside', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Departamentos' }).click();
    const first = page.locator('.departments__item').first();
    await first.waitFor();
    expect(await page.locator('.departments__item').count()).toBeGreaterThan(1);
    await first.hover();
    expect(await page.locator('.departments__child').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'departments-open');
    await page.mouse.click(1200, 450);
    await page.locator('.departments__item').first().waitFor({ state: 'detached' });
  });

  it('suggests products and categories for a query and hides the dropdown for nonsense', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    const box = page.getByRole('combobox', { name: 'Buscar repuestos' });
    await box.fill('freno');
    const dropdown = page.getByRole('listbox', { name: 'Sugerencias de búsqueda' });
    await dropdown.waitFor();
    const products = await dropdown.locator('.suggestions__product').count();
    const categories = await dropdown.locator('.suggestions__category').count();
    expect(products).toBeGreaterThan(0);
    expect(products).toBeLessThanOrEqual(3);
    expect(categories).toBeLessThanOrEqual(4);
    await saveScreenshot(page, 'search-suggestions');

    await box.fill('zzqxwv');
    await dropdown.waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    expect(await dropdown.count()).toBe(0);
  });

  it('switching to en-RTL flips the page direction and translates it', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual(['ltr', 'es']);
    await page.getByRole('button', { name: /Idioma/ }).click();
    const translations = page.waitForResponse((r) => new URL(r.url()).pathname === '/assets/i18n/en-RTL.json');
    await page.getByRole('button', { name: 'English (RTL)' }).click();
    // The same page at the language's own address.
    await page.waitForURL((url) => url.pathname === '/en-rtl');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect((await translations).status()).toBe(200);
    await page.getByRole('button', { name: /Shop by category/ }).waitFor();
    // Arrows that point towards the inline end are mirrored (the built CSS must keep the rule).
    await page.getByRole('button', { name: /Shop by category/ }).click();
    const arrow = page.locator('.departments__link .flip-rtl').first();
    expect(await arrow.evaluate((el) => getComputedStyle(el).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await page.keyboard.press('Escape');
    await saveScreenshot(page, 'home-rtl');
    // Links keep the language: the next page is in it too.
    await page.getByRole('link', { name: 'About us', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/en-rtl/site/about-us');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  });

  it('switching currency re-prices the products and is remembered', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    const price = page.locator('[data-price="current"]').first();
    await price.waitFor();
    const inPesos = (await price.textContent()) ?? '';
    expect(inPesos).toContain('AR$');
    await page.getByRole('button', { name: /Moneda/ }).click();
    await page.getByRole('button', { name: /Rublo ruso/ }).click();
    await page.waitForFunction((before) => document.querySelector('[data-price="current"]')?.textContent !== before, inPesos);
    const inRoubles = (await price.textContent()) ?? '';
    expect(inRoubles).toMatch(/^[^\d]*\d{1,3}( \d{3})* ₽$/);
    // At the shop's rate (18 pesos a ruble, as the database is seeded), exactly, rounded to whole roubles.
    const pesos = Number(inPesos.replace(/[^\d,]/g, '').replace(',', '.'));
    expect(inRoubles.replace(/^[^\d]*/, '')).toBe(formatMoney(pesos, 'RUB', 'es', { RUB: 1800 }));
    // The session keeps the choice too, for the shop's other apps.
    const saved = await page.evaluate(async () => {
      const token = decodeURIComponent(document.cookie.match(/csrf-token=([^;]+)/)?.[1] ?? '');
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token },
        body: JSON.stringify({ query: '{ preferences { currency } }' }),
      });
      return ((await res.json()) as { data: { preferences: { currency: string } } }).data.preferences.currency;
    });
    expect(saved).toBe('RUB');
    await openPage(page, '/');
    await price.waitFor();
    expect(await price.textContent()).toContain('₽');
  });

  it('takes the language from the address, whatever the browser prefers; ?lang= of older links leads there', async () => {
    const page = await sb.newPage(undefined, { locale: 'en-US' });
    await openPage(page, '/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await openPage(page, '/?lang=ru');
    expect(new URL(page.url()).pathname).toBe('/ru');
    await page.getByRole('button', { name: /Каталог/ }).waitFor();
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ru', 'ltr']);
  });

  it('adding to the cart confirms with a toast naming the product and updates the mini-cart', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    // The oil filter shows in several home blocks: the shopper adds it from the featured products.
    const featured = page.getByRole('region', { name: 'Productos destacados', exact: true });
    const card = featured.getByRole('article', { name: /Filtro de aceite/ });
    await card.getByRole('button', { name: /Agregar al carrito/ }).click();
    await page.getByText(/«Filtro de aceite.*» se agregó al carrito\./).waitFor();
    const cart = page.getByRole('button', { name: /^Carrito 1 AR\$/ });
    await cart.waitFor();
    await cart.click();
    const miniCart = page.getByRole('region', { name: 'Carrito' });
    await miniCart.getByRole('link', { name: /Filtro de aceite/ }).waitFor();
    expect(await miniCart.getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/shop/cart');
    expect(await miniCart.getByRole('link', { name: 'Finalizar compra' }).getAttribute('href')).toBe('/shop/checkout');
    // No shipping row before the shopper gives a postal code (the cart page quotes it).
    expect(await miniCart.getByRole('rowheader', { name: 'Envío' }).count()).toBe(0);
    await saveScreenshot(page, 'mini-cart');
    await miniCart.getByRole('button', { name: /Quitar/ }).click();
    await miniCart.getByText('Tu carrito está vacío.').waitFor();
  });

  it('loads a lazy section inside the frame and scrolls to the top after navigating', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Quiénes somos' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quiénes somos' }).waitFor();
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await page.locator('header[data-header="classic/one"]').isVisible()).toBe(true);
  });
});
