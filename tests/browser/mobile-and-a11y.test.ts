import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, openPage, saveScreenshot, seriousAxeViolations, startShopBrowser, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

describe('mobile menu at 375 px', () => {
  it('opens a submenu as a stacked panel, goes back, and resets after closing', async () => {
    const page = await sb.newPage(MOBILE);
    await openPage(page, '/');
    await saveScreenshot(page, 'home-mobile-header');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await saveScreenshot(page, 'mobile-menu');

    await menu.getByRole('button', { name: 'Cuenta' }).click();
    const top = menu.locator('.mobile-menu__panel[data-level="1"]');
    await top.getByRole('link', { name: 'Mi garaje' }).waitFor();
    await page.waitForTimeout(300);
    const offsets = await menu.locator('.mobile-menu__panel').evaluateAll((panels) => panels.map((p) => (p as HTMLElement).style.insetInlineStart));
    expect(offsets).toEqual(['-100%', '0%']);
    await saveScreenshot(page, 'mobile-submenu');

    await top.getByRole('button', { name: 'Volver' }).click();
    await top.waitFor({ state: 'detached' });
    await menu.getByRole('button', { name: 'Páginas' }).click();
    await menu.getByRole('link', { name: 'Preguntas frecuentes' }).click();
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' }).waitFor();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await menu.waitFor();
    expect(await menu.locator('.mobile-menu__panel').count()).toBe(1);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });

  it('changes the currency from the settings panel', async () => {
    const page = await sb.newPage(MOBILE);
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await menu.getByRole('button', { name: /Moneda/ }).click();
    await menu.getByRole('button', { name: /Euro/ }).click();
    await menu.waitFor({ state: 'detached' });
    await page.locator('[data-price="current"]').first().waitFor();
    expect(await page.locator('[data-price="current"]').first().textContent()).toContain('€');
  });
});

describe('accessibility of the frame (axe-core)', () => {
  it('has no serious or critical violations on the desktop home, with menus open, and on mobile', async () => {
    const desktop = await sb.newPage();
    await openPage(desktop, '/');
    await desktop.locator('[data-price="current"]').first().waitFor();
    const found = { home: await seriousAxeViolations(desktop) };
    await desktop.getByRole('button', { name: 'Departamentos' }).click();
    await desktop.locator('.departments__item').first().hover();
    Object.assign(found, { departments: await seriousAxeViolations(desktop) });
    await desktop.getByRole('button', { name: /Ingresar/ }).click();
    Object.assign(found, { account: await seriousAxeViolations(desktop) });
    await desktop.getByRole('combobox', { name: 'Buscar repuestos' }).fill('freno');
    await desktop.getByRole('listbox', { name: 'Sugerencias de búsqueda' }).waitFor();
    Object.assign(found, { suggestions: await seriousAxeViolations(desktop) });
    await openPage(desktop, '/no-such-page');
    Object.assign(found, { notFound: await seriousAxeViolations(desktop) });

    const mobile = await sb.newPage(MOBILE);
    await openPage(mobile, '/mobile-header-variant-two');
    await mobile.locator('[data-price="current"]').first().waitFor();
    Object.assign(found, { mobile: await seriousAxeViolations(mobile) });
    await mobile.getByRole('button', { name: 'Abrir menú' }).click();
    await mobile.getByRole('dialog', { name: 'Menú' }).waitFor();
    Object.assign(found, { mobileMenu: await seriousAxeViolations(mobile) });

    expect(found).toEqual({ home: [], departments: [], account: [], suggestions: [], notFound: [], mobile: [], mobileMenu: [] });
  });
});
