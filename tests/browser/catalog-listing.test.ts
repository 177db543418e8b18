import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MOBILE, openPage, saveScreenshot, seriousAxeViolations, startShopBrowser, type ShopBrowser } from './support/shop-browser';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});
const contexts: BrowserContext[] = [];
afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close().catch(() => undefined);
});

const WIDE = { width: 1366, height: 900 };
/** Bounds for a machine under load: a step may wait this long, a whole journey three times that. */
const STEP_MS = 60_000;
const JOURNEY_MS = 180_000;

/**
 * A shopper in Argentine Spanish (or `locale`) at a size. Its pages accept the axe script the
 * test injects, whatever script policy the shop sets.
 */
async function newShopper(viewport = WIDE): Promise<Page> {
  const context = await sb.browser.newContext({ viewport, locale: 'es-AR', baseURL: sb.shop.url, bypassCSP: true });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return page;
}
/** A car of the stand-in's data set with parts in the assembly group below. */
const VEHICLE = '10020';
const GROUP = '100001';

/** "AR$ 48.900,00" → 48900 */
const pesos = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

const cards = (page: Page) => page.getByTestId('product-cards').locator('article');
const cardNames = (page: Page) => cards(page).locator('h3').allTextContents();
const cardPrices = async (page: Page) => (await cards(page).locator('[data-price="current"]').allTextContents()).map(pesos);

/** A GraphQL call from inside the page, with the shopper's session cookie and CSRF token. */
async function gqlInPage<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.evaluate(
    async ({ query, variables }) => {
      const token = document.cookie.split(';').map((p) => p.trim().split('=')).find(([k]) => k === 'csrf-token')?.[1] ?? '';
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': decodeURIComponent(token) },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    { query, variables },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data as T;
}

describe('all products as a shopper', () => {
  it('filters by brand and price, sorts by price, pages, and a reload shows the same view', async () => {
    const page = await newShopper(WIDE);
    await openPage(page, '/shop/category/products');
    await page.getByRole('heading', { level: 1, name: 'Todos los productos' }).waitFor();
    await page.getByText('1–8 de 24').first().waitFor();
    expect(await cards(page).count()).toBe(8);

    // A brand: only its products, as many as its count.
    await page.getByRole('checkbox', { name: /^Bosch/ }).click();
    await page.waitForURL(/brand=bosch/);
    await page.getByText(/^1–4 de 4$/).first().waitFor();
    expect((await cardNames(page)).every((name) => /Bosch/.test(name))).toBe(true);

    // A price range typed in the two inputs.
    await page.getByLabel('Desde').fill('5000');
    await page.getByLabel('Hasta').fill('60000');
    await page.getByLabel('Hasta').press('Enter');
    await page.waitForURL(/price=5000-60000/);
    await page.getByRole('link', { name: 'Quitar el filtro Bosch' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    // The filtered cards may come a moment after the busy mark clears: wait for them, bounded.
    await expect.poll(async () => (await cardPrices(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const bosch = await cardPrices(page);
    expect(bosch.every((p) => p >= 5000 && p <= 60000)).toBe(true);

    // Sorted by price, then the brand chip removed: more than a page within the range.
    await page.getByLabel('Ordenar por').selectOption('PRICE_ASC');
    await page.waitForURL(/sort=price-asc/);
    await page.getByRole('link', { name: 'Quitar el filtro Bosch' }).click();
    await page.waitForURL((url) => !url.search.includes('brand='));
    await page.getByRole('link', { name: 'Quitar el filtro Bosch' }).waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await expect.poll(async () => (await cardPrices(page)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const first = await cardPrices(page);
    expect(first).toEqual([...first].sort((a, b) => a - b));
    expect(first.every((p) => p >= 5000 && p <= 60000)).toBe(true);

    await page.getByRole('navigation', { name: 'Páginas de productos' }).getByRole('link', { name: 'Página 2' }).click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    // The address changes a moment before the second page's cards replace the first's.
    await expect.poll(async () => JSON.stringify(await cardPrices(page)), { timeout: 15_000 }).not.toBe(JSON.stringify(first));
    const second = await cardPrices(page);
    expect(second.length).toBeGreaterThan(0);
    expect(Math.min(...second)).toBeGreaterThanOrEqual(Math.max(...first));
    const names = await cardNames(page);
    const url = page.url();
    expect(new URL(url).search).toBe('?price=5000-60000&sort=price-asc&page=2');
    await saveScreenshot(page, 'listing-all-products-filtered-1366');

    // The same address, served afresh (rendered by the gateway, then hydrated).
    await page.reload();
    await page.getByTestId('product-cards').waitFor();
    expect(page.url()).toBe(url);
    expect(await cardNames(page)).toEqual(names);
    expect(await page.getByLabel('Ordenar por').inputValue()).toBe('PRICE_ASC');
    expect(await page.getByLabel('Desde').inputValue()).toBe('5000');
    expect(await page.getByLabel('Hasta').inputValue()).toBe('60000');
    expect(await page.getByRole('link', { name: 'Página 2' }).count()).toBe(0);
    expect(await page.locator('[aria-current="page"]', { hasText: '2' }).count()).toBe(1);

    // Back returns to page 1 of the same view.
    await page.goBack();
    await page.waitForURL((u) => !u.search.includes('page=2'));
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await expect.poll(() => cardPrices(page), { timeout: 15_000 }).toEqual(first);

    expect(await seriousAxeViolations(page)).toEqual([]);
  }, JOURNEY_MS);

  it('the menu layout links land on the matching layout', async () => {
    const page = await newShopper(WIDE);
    for (const layout of ['list', 'table', 'grid']) {
      await openPage(page, `/shop/category/products?layout=${layout}`);
      await page.getByTestId('product-cards').waitFor();
      expect(await page.getByTestId('product-cards').getAttribute('data-layout')).toBe(layout);
      expect(await cards(page).first().getAttribute('data-layout')).toBe(layout);
    }
    await saveScreenshot(page, 'listing-grid-1366');
    await openPage(page, '/shop/category/products?layout=table');
    await page.getByTestId('product-cards').waitFor();
    await saveScreenshot(page, 'listing-table-1366');
  }, JOURNEY_MS);

  it('at 375 px the filters open in a drawer; in en-RTL the page mirrors', async () => {
    const phone = await newShopper(MOBILE);
    await openPage(phone, '/shop/category/products');
    await phone.getByTestId('product-cards').waitFor();
    expect(await phone.getByRole('checkbox', { name: /^Bosch/ }).isVisible()).toBe(false);
    await saveScreenshot(phone, 'listing-all-products-375');
    await phone.getByRole('button', { name: 'Filtrar' }).click();
    const drawer = phone.getByRole('dialog', { name: 'Filtros' });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: /^Brembo/ }).click();
    await phone.waitForURL(/brand=brembo/);
    await drawer.getByRole('button', { name: /^Ver 2 productos$/ }).waitFor();
    await saveScreenshot(phone, 'listing-filters-drawer-375');
    expect(await seriousAxeViolations(phone)).toEqual([]);
    await drawer.getByRole('button', { name: /^Ver 2 productos$/ }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(await cards(phone).count()).toBe(2);

    const rtl = await newShopper(WIDE);
    await openPage(rtl, '/shop/category/products?lang=en-RTL');
    await rtl.getByTestId('product-cards').waitFor();
    expect(await rtl.locator('html').getAttribute('dir')).toBe('rtl');
    await rtl.getByText('1–8 of 24').first().waitFor();
    const sidebar = await rtl.getByRole('complementary', { name: 'Filters' }).boundingBox();
    const main = await rtl.getByTestId('product-cards').boundingBox();
    expect(sidebar!.x).toBeGreaterThan(main!.x);
    await saveScreenshot(rtl, 'listing-all-products-rtl-1366');
  }, JOURNEY_MS);
});

describe('shop categories', () => {
  it('a category of layout categories shows its subcategories; a subcategory lists its products; an unknown slug is the 404 page', async () => {
    const page = await newShopper(WIDE);
    await openPage(page, '/shop/category/frenos');
    await page.getByRole('heading', { level: 1, name: 'Frenos' }).waitFor();
    const tiles = page.getByRole('heading', { level: 2, name: 'Subcategorías' }).locator('xpath=..').getByRole('heading', { level: 3 });
    await tiles.first().waitFor();
    expect(await tiles.count()).toBeGreaterThan(1);
    await saveScreenshot(page, 'category-subcategories-1366');
    const name = (await tiles.first().textContent())!;
    await tiles.first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByTestId('product-cards').waitFor();
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Frenos' }).first().getAttribute('href')).toBe('/shop/category/frenos');

    await openPage(page, '/shop/category/frenos/products');
    await page.getByTestId('product-cards').waitFor();
    expect(await page.getByRole('link', { name: name, exact: true }).count()).toBeGreaterThan(0);

    await openPage(page, '/shop/category/no-such-category');
    await page.getByRole('heading', { level: 1, name: '¡Uy! Error 404' }).waitFor();
  }, JOURNEY_MS);
});

describe('parts for the current vehicle', () => {
  it('a provider category lists the parts that fit the current vehicle and says so on every card', async () => {
    const page = await newShopper(WIDE);
    await openPage(page, '/');
    const { garage } = await gqlInPage<{ garage: { currentVehicle: { id: string; make: string; model: string } } }>(
      page,
      'mutation($v: ID!) { addVehicleToGarage(vehicleId: $v) { vehicles { id } } garage: setCurrentVehicle(vehicleId: $v) { currentVehicle { id make model } } }',
      { v: VEHICLE },
    );
    expect(garage.currentVehicle.id).toBe(VEHICLE);
    const { partProducts } = await gqlInPage<{ partProducts: { total: number } }>(
      page,
      'query($c: ID!, $v: ID) { partProducts(categoryId: $c, vehicleId: $v) { total } }',
      { c: GROUP, v: VEHICLE },
    );
    expect(partProducts.total).toBeGreaterThan(0);

    await openPage(page, `/shop/category/${GROUP}/products`);
    await page.getByTestId('vehicle-line').waitFor();
    expect(await page.getByTestId('vehicle-line').textContent()).toContain(`Mostrando repuestos para`);
    expect(await page.getByTestId('vehicle-line').textContent()).toContain(garage.currentVehicle.model);
    await page.getByTestId('product-cards').waitFor();
    await page.getByText(`de ${partProducts.total}`).first().waitFor();
    const n = await cards(page).count();
    expect(n).toBe(Math.min(8, partProducts.total));
    const fits = await cards(page).locator('[data-fit]').evaluateAll((badges) => badges.map((b) => b.getAttribute('data-fit')));
    expect(fits).toHaveLength(n);
    expect(fits.every((f) => f === 'fits' || f === 'universal')).toBe(true);
    expect(await cards(page).locator('[data-fit="fits"]').first().textContent()).toContain(garage.currentVehicle.model);
    await saveScreenshot(page, 'listing-provider-vehicle-1366');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A price range typed in the group's price filter: only the parts within it, as many as the API counts.
    const whole = await gqlInPage<{ partProducts: { items: { price: number | null }[] } }>(
      page,
      'query($c: ID!, $v: ID) { partProducts(categoryId: $c, vehicleId: $v, limit: 100) { items { price } } }',
      { c: GROUP, v: VEHICLE },
    );
    // Parts without an offer have no price: a price range leaves them out.
    const prices = whole.partProducts.items.map((i) => i.price).filter((p): p is number => p !== null).sort((a, b) => a - b);
    const from = Math.floor(prices[Math.floor(prices.length / 4)]);
    const to = Math.ceil(prices[Math.floor((3 * prices.length) / 4)]);
    const inRange = prices.filter((p) => p >= from && p <= to).length;
    await page.getByLabel('Desde').fill(String(from));
    await page.getByLabel('Hasta').fill(String(to));
    await page.getByLabel('Hasta').press('Enter');
    await page.waitForURL(new RegExp(`price=${from}-${to}`));
    await page.getByText(`de ${inRange}`).first().waitFor();
    const ranged = await cardPrices(page);
    expect(ranged).toHaveLength(Math.min(8, inRange));
    expect(ranged.every((p) => p >= from && p <= to)).toBe(true);
    await saveScreenshot(page, 'listing-provider-price-1366');
    // Served afresh at that address (rendered by the gateway, then hydrated): the same range and cards.
    await page.reload();
    await page.getByTestId('product-cards').waitFor();
    expect(await page.getByLabel('Desde').inputValue()).toBe(String(from));
    expect(await cardPrices(page)).toEqual(ranged);

    const phone = await newShopper(MOBILE);
    await phone.context().addCookies(await page.context().cookies());
    await openPage(phone, `/shop/category/${GROUP}/products?price=${from}-${to}`);
    await phone.getByText(`de ${inRange}`).first().waitFor();
    await phone.getByRole('button', { name: 'Filtrar' }).click();
    await phone.getByRole('dialog', { name: 'Filtros' }).getByLabel('Desde').waitFor();
    await saveScreenshot(phone, 'listing-provider-price-drawer-375');
    const rtl = await newShopper(WIDE);
    await rtl.context().addCookies(await page.context().cookies());
    await openPage(rtl, `/en-rtl/shop/category/${GROUP}/products?price=${from}-${to}`);
    await rtl.getByText(`of ${inRange}`).first().waitFor();
    expect(await rtl.getByLabel('From').inputValue()).toBe(String(from));
    await saveScreenshot(rtl, 'listing-provider-price-rtl-1366');

    // Without a vehicle the group is too large to filter by price: the page says so and offers the way back.
    const anyone = await newShopper(WIDE);
    await openPage(anyone, `/shop/category/${GROUP}/products?price=${from}-${to}`);
    await anyone.getByText('Esta lista tiene demasiados repuestos para filtrar por precio').waitFor();
    await saveScreenshot(anyone, 'listing-provider-too-large-1366');
    await anyone.getByRole('link', { name: 'Quitar todos los filtros' }).first().click();
    await anyone.waitForURL((u) => !u.search.includes('price='));
    await anyone.getByTestId('product-cards').waitFor();

    // The shop page shows only the groups with parts for the vehicle, and says for which.
    await openPage(page, '/shop');
    await page.getByTestId('shop-part-groups').getByRole('link').first().waitFor();
    expect(await page.getByTestId('vehicle-line').textContent()).toContain(garage.currentVehicle.model);
    await saveScreenshot(page, 'shop-page-vehicle-1366');
  }, JOURNEY_MS);

  it('a part number typed with dots in the search box finds the article', async () => {
    const page = await newShopper(WIDE);
    await openPage(page, '/');
    const { search } = await gqlInPage<{ search: { items: { slug: string; name: string; partNumber: string; source: string }[] } }>(
      page,
      '{ search(query: "disco freno", limit: 48) { items { slug name partNumber source } } }',
    );
    const article = search.items.find((p) => p.source === 'PROVIDER' && / /.test(p.partNumber))!;
    expect(article).toBeDefined();
    const typed = article.partNumber.split(/\s+/).join('.');
    const box = page.getByRole('combobox', { name: 'Buscar repuestos' }).or(page.getByLabel('Buscar repuestos')).first();
    await box.fill(typed);
    await box.press('Enter');
    await page.waitForURL(/\/shop\/category\/products\?q=/);
    await page.getByRole('heading', { level: 1, name: new RegExp(typed.replace(/\./g, '\\.')) }).waitFor();
    const link = page.getByTestId('product-cards').locator(`a[href="/shop/products/${article.slug}"]`);
    await link.waitFor();
    expect(await link.textContent()).toBe(article.name);
    await saveScreenshot(page, 'listing-search-part-number-1366');
  }, JOURNEY_MS);
});
