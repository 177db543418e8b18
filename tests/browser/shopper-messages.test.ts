import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startShopBrowserOnSnapshot } from './support/client-snapshot';
import { MOBILE, openPage, saveScreenshot, seriousAxeViolations, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, gqlInPage, registerInPage } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowserOnSnapshot();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };
/** Two stand-in vehicles (2015 Gol Trend II 1.6 8V GNC, 2013 Gol Trend II 2.0 TSI). */
const GOL = '10020';
const GOL_TSI = '10021';
/** Shop products with no fitment data, and a universal one. */
const NO_FIT_DATA = 'filtro-aire-mahle-lx1566';
const UNIVERSAL = 'liquido-frenos-bosch-dot4';

const newEmail = (what: string) => `${what}.${Date.now().toString(36)}${Math.round(Math.random() * 1e6)}@example.com`;

async function garageInPage(page: Page, ...ids: string[]): Promise<string[]> {
  for (const id of ids) await gqlInPage(page, 'mutation($v: ID!) { addVehicleToGarage(vehicleId: $v) { vehicles { id } } }', { v: id });
  await gqlInPage(page, 'mutation($v: ID) { setCurrentVehicle(vehicleId: $v) { currentVehicle { id } } }', { v: ids[0] });
  const { garage } = await gqlInPage<{ garage: { vehicles: { id: string; year: number; make: string; model: string; engine: string }[] } }>(
    page,
    '{ garage { vehicles { id year make model engine } } }',
  );
  return ids.map((id) => {
    const v = garage.vehicles.find((x) => x.id === id)!;
    return `${v.year} ${v.make} ${v.model} ${v.engine}`;
  });
}

const activeText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

describe('the phone menu and the account', () => {
  it('follows the session, moves focus through its panels by keyboard, and signs out; the dashboard can too', async () => {
    const page = await sb.newPage(MOBILE);
    await openPage(page, '/');
    await registerInPage(page, newEmail('telefono'));
    await openPage(page, '/account/dashboard');
    const sideMenu = page.getByRole('navigation', { name: 'Secciones de tu cuenta' });
    await sideMenu.getByRole('button', { name: 'Cerrar sesión' }).waitFor();

    await page.getByRole('button', { name: 'Abrir menú' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.waitFor();
    for (let i = 0; i < 30 && (await activeText(page)) !== 'Cuenta'; i++) await page.keyboard.press('Tab');
    expect(await activeText(page)).toBe('Cuenta');
    await page.keyboard.press('Enter');
    // Focus goes into the panel that opened (never to the page behind).
    const panel = menu.getByRole('group', { name: 'Cuenta' });
    await panel.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="group"]')?.getAttribute('aria-label'))).toBe('Cuenta');
    const entries = await panel.locator('a, button:not(.mobile-menu__back)').allTextContents();
    expect(entries).toEqual(['Panel', 'Mi garaje', 'Perfil', 'Pedidos', 'Direcciones', 'Cambiar contraseña', 'Cerrar sesión']);
    await page.waitForTimeout(300);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'phone-account-menu-signed-in-375');
    // Back: focus returns to the row that opened the panel.
    await panel.getByRole('button', { name: 'Volver' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => activeText(page)).toBe('Cuenta');
    await page.keyboard.press('Enter');
    await expect.poll(() => activeText(page)).toBe('Panel');
    await page.keyboard.press('End');
    for (let i = 0; i < 10 && (await activeText(page)) !== 'Cerrar sesión'; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/account/login');
    await menu.waitFor({ state: 'detached' });
    const { me } = await gqlInPage<{ me: { id: string } | null }>(page, '{ me { id } }');
    expect(me).toBeNull();
    // Signed out, the same panel offers signing in and registering, and nothing of an account.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.getByRole('button', { name: 'Cuenta' }).click();
    expect(await menu.getByRole('group', { name: 'Cuenta' }).locator('a, button:not(.mobile-menu__back)').allTextContents()).toEqual([
      'Ingresar',
      'Crear una cuenta',
      'Mi garaje',
    ]);
  });
});

describe('messages that name what they are about', () => {
  it('names the vehicle on every fit row of two garage vehicles, on the product page and in a narrow cart line', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    const [gol, tsi] = await garageInPage(page, GOL, GOL_TSI);
    const fitTexts = async (p: Page) => {
      const panel = p.getByRole('region', { name: '¿Le va a tu vehículo?' });
      await panel.locator('[data-fit]').nth(1).waitFor();
      return panel.locator('[data-fit]').allTextContents();
    };
    await openPage(page, `/shop/products/${NO_FIT_DATA}`);
    expect(await fitTexts(page)).toEqual([`${gol}: sin datos de compatibilidad`, `${tsi}: sin datos de compatibilidad`]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('region', { name: '¿Le va a tu vehículo?' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'fit-rows-1366');
    await openPage(page, `/shop/products/${UNIVERSAL}`);
    expect(await fitTexts(page)).toEqual([`${gol}: universal, sirve para todos los vehículos`, `${tsi}: universal, sirve para todos los vehículos`]);

    // At 375 px, with the same session, and in a cart line there: the badge wraps inside the line
    // and keeps its dot.
    const context = await sb.browser.newContext({ viewport: MOBILE, locale: 'es-AR', baseURL: sb.shop.url, bypassCSP: true, storageState: await page.context().storageState() });
    const phone = await context.newPage();
    await openPage(phone, `/shop/products/${NO_FIT_DATA}`);
    expect((await fitTexts(phone)).every((text, i) => text.startsWith([gol, tsi][i]))).toBe(true);
    await phone.getByRole('region', { name: '¿Le va a tu vehículo?' }).scrollIntoViewIfNeeded();
    await saveScreenshot(phone, 'fit-rows-375');
    const { product } = await gqlInPage<{ product: { id: string } }>(phone, `{ product(slug: "${NO_FIT_DATA}") { id } }`);
    await addToCartInPage(phone, product.id);
    await openPage(phone, '/shop/cart');
    const badge = phone.locator('[data-cart-line] [data-fit]').first();
    await badge.waitFor();
    const measure = () =>
      badge.evaluate((el) => {
        const line = el.closest('[data-cart-line]')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        const dot = getComputedStyle(el, '::before');
        return {
          inside: box.left >= line.left - 0.5 && box.right <= line.right + 0.5,
          dot: [dot.width, dot.height].map((size) => Math.round(parseFloat(size))),
          lines: Math.round(box.height / parseFloat(getComputedStyle(el).lineHeight)),
        };
      });
    // Measured once the line has its final layout (the page settles after its data).
    await expect.poll(async () => (await measure()).inside, { timeout: 10_000 }).toBe(true);
    const fits = await measure();
    expect(fits.dot).toEqual([7, 7]);
    expect(fits.lines).toBeGreaterThan(1);
    await badge.scrollIntoViewIfNeeded();
    await saveScreenshot(phone, 'cart-line-fit-375');
    await context.close();
  });

  it('signs in without a flash of an empty cart or a lost phone number, and the notice names what came over', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    const email = newEmail('fusion');
    // The account exists (made in a session of its own); this signed-out session has a cart and a garage.
    const other = await sb.newPage(WIDE);
    await openPage(other, '/');
    await registerInPage(other, email);
    await other.close();
    const [gol] = await garageInPage(page, GOL);
    const { product } = await gqlInPage<{ product: { id: string } }>(page, `{ product(slug: "${NO_FIT_DATA}") { id } }`);
    await addToCartInPage(page, product.id, 2);
    await openPage(page, '/account/login');
    const cart = page.getByRole('button', { name: /^Carrito/ });
    await expect.poll(() => cart.locator('.indicator__counter').textContent()).toBe('2');
    await page.locator('.topbar__phone').waitFor();

    // Every frame from the click until the header has settled, as the shopper sees it.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const sample = () => {
        const counts = [...document.querySelectorAll('.site__desktop-header .indicator__counter')].map((c) => c.textContent).join('/');
        seen.push(`${counts}|${document.querySelector('.topbar__phone') ? 'phone' : 'no phone'}`);
        if (seen.length < 2000) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    const form = page.getByRole('region', { name: 'Ingresá a tu cuenta' });
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Contraseña', { exact: false }).fill('clave-segura');
    await form.getByRole('button', { name: 'Ingresar' }).click();
    const notice = page.getByText(/^Ingresaste como /);
    await notice.waitFor();
    expect(await notice.textContent()).toBe(
      `Ingresaste como ${email}. Sumamos a tu cuenta lo que tenías sin ingresar: productos en el carrito: 1; en tu garaje: ${gol}.`,
    );
    await page.getByRole('button', { name: email }).waitFor();
    await page.waitForTimeout(400);
    const seen = await page.evaluate(() => [...new Set((window as unknown as { seen: string[] }).seen)]);
    // Wishlist 0, cart 2 throughout: never an empty cart, never without the phone.
    expect(seen).toEqual(['0/2|phone']);
  });

  it('refuses a cleared or zero quantity in the quick view with ERROR_ADD_TO_CART_QUANTITY and adds nothing', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    const featured = page.getByRole('region', { name: 'Productos destacados', exact: true });
    const card = featured.getByRole('article', { name: /Filtro de aceite/ });
    await card.hover();
    await card.getByRole('button', { name: 'Vista rápida' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vista rápida' });
    const quantity = dialog.getByRole('spinbutton', { name: 'Cantidad' });
    const add = dialog.getByRole('button', { name: 'Agregar al carrito', exact: true });
    for (const typed of ['', '0']) {
      await quantity.fill(typed);
      await add.click();
      await dialog.getByRole('alert').getByText('Ingresá una cantidad de 1 o más.').waitFor();
      expect(await quantity.getAttribute('aria-invalid')).toBe('true');
      expect(await quantity.evaluate((el) => el === document.activeElement)).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'quick-view-quantity-1366');
    const { cart } = await gqlInPage<{ cart: { quantity: number } }>(page, '{ cart { quantity } }');
    expect(cart.quantity).toBe(0);
  });
});
