import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startShopBrowserOnSnapshot } from './support/client-snapshot';
import { openPage, saveScreenshot, seriousAxeViolations, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, gqlInPage, registerInPage } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowserOnSnapshot();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };

/** What has the focus: its tag, text, and a few attributes the patterns set. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName ?? '',
      text: el?.textContent?.trim() ?? '',
      label: el?.getAttribute('aria-label') ?? (el?.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent?.trim() : '') ?? '',
      group: el?.closest('[role="group"]')?.getAttribute('aria-label') ?? null,
      inMain: Boolean(el?.closest('#content')),
    };
  });
}

/** Presses `key` until `done` holds (at most `max` times): the keyboard alone reaches a control. */
async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, max = 40): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await done()) return;
    await page.keyboard.press(key);
  }
  expect(await done(), `${key} × ${max} did not get there`).toBe(true);
}

/** The page's new heading has the focus and its title was said in the polite live region. */
async function expectPageAnnounced(page: Page): Promise<void> {
  await expect.poll(async () => (await focused(page)).tag, { timeout: 10_000 }).toBe('H1');
  const region = page.locator('[data-route-announcer]');
  expect(await region.getAttribute('aria-live')).toBe('polite');
  await expect
    .poll(async () => {
      const said = await region.textContent();
      return said !== '' && said === (await page.title());
    }, { timeout: 10_000 })
    .toBe(true);
}

describe('by keyboard alone', () => {
  it('walks the departments menu into a sub-category, back, out with Escape, and lands on the category page', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    const button = page.getByRole('button', { name: 'Departamentos' });
    await pressUntil(page, 'Tab', async () => (await focused(page)).text === 'Departamentos');
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.departments__link').first().waitFor();
    // Tab walks the departments; each one's sub-categories follow it.
    await page.keyboard.press('Tab');
    expect((await focused(page)).tag).toBe('A');
    await pressUntil(page, 'ArrowDown', async () => (await focused(page)).text === 'Frenos');
    expect(await page.getByRole('region', { name: 'Departamentos' }).getByRole('link', { name: 'Frenos', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ group: 'Frenos' });
    const firstChild = (await focused(page)).text;
    await page.keyboard.press('End');
    expect((await focused(page)).text).toBe('Ver todo en Frenos');
    await page.keyboard.press('ArrowUp');
    expect(await focused(page)).toMatchObject({ group: 'Frenos' });
    await saveScreenshot(page, 'departments-keyboard-1366');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowLeft');
    expect((await focused(page)).text).toBe('Frenos');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).text).toBe(firstChild);
    // Escape closes the menu and gives the focus back to its button.
    await page.keyboard.press('Escape');
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).text).toBe('Departamentos');

    // Into a sub-category's page: its heading takes the focus, its title is said, and the next Tab
    // goes on in the page, not back in the navigation.
    await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowDown', async () => (await focused(page)).text === 'Frenos');
    await page.keyboard.press('ArrowRight');
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === href);
    await expectPageAnnounced(page);
    expect((await focused(page)).inMain).toBe(true);
    await page.keyboard.press('Tab');
    expect((await focused(page)).inMain).toBe(true);
  });

  it('mirrors the arrows of the departments menu right to left', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/?lang=en-RTL');
    await pressUntil(page, 'Tab', async () => (await focused(page)).text === 'Shop by category');
    await page.keyboard.press('ArrowDown');
    await pressUntil(page, 'ArrowDown', async () => (await focused(page)).text === 'Brakes');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toMatchObject({ group: 'Brakes' });
    await page.keyboard.press('ArrowDown');
    await saveScreenshot(page, 'departments-keyboard-en-rtl');
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).text).toBe('Brakes');
  });

  it('chooses a search suggestion with the arrows and Enter, and searches with Enter when none is highlighted', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    const box = page.getByRole('combobox', { name: 'Buscar repuestos' });
    await pressUntil(page, 'Tab', async () => (await box.evaluate((el) => el === document.activeElement)));
    await page.keyboard.type('freno');
    const list = page.getByRole('listbox', { name: 'Sugerencias de búsqueda' });
    await list.waitFor();
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const highlighted = () =>
      page.evaluate(() => {
        const id = document.activeElement?.getAttribute('aria-activedescendant');
        const option = id ? document.getElementById(id) : null;
        return option ? { selected: option.getAttribute('aria-selected'), href: option.getAttribute('href'), text: option.textContent } : null;
      });
    expect(await highlighted()).toBeNull();
    await page.keyboard.press('ArrowDown');
    const first = await highlighted();
    expect(first?.selected).toBe('true');
    await page.keyboard.press('ArrowDown');
    const second = await highlighted();
    expect(second?.href).not.toBe(first?.href);
    await page.keyboard.press('ArrowUp');
    expect((await highlighted())?.href).toBe(first?.href);
    await page.keyboard.press('ArrowDown');
    // The focus never left the box.
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await saveScreenshot(page, 'search-highlighted-1366');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await list.waitFor({ state: 'detached' });
    await page.keyboard.press('ArrowDown');
    await list.waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === second?.href);
    await expectPageAnnounced(page);

    // Nothing highlighted: Enter runs the full search.
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('filtro');
    await list.waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/shop/category/products' && url.searchParams.get('q') === 'filtro');
    await expectPageAnnounced(page);
    // A new search on the listing changes only its query string: the focus stays in the box.
    await box.focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('aceite');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'aceite');
    await page.waitForTimeout(300);
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('takes the shopper to the first wrong field of every form a submit is refused by', async () => {
    const page = await sb.newPage(WIDE);
    /** Presses Enter on the form's submit button and reads the field that has the focus after it. */
    const refusedGoesTo = async (submit: ReturnType<Page['getByRole']>): Promise<string> => {
      await submit.focus();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await focused(page)).tag).toMatch(/^(INPUT|SELECT|TEXTAREA)$/);
      return (await focused(page)).label;
    };

    await openPage(page, '/account/login');
    const signIn = page.getByRole('region', { name: 'Ingresá a tu cuenta' });
    expect(await refusedGoesTo(signIn.getByRole('button', { name: 'Ingresar' }))).toMatch(/^Correo electrónico/);
    const registration = page.getByRole('region', { name: 'Crear una cuenta' });
    await registration.getByLabel('Correo electrónico').fill('teclado@example.com');
    await registration.getByLabel('Contraseña', { exact: false }).first().fill('clave-segura');
    await registration.getByLabel('Repetí la contraseña').fill('otra');
    expect(await refusedGoesTo(registration.getByRole('button', { name: 'Crear cuenta' }))).toMatch(/^Repetí la contraseña/);

    await openPage(page, '/site/contact-us-v1');
    await page.getByLabel('Nombre', { exact: false }).fill('Ana');
    expect(await refusedGoesTo(page.getByRole('button', { name: 'Enviar mensaje' }))).toMatch(/^Correo electrónico/);

    await openPage(page, '/shop/products/bateria-moura-m22gd');
    await page.getByRole('tab', { name: /^Reseñas/ }).click();
    expect(await refusedGoesTo(page.getByRole('button', { name: 'Publicar reseña' }))).toMatch(/^Calificación/);

    // Signed in: the password and address forms; with a cart: the checkout.
    const email = `teclado.${Date.now().toString(36)}@example.com`;
    await registerInPage(page, email);
    await openPage(page, '/account/password');
    expect(await refusedGoesTo(page.getByRole('button', { name: 'Cambiar contraseña' }))).toMatch(/^Contraseña actual/);
    await openPage(page, '/account/addresses/new');
    expect(await refusedGoesTo(page.getByRole('button', { name: 'Guardar' }))).toMatch(/^Nombre/);
    const { product } = await gqlInPage<{ product: { id: string } }>(page, '{ product(slug: "bateria-moura-m22gd") { id } }');
    await addToCartInPage(page, product.id);
    await openPage(page, '/shop/checkout');
    expect(await refusedGoesTo(page.getByRole('button', { name: 'Confirmar pedido' }))).toMatch(/^Nombre/);
  });
});
