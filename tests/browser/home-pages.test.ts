import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import es from '../../client/public/i18n/es.json';
import { newAuditPage } from './support/axe-page';
import { MOBILE, openPage, saveScreenshot, seriousAxeViolations, startShopBrowser, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const block = (page: Page, title: string) => page.locator('section', { has: page.getByRole('heading', { level: 2, name: title, exact: true }) }).first();

/** Scrolls through the page so lazily loaded pictures load, then back to the top. */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
}

describe('home pages', () => {
  it('carries the hero and the first two blocks in its HTML, and the browser draws the others with data the API answers', async () => {
    // The server's HTML: the first screen's blocks drawn, the five below it left as empty slots.
    const html = await fetch(`${sb.shop.url}/`).then((r) => r.text());
    expect(html).toContain('id="home-featured"');
    expect(html.match(/data-drawn-in-browser=""/g)).toHaveLength(5);
    for (const id of ['home-special-offers', 'home-latest-posts']) expect(html).not.toContain(`id="${id}"`);

    // The browser draws them (once near the screen or idle after the load event) and asks their data of the API.
    const page = await sb.newPage({ width: 1366, height: 900 });
    const asked: string[] = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).searchParams.get('operationName');
      if (name) asked.push(name);
    });
    await openPage(page, '/');
    for (const title of [es.TEXT_HOME_POPULAR_CATEGORIES, es.TEXT_HOME_SPECIAL_OFFERS, es.TEXT_HOME_PART_BRANDS, es.TEXT_HOME_LATEST_POSTS]) {
      await block(page, title).waitFor();
    }
    await block(page, es.TEXT_HOME_SPECIAL_OFFERS).locator('[data-price="current"]').first().waitFor();
    expect(asked).toEqual(expect.arrayContaining(['HomeCategories', 'HomeSpecialOffers', 'HomeColumns', 'HomeBrands', 'HomeLatestPosts']));
    expect(await page.locator('[data-drawn-in-browser]').count()).toBe(0);

    // A shopper who opens the home by a link in the browser gets every block at once.
    await page.getByRole('link', { name: es.LINK_HOME_SEE_ALL_PRODUCTS }).first().click();
    await page.waitForURL(/\/shop/);
    await page.goBack();
    await block(page, es.TEXT_HOME_LATEST_POSTS).locator('a[href^="/blog/post/"]').first().waitFor();
    await page.close();
  }, 90_000);

  it('home one shows every block with the shop data, and its links lead to real pages', async () => {
    const page = await sb.newPage({ width: 1366, height: 900 });
    await openPage(page, '/');
    const featured = block(page, es.HEADER_FEATURED_PRODUCTS);
    await featured.locator('[data-price="current"]').first().waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Autopartes del Sur');
    expect(await page.getByRole('heading', { name: es.TEXT_HOME_FIND_PARTS }).count()).toBe(1);

    // Tabs: the page carries the shown tab's cards only; another tab's are asked for when it is
    // pointed at, before it is chosen. Each shows a carousel of cards; the carousel moves with its buttons.
    expect(await featured.locator('article').count()).toBe(8);
    const popularAsked = page.waitForRequest((request) => {
      const url = decodeURIComponent(request.url());
      return url.includes('operationName=HomeProductTab&') && url.includes('"popular":true');
    });
    await featured.getByRole('tab', { name: es.TEXT_HOME_TAB_POPULAR }).hover();
    await popularAsked;
    for (const tab of [es.TEXT_HOME_TAB_POPULAR, es.TEXT_HOME_TAB_TOP_RATED, es.TEXT_HOME_TAB_ON_SALE, es.TEXT_HOME_TAB_FEATURED]) {
      await featured.getByRole('tab', { name: tab }).click();
      await featured.getByRole('region', { name: tab }).locator('[data-price="current"]').first().waitFor();
    }
    const visibleSlides = () => featured.locator('li[aria-roledescription]:not([inert])').allTextContents();
    const before = await visibleSlides();
    expect(before).toHaveLength(4);
    await featured.getByRole('button', { name: es.BUTTON_CAROUSEL_NEXT }).click();
    await expect.poll(visibleSlides).not.toEqual(before);

    // The blocks below the first screen are drawn by the browser: each is waited for.
    const categories = block(page, es.TEXT_HOME_POPULAR_CATEGORIES);
    await categories.locator('h3').first().waitFor();
    for (const title of [es.TEXT_HOME_SPECIAL_OFFERS, es.TEXT_HOME_TAB_TOP_RATED, es.TEXT_HOME_LATEST_PRODUCTS, es.TEXT_HOME_LATEST_POSTS]) {
      await block(page, title).locator('a').first().waitFor();
    }
    expect(await categories.locator('h3').count()).toBe(8);
    expect(await categories.locator('ul ul a').count()).toBeGreaterThan(8);
    expect(await block(page, es.TEXT_HOME_SPECIAL_OFFERS).locator('article, [data-price="current"]').count()).toBeGreaterThan(0);
    for (const column of [es.TEXT_HOME_TAB_TOP_RATED, es.TEXT_HOME_LATEST_PRODUCTS, es.TEXT_HOME_TAB_ON_SALE]) {
      expect(await block(page, column).locator('li a[href^="/shop/products/"]').count()).toBeGreaterThan(0);
    }
    expect(await block(page, es.TEXT_HOME_LATEST_POSTS).locator('a[href^="/blog/post/"]').count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole('heading', { level: 3, name: es.TEXT_HOME_FEATURE_RETURNS }).count()).toBe(1);

    // Brand logos load (scrolled into view: they load lazily).
    await scrollThrough(page);
    const logos = block(page, es.TEXT_HOME_PART_BRANDS).locator('img');
    expect(await logos.count()).toBeGreaterThan(4);
    await expect.poll(() => logos.first().evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await saveScreenshot(page, 'home-one-1366', true);

    // A product name opens its page.
    const productLink = featured.locator('li:not([inert]) a[href^="/shop/products/"]').first();
    const productName = (await productLink.textContent())!.trim();
    await productLink.click();
    await page.waitForURL(/\/shop\/products\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(productName);

    // A child category link opens that category.
    await openPage(page, '/');
    const childLink = block(page, es.TEXT_HOME_POPULAR_CATEGORIES).locator('ul ul a').first();
    await childLink.waitFor();
    const childName = (await childLink.textContent())!.trim();
    await childLink.click();
    await page.waitForURL(/\/shop\/category\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(childName);

    // A post card opens the post.
    await openPage(page, '/');
    const postLink = block(page, es.TEXT_HOME_LATEST_POSTS).locator('h3 a').first();
    await postLink.waitFor();
    const postTitle = (await postLink.textContent())!.trim();
    await postLink.click();
    await page.waitForURL(/\/blog\/post\//);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toBe(postTitle);
  }, 120_000);

  it('home two composes the same blocks in another order, and a header variant still shows the home page', async () => {
    const page = await sb.newPage(MOBILE);
    await openPage(page, '/home-two');
    await block(page, es.HEADER_FEATURED_PRODUCTS).locator('[data-price="current"]').first().waitFor();
    const order = await page.locator('main h2').allTextContents();
    expect(order.indexOf(es.TEXT_HOME_POPULAR_CATEGORIES)).toBeLessThan(order.indexOf(es.HEADER_FEATURED_PRODUCTS));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await scrollThrough(page);
    await saveScreenshot(page, 'home-two-375', true);

    // The header variants show the home page under their header.
    await page.goto('/header-classic-variant-two');
    await page.getByRole('heading', { name: es.TEXT_HOME_FIND_PARTS }).waitFor();
    await block(page, es.HEADER_FEATURED_PRODUCTS).locator('[data-price="current"]').first().waitFor();
  }, 90_000);

  it('has no serious or critical axe violations, in Spanish and right to left', async () => {
    const page = await newAuditPage(sb);
    await openPage(page, '/');
    await block(page, es.HEADER_FEATURED_PRODUCTS).locator('[data-price="current"]').first().waitFor();
    await block(page, es.TEXT_HOME_LATEST_POSTS).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await openPage(page, '/?lang=en-RTL');
    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' });
    await page.locator('[data-price="current"]').first().waitFor();
    await scrollThrough(page);
    await saveScreenshot(page, 'home-one-rtl', true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.close();
  }, 90_000);
});
