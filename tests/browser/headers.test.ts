import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const DESKTOP_ROUTES: Array<[string, string]> = [
  ['/', 'classic/one'],
  ['/home-two', 'classic/one'],
  ['/header-spaceship-variant-one', 'spaceship/one'],
  ['/header-spaceship-variant-two', 'spaceship/two'],
  ['/header-spaceship-variant-three', 'spaceship/three'],
  ['/header-classic-variant-one', 'classic/one'],
  ['/header-classic-variant-two', 'classic/two'],
  ['/header-classic-variant-three', 'classic/three'],
  ['/header-classic-variant-four', 'classic/four'],
  ['/header-classic-variant-five', 'classic/five'],
  ['/shop/cart', 'classic/one'],
  ['/no-such-page', 'spaceship/one'],
];

describe('headers', () => {
  it('renders the desktop header each route names', async () => {
    const page = await sb.newPage();
    for (const [url, header] of DESKTOP_ROUTES) {
      await openPage(page, url);
      const shown = page.locator(`header[data-header="${header}"]`);
      await shown.waitFor({ state: 'visible' });
      expect(await page.locator('header[data-header]').count(), url).toBe(1);
      expect(await shown.locator('.topbar').count(), url).toBe(header.startsWith('classic') ? 1 : 0);
      expect(await page.locator('.mobile-header').isVisible(), url).toBe(false);
    }
  });

  it('renders the mobile header each route names, on small screens only', async () => {
    const page = await sb.newPage(MOBILE);
    for (const [url, variant] of [
      ['/', 'one'],
      ['/mobile-header-variant-one', 'one'],
      ['/mobile-header-variant-two', 'two'],
    ]) {
      await openPage(page, url);
      await page.locator(`header[data-mobile-header="${variant}"]`).waitFor({ state: 'visible' });
      expect(await page.locator('header[data-header]').isVisible(), url).toBe(false);
    }
    // Variant two keeps the search open; variant one opens it with its toggle.
    expect(await page.getByRole('combobox', { name: 'Buscar repuestos' }).isVisible()).toBe(true);
    await openPage(page, '/mobile-header-variant-one');
    expect(await page.getByRole('combobox', { name: 'Buscar repuestos' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir búsqueda' }).click();
    expect(await page.getByRole('combobox', { name: 'Buscar repuestos' }).isVisible()).toBe(true);
  });

  it('shows the 404 page for unknown addresses, with its search and the way home', async () => {
    const page = await sb.newPage();
    await openPage(page, '/shop/no-such-section/at-all');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('¡Uy! Error 404');
    expect(await page.title()).toBe('Página no encontrada');
    await page.getByRole('link', { name: 'Ir al inicio', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('looks right at desktop and mobile sizes (screenshots in tests/artifacts)', async () => {
    const desktop = await sb.newPage();
    await openPage(desktop, '/');
    await desktop.getByRole('article').first().waitFor();
    await saveScreenshot(desktop, 'home-desktop-1280');
    await saveScreenshot(desktop, 'home-desktop-1280-full', true);
    const mobile = await sb.newPage(MOBILE);
    await openPage(mobile, '/');
    await mobile.getByRole('article').first().waitFor();
    await saveScreenshot(mobile, 'home-mobile-375');
    const overflow = await mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
