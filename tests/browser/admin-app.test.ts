import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { ROOT } from './support/build-client';

// The staff's app at /admin: its own page, never rendered by the shop's renderer nor kept by a
// cache, its texts apart from the shop's copy of the translations.
let sb: ShopBrowser;

beforeAll(async () => {
  sb = await startShopBrowser();
});

afterAll(async () => {
  await sb?.close();
});

describe('the staff app at /admin', () => {
  it('answers every address below /admin with its one page, kept by nobody', async () => {
    for (const address of ['/admin', '/admin/', '/admin/sign-in', '/admin/orders/A-1']) {
      const res = await fetch(sb.shop.url + address, { headers: { accept: 'text/html' } });
      expect(res.status, address).toBe(200);
      expect(res.headers.get('cache-control'), address).toContain('no-store');
      const html = await res.text();
      expect(html).toContain('<div id="admin"></div>');
      expect(html).not.toContain('id="content"');
    }
  });

  it('bundles its texts and leaves the shop’s served texts as they were', async () => {
    const html = await (await fetch(sb.shop.url + '/admin/sign-in', { headers: { accept: 'text/html' } })).text();
    const script = /src="(\/assets\/admin-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const js = await fetch(sb.shop.url + script!);
    expect(js.status).toBe(200);
    expect(js.headers.get('cache-control')).toContain('immutable');

    const shop = (await (await fetch(sb.shop.url + '/assets/i18n/es.json')).json()) as Record<string, string>;
    expect(Object.keys(shop).filter((k) => k.startsWith('admin.'))).toEqual([]);
    const source = JSON.parse(fs.readFileSync(path.join(ROOT, 'client/public/i18n/es.json'), 'utf8')) as Record<string, string>;
    expect(source['admin.SIGN_IN_TITLE']).toBe('Ingresar');
    expect(Object.keys(shop).length).toBe(Object.keys(source).filter((k) => !k.startsWith('admin.')).length);
  });

  it('shows the sign-in form in Spanish, labelled, and right to left in en-RTL', async () => {
    const page = await sb.newPage({ width: 1366, height: 900 });
    await page.goto('/admin/sign-in');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Ingresar');
    await expect.poll(() => page.getByLabel('Correo electrónico').count()).toBe(1);
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('main').count()).toBe(1);

    await page.goto('/admin/sign-in?lang=en-RTL');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
  });
});
