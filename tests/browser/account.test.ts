import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from './support/build-client';
import { pageLoaders } from '../../client/src/route-loaders';
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
    await page.locator('#content').getByRole('heading', { name: 'Tu perfil' }).waitFor();
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
    // Signed out: the header offers to sign in again with its panel closed, the page shows the login form.
    const signIn = page.locator('header[data-header]').getByRole('button', { name: 'Ingresar' });
    await expect.poll(() => signIn.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.count()).toBe(0);
    await page.locator('#content').getByRole('button', { name: 'Ingresar' }).waitFor();
  });

  it('adds to the wish list and the header count follows the answer', async () => {
    const page = await sb.newPage();
    await openPage(page, '/');
    const wishlist = page.locator('header[data-header] a[href="/shop/wishlist"]');
    await wishlist.getByText('0').waitFor();
    // The featured products slide a page at a time and the cards out of view are inert: the
    // shopper moves the carousel until the battery shows, then adds it from its card.
    const featured = page.getByRole('region', { name: 'Productos destacados', exact: true });
    await featured.getByRole('article').first().waitFor();
    const battery = featured.getByRole('article', { name: /Batería Moura/ });
    for (let moves = 0; (await battery.count()) === 0; moves += 1) {
      expect(moves, 'the battery is among the featured products').toBeLessThan(4);
      await featured.getByRole('button', { name: 'Siguientes' }).click();
    }
    await battery.getByRole('button', { name: 'Agregar a favoritos' }).click();
    await page.getByText(/«Batería Moura.*» se agregó a tus favoritos\./).waitFor();
    await wishlist.getByText('1').waitFor();
  });

  it('preloads every lazy page a while after the first page has loaded', async () => {
    const pages = lazyPageScripts();
    expect(pages.length).toBeGreaterThan(20);
    const page = await sb.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await openPage(page, '/');
    const missing = () => pages.filter((script) => !scripts.includes(script));
    await expect.poll(missing, { timeout: 15_000 }).toEqual([]);
    // Preloaded, not shown: the home page is still the page.
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('region', { name: 'Productos destacados', exact: true }).waitFor();
  });
});

/**
 * The script of every lazily loaded page: the modules client/src/route-loaders.ts names, found
 * in the build's manifest (one chunk per page module).
 */
function lazyPageScripts(): string[] {
  const modules = Object.values(pageLoaders).map((load) => load.source);
  const manifest = JSON.parse(fs.readFileSync(path.join(CLIENT_DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string; isDynamicEntry?: boolean }>;
  return modules.map((module) => {
    const chunk = manifest[module];
    expect(chunk?.isDynamicEntry, `${module} is a lazy chunk of the build`).toBe(true);
    return `/${chunk.file}`;
  });
}
