import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInProvider, type StandInProvider } from '../../fixtures/provider/index';
import { PROVIDER_TEST_DATA } from '../provider/helpers';
import { MOBILE, openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';

// A page for every vehicle, as a shopper meets it: the header's picker lands on the vehicle's own
// address, that address opened with no session shows the same groups and parts, a group page lists
// only parts that fit (each card checked against the provider's own linkages), and the pages pass
// the accessibility audit on a desk and on a phone, left to right and right to left.

const WIDE = { width: 1366, height: 900 };
const JOURNEY_MS = 180_000;

let provider: StandInProvider;
let sb: ShopBrowser;

beforeAll(async () => {
  provider = await startStandInProvider({ dataDir: PROVIDER_TEST_DATA, quirks: { strict: true } });
  sb = await startShopBrowser({ PROVIDER_URL: provider.url, PROVIDER_API_KEY: provider.apiKey, PROVIDER_ID: String(provider.providerId) });
}, 120_000);

afterAll(async () => {
  await sb?.close();
  await provider?.close();
});

/** Chooses the first real option of a select once it is enabled and its options have arrived. */
async function chooseFirst(select: Locator): Promise<string> {
  await expect.poll(() => select.evaluate((s: HTMLSelectElement) => !s.disabled && s.options.length > 1)).toBe(true);
  await select.selectOption({ index: 1 });
  return select.evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text);
}

/** The vehicle ids a provider article links, asked of the provider itself (without a vehicle: every linkage). */
async function linkedCarIds(slug: string): Promise<number[]> {
  const [genericArticleId, legacyArticleId] = slug.split('-').map(Number);
  const res = await fetch(provider.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': provider.apiKey },
    body: JSON.stringify({
      getArticles: { provider: provider.providerId, articleCountry: 'AR', lang: 'es', perPage: 10, page: 1, legacyArticleIds: [legacyArticleId], genericArticleIds: [genericArticleId], includeLinkages: true, includeGenericArticles: true },
    }),
  });
  const body = (await res.json()) as { articles?: { linkages?: { linkageTargetId?: number }[] | '' }[] };
  const linkages = body.articles?.[0]?.linkages;
  return Array.isArray(linkages) ? linkages.map((l) => l.linkageTargetId ?? 0) : [];
}

/** What a vehicle page shows: its groups (names with counts) and its parts (their addresses). */
async function shown(page: Page): Promise<{ groups: string[]; parts: string[] }> {
  const groups = await page.getByTestId('vehicle-groups').locator('h3').allInnerTexts();
  const parts = await page.getByTestId('product-cards').locator('h3 a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return { groups, parts };
}

describe('a page for every vehicle', () => {
  it('is where the header picker lands, the same with no session, and its group pages list only parts that fit', async () => {
    const page = await sb.newPage(WIDE);
    page.setDefaultTimeout(60_000);
    await openPage(page, '/');

    // The picker: make, model, year and engine, saved, then chosen.
    await page.getByRole('button', { name: /Elegir vehículo/ }).first().click();
    const picker = page.getByRole('region', { name: 'Elegí tu vehículo' });
    const make = await chooseFirst(picker.getByRole('combobox', { name: 'Marca' }));
    const model = await chooseFirst(picker.getByRole('combobox', { name: 'Modelo' }));
    await chooseFirst(picker.getByRole('combobox', { name: 'Año' }));
    const carId = await picker.getByRole('combobox', { name: 'Motor' }).evaluate(async (s: HTMLSelectElement) => {
      while (s.disabled || s.options.length < 2) await new Promise((r) => setTimeout(r, 50));
      return s.options[1].value;
    });
    await chooseFirst(picker.getByRole('combobox', { name: 'Motor' }));
    await picker.getByRole('button', { name: 'Agregar vehículo' }).click();
    await expect.poll(() => picker.getByRole('radio').count()).toBe(2);
    await picker.getByRole('button', { name: 'Elegir vehículo' }).click();

    // It lands on the vehicle's own address, with its facts, groups and parts.
    await page.waitForURL((url) => url.pathname.startsWith('/shop/vehicles/') && url.pathname.endsWith(`-${carId}`));
    const address = new URL(page.url()).pathname;
    expect(address.split('/').length).toBe(7);
    await page.getByRole('heading', { level: 1, name: new RegExp(`Repuestos para ${make} ${model}`) }).waitFor();
    await page.getByTestId('vehicle-groups').waitFor();
    await page.getByRole('button', { name: 'Es tu vehículo actual' }).waitFor();
    const mine = await shown(page);
    expect(mine.groups.length).toBeGreaterThan(0);
    expect(mine.parts.length).toBeGreaterThan(0);

    // The address alone, in a new browser without cookies: the same groups and parts.
    const fresh = await sb.browser.newContext({ viewport: WIDE, locale: 'es-AR', baseURL: sb.shop.url, bypassCSP: true });
    const other = await fresh.newPage();
    await openPage(other, address);
    expect(await shown(other)).toEqual(mine);
    expect(await other.getByRole('button', { name: 'Es mi auto' }).isEnabled()).toBe(true);
    expect(await axeSerious(other)).toEqual([]);
    await saveScreenshot(other, 'vehicle-page-1366', true);

    // A group with parts: every card says it fits, and the provider links each part to this car.
    const groupLink = other.getByTestId('vehicle-groups').locator('ul a[data-group-id]').first();
    const groupName = (await groupLink.innerText()).trim();
    await groupLink.click();
    await other.waitForURL((url) => url.pathname.startsWith(`${address}/`));
    await other.getByRole('heading', { level: 1, name: new RegExp(`^${groupName} para ${make} ${model}`) }).waitFor();
    const cards = other.getByTestId('product-cards').locator('article');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const slugs = await cards.locator('h3 a').evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').replace('/shop/products/', '')));
    const fits = await cards.evaluateAll((list) => list.map((card) => card.querySelector('[data-fit]')?.getAttribute('data-fit') ?? 'none'));
    expect(fits.every((f) => f === 'fits' || f === 'universal'), fits.join()).toBe(true);
    for (const slug of slugs) {
      const linked = await linkedCarIds(slug);
      // A universal part (no linkage) fits every vehicle; any other is linked to this one.
      if (linked.length > 0) expect(linked, slug).toContain(Number(carId));
    }
    expect(await axeSerious(other)).toEqual([]);
    await saveScreenshot(other, 'vehicle-group-1366', true);

    // The listing's layouts and sort work on it as on any listing.
    await other.getByRole('link', { name: 'Lista' }).click();
    await other.waitForURL((url) => url.searchParams.get('layout') === 'list');
    await expect.poll(() => other.getByTestId('product-cards').getAttribute('data-layout')).toBe('list');
    await fresh.close();
  }, JOURNEY_MS);

  it('keeps the year the shopper picked: in the address, the title, the picker and the garage', async () => {
    /** Chooses an option of a select by its text once it has arrived. */
    const pick = async (form: Locator, label: string, option: string) => {
      const select = form.getByRole('combobox', { name: label });
      await expect.poll(() => select.evaluate((s: HTMLSelectElement, text) => !s.disabled && [...s.options].some((o) => o.text === text), option)).toBe(true);
      await select.selectOption({ label: option });
    };
    const focus2018 = async (form: Locator) => {
      await pick(form, 'Marca', 'Ford');
      await pick(form, 'Modelo', 'Focus III');
      await pick(form, 'Año', '2018');
      await pick(form, 'Motor', '1.6 Sigma');
    };
    const landsOn2018 = async (page: Page, shot: string) => {
      // The vehicle's page of that year: its address, its heading and its title say 2018, not 2013.
      await page.waitForURL((url) => url.pathname === '/shop/vehicles/ford/focus-iii/2018/1-6-sigma-10383');
      await page.getByRole('heading', { level: 1, name: 'Repuestos para Ford Focus III 1.6 Sigma 2018' }).waitFor();
      expect(await page.title()).toMatch(/^Repuestos para Ford Focus III 1\.6 Sigma 2018 · /);
      await page.getByRole('button', { name: 'Es tu vehículo actual' }).waitFor();
      await saveScreenshot(page, shot);
    };

    // On a desk, by the header's picker; the picker then names the car in that year.
    const page = await sb.newPage(WIDE);
    page.setDefaultTimeout(60_000);
    await openPage(page, '/');
    await page.getByRole('button', { name: /Elegir vehículo/ }).first().click();
    const picker = page.getByRole('region', { name: 'Elegí tu vehículo' });
    await focus2018(picker);
    await picker.getByRole('button', { name: 'Agregar vehículo' }).click();
    await picker.getByRole('radio', { name: '2018 Ford Focus III 1.6 Sigma' }).waitFor();
    await picker.getByRole('button', { name: 'Elegir vehículo' }).click();
    await landsOn2018(page, 'vehicle-year-chosen-1366');
    await page.getByRole('button', { name: /2018 Ford Focus III 1\.6 Sigma/ }).first().waitFor();
    await openPage(page, '/account/garage');
    const saved = page.locator('article[data-vehicle-id="10383"]');
    expect(await saved.getAttribute('aria-label')).toBe('2018 Ford Focus III 1.6 Sigma');
    expect(await saved.locator('h3').innerText()).toMatch(/^2018 Ford Focus III/);
    await saveScreenshot(page, 'garage-year-chosen-1366');
    await page.context().close();

    // On a phone, by the garage: saved in 2018, shopped for, its page is 2018's.
    const phone = await sb.newPage(MOBILE);
    phone.setDefaultTimeout(60_000);
    await openPage(phone, '/account/garage');
    const form = phone.getByRole('region', { name: 'Agregá un vehículo' });
    await focus2018(form);
    await form.getByRole('button', { name: 'Agregar vehículo' }).click();
    const card = phone.locator('article[data-vehicle-id="10383"]');
    await expect.poll(() => card.getAttribute('aria-label')).toBe('2018 Ford Focus III 1.6 Sigma');
    await saveScreenshot(phone, 'garage-year-chosen-375');
    await card.getByRole('button', { name: 'Ver repuestos para este vehículo' }).click();
    await landsOn2018(phone, 'vehicle-year-chosen-375');
    await phone.context().close();

    // The year's address in Russian and right to left: the same year in the heading.
    for (const [prefix, heading, viewport, shot] of [
      ['/ru', 'Запчасти для Ford Focus III 1.6 Sigma 2018', MOBILE, 'vehicle-year-ru-375'],
      ['/en-rtl', 'Parts for Ford Focus III 1.6 Sigma 2018', MOBILE, 'vehicle-year-en-rtl-375'],
      ['/en-rtl', 'Parts for Ford Focus III 1.6 Sigma 2018', WIDE, 'vehicle-year-en-rtl-1366'],
    ] as const) {
      const other = await sb.newPage(viewport);
      await openPage(other, `${prefix}/shop/vehicles/ford/focus-iii/2018/1-6-sigma-10383`);
      await other.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await axeSerious(other), shot).toEqual([]);
      await saveScreenshot(other, shot);
      await other.context().close();
    }
  }, JOURNEY_MS);

  it('passes the audit on a phone and right to left', async () => {
    const { body } = await fetch(`${sb.shop.url}/sitemap-vehicles-volkswagen.xml`).then(async (r) => ({ body: await r.text() }));
    const vehicle = [...body.matchAll(/<loc>[^<]*?(\/shop\/vehicles\/[^<]+)<\/loc>/g)].map((m) => m[1]).find((p) => p.split('/').length === 7)!;
    for (const [name, viewport, url] of [
      ['vehicle-page-375', MOBILE, vehicle],
      ['vehicle-page-en-rtl-1366', WIDE, `/en-rtl${vehicle}`],
      ['vehicle-model-375', MOBILE, vehicle.split('/').slice(0, 5).join('/')],
    ] as const) {
      const page = await sb.newPage(viewport);
      await openPage(page, url);
      expect(await axeSerious(page), name).toEqual([]);
      await saveScreenshot(page, name, true);
      await page.context().close();
    }
  }, JOURNEY_MS);
});
