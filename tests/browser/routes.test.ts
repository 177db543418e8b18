import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LINKS, MAIN_MENU, menuUrls } from '../../client/src/lib/menus';
import { LOGIN_PATH, loginPathFor } from '../../client/src/account/return-path';
import { openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

/** The Pages menu links the 404 page on purpose, to show it. */
const SHOWS_NOT_FOUND = '/site/not-found';
/** Account pages a signed-out visitor may see; the others send them to sign in and back. */
const OPEN_ACCOUNT_PAGES = ['/account/login', '/account/garage'];
/**
 * Where a signed-out visitor with an empty cart lands: the account home sends them to the login
 * page, which returns to the dashboard by default; any other closed account page to the login page
 * that comes back to it; checkout to the cart.
 */
const shownAt = (url: string) => {
  if (url === '/account') return LOGIN_PATH;
  // This visitor's cart is empty: checkout sends them back to the cart (once the cart is read).
  if (url === '/shop/checkout') return '/shop/cart';
  return url.startsWith('/account') && !OPEN_ACCOUNT_PAGES.includes(url) ? loginPathFor(url) : url;
};
const FRAME_LINKS = ['/site/about-us', '/site/contact-us-v1', '/', '/account/orders', '/shop/wishlist', '/shop/cart', '/shop/checkout', '/account/login', '/account/garage'];

describe('routes', () => {
  it('every menu link reaches a page of the frame with a heading, never the 404 page', async () => {
    const urls = [...new Set([...menuUrls(MAIN_MENU), ...menuUrls(ACCOUNT_LINKS), ...FRAME_LINKS, '/shop/category/frenos', '/shop/category/100001/products', '/shop/products/bujia-ngk-bkr6e', '/account/addresses/1', '/account/orders/1'])];
    expect(urls.length).toBeGreaterThan(40);
    const page = await sb.newPage();
    await openPage(page, '/');
    const failures: string[] = [];
    for (const url of urls) {
      // A page that sends the visitor to the page already shown (checkout to the cart) is opened
      // from another one, so waiting for where it lands cannot pass before it has been shown.
      if ((await page.locator('main').getAttribute('data-path')) === shownAt(url)) await openPage(page, '/site/about-us');
      // Through the menu's own link when the frame has one (the router navigates in the page), else a page load.
      const clicked = await page.evaluate((href) => {
        const link = document.querySelector<HTMLAnchorElement>(`header[data-header] a[href="${href}"]`);
        link?.click();
        return Boolean(link);
      }, url);
      if (!clicked) await openPage(page, url);
      // The frame marks the page it shows with its address, in the same render as the page.
      await page.locator(`main[data-path="${shownAt(url)}"]`).waitFor();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const isNotFound = (await page.locator('[data-page="not-found"]').count()) > 0;
      if (isNotFound !== (url === SHOWS_NOT_FOUND)) failures.push(url);
      if (!(await page.locator('header[data-header]').isVisible())) failures.push(`${url} (no header)`);
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it("the footer's API explorer link (demo mode) leaves the app for the explorer", async () => {
    const page = await sb.newPage();
    await openPage(page, '/site/about-us');
    expect(await page.locator('footer a[href="/sandbox"]').count()).toBe(1);
    expect(MAIN_MENU.some((item) => item.url === '/sandbox')).toBe(false);
    const res = await fetch(sb.shop.url + '/sandbox', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('id="root"');
  });
});
