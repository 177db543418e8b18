import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const DEMO = { email: 'demo@autopartesdelsur.com.ar', password: 'repuestos-demo' };

describe('account dropdown', () => {
  it('shows the server refusal, signs in to the dashboard, shows the profile links, and signs out', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    const panel = page.getByRole('region', { name: 'Mi cuenta' });
    await panel.getByLabel('Correo electrónico').fill(DEMO.email);
    await panel.getByLabel('Contraseña').fill('not-the-password');
    await panel.getByRole('button', { name: 'Ingresar' }).click();
    await panel.getByRole('alert').getByText('El correo o la contraseña no son correctos.').waitFor();

    await panel.getByLabel('Contraseña').fill(DEMO.password);
    await panel.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/account/dashboard');
    const account = page.getByRole('button', { name: DEMO.email });
    await account.waitFor();

    await account.click();
    await panel.getByRole('link', { name: 'Mi garaje' }).waitFor();
    expect(await panel.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/account/dashboard',
      '/account/garage',
      '/account/profile',
      '/account/orders',
      '/account/addresses',
    ]);
    await saveScreenshot(page, 'account-signed-in');
    await panel.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/account/login');
    await page.getByRole('button', { name: 'Ingresar' }).waitFor();
  });

  it('adds to the wish list and the header count follows the answer', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    const wishlist = page.locator('header[data-header] a[href="/shop/wishlist"]');
    await wishlist.getByText('0').waitFor();
    await page.getByRole('article', { name: /Batería Moura/ }).getByRole('button', { name: 'Agregar a favoritos' }).click();
    await page.getByText(/«Batería Moura.*» se agregó a tus favoritos\./).waitFor();
    await wishlist.getByText('1').waitFor();
  });

  it('preloads every lazy section once the first page is on screen', async () => {
    const page = await sb.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await openPage(page, '/');
    const sections = ['shop-section', 'blog-section', 'account-section', 'site-pages', 'Gallery'];
    const missing = () => sections.filter((section) => !scripts.some((s) => new RegExp(`/assets/${section}-[\\w-]+\\.js$`).test(s)));
    await expect.poll(missing, { timeout: 15_000 }).toEqual([]);
    // Preloaded, not shown: the home page is still the page.
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
