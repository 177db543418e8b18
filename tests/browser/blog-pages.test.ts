import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

describe('blog', () => {
  it('pages the posts 8 at a time, filters by a sidebar category and opens a post from its card', async () => {
    const page = await sb.newPage({ width: 1366, height: 900 });
    await openPage(page, '/blog/category-grid');
    const cards = page.locator('main article h2 a[href^="/blog/post/"]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(8);
    expect(await page.getByText(fill(es.TEXT_BLOG_SHOWING, { from: 1, to: 8, total: 10 })).count()).toBe(1);
    await saveScreenshot(page, 'blog-grid-1366', true);

    await page.getByRole('navigation', { name: es.TEXT_PAGINATION }).getByRole('link', { name: /2/ }).first().click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.allTextContents()).toEqual(['Filtros: cada cuánto cambiarlos', 'Bujías de iridio: ¿valen la pena?']);

    await page.getByRole('complementary').getByRole('link', { name: 'Novedades' }).click();
    await page.waitForURL(/category=novedades/);
    await page.getByRole('heading', { level: 1, name: 'Novedades' }).waitFor();
    await expect.poll(() => cards.allTextContents()).toEqual(['Nuevas lámparas LED homologadas en el catálogo']);

    const search = page.getByRole('complementary').getByRole('searchbox');
    await search.fill('amortiguadores');
    await search.press('Enter');
    await page.waitForURL(/search=amortiguadores/);
    await expect.poll(() => cards.allTextContents()).toEqual(['Guía para elegir amortiguadores']);

    await cards.first().click();
    await page.waitForURL('**/blog/post/guia-para-elegir-amortiguadores');
    await page.getByRole('heading', { level: 1, name: 'Guía para elegir amortiguadores' }).waitFor();
    expect(await page.locator('main p').filter({ hasText: 'Los amortiguadores mantienen las ruedas apoyadas' }).count()).toBe(1);
    expect(await page.locator('main article p').count()).toBeGreaterThanOrEqual(5);

    // Previous and next lead to the neighbouring posts.
    await page.locator('a[rel="next"]').click();
    await page.getByRole('heading', { level: 1, name: 'Kit de distribución: por qué cambiarlo a tiempo' }).waitFor();
    await saveScreenshot(page, 'blog-post-1366', true);
  }, 120_000);

  it('shows a real post in each post layout, the picture left out only without image, and 404 for an unknown post', async () => {
    const page = await sb.newPage(MOBILE);
    for (const [url, pictures] of [
      ['/blog/post-left-sidebar', 1],
      ['/blog/post-right-sidebar', 1],
      ['/blog/post-without-image', 0],
    ] as const) {
      await openPage(page, url);
      await page.getByRole('heading', { level: 1, name: 'Cuándo cambiar las pastillas de freno' }).waitFor();
      expect(await page.locator('main article img[src*="/blog/"]').count()).toBe(pictures);
      expect(await page.locator('a[rel="prev"]').count()).toBe(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(page, 'blog-post-375', true);
    await openPage(page, '/blog/post/no-existe');
    await page.getByRole('heading', { level: 1, name: es.TEXT_OOPS_ERROR_404 }).waitFor();
  }, 90_000);

  it('has no serious or critical axe violations on the blog and a post, also right to left', async () => {
    const page = await newAuditPage(sb);
    for (const url of ['/blog', '/blog/post/kit-de-distribucion-por-que-cambiarlo-a-tiempo', '/blog/category-list?lang=en-RTL']) {
      await openPage(page, url);
      await page.locator('main article').first().waitFor();
      await page.getByRole('complementary').locator('a').first().waitFor();
      expect({ url, violations: await seriousAxeViolations(page) }).toEqual({ url, violations: [] });
    }
    await saveScreenshot(page, 'blog-list-rtl', true);
    await page.close();
  }, 90_000);
});
