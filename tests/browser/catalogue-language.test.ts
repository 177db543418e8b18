import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../../fixtures/provider/data/translations';
import { startStandInProvider, type StandInProvider } from '../../fixtures/provider/index';
import { PROVIDER_TEST_DATA } from '../provider/helpers';
import { MOBILE, openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';

// A Russian shopper's journey: a vehicle's page names its groups in Russian, the group's listing
// names its parts and filters in Russian, the shop's own products and categories too, and every
// question the browser asks the API names the page's language. Spanish pages stay Spanish.

const WIDE = { width: 1366, height: 900 };
const JOURNEY_MS = 180_000;
const RUSSIAN = new Set(TEXTS.map(([, , ru]) => ru));
const SPANISH = new Set(TEXTS.map(([es]) => es));
const SHOTS = '/work/wt/shots/lang';

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

/** A screenshot kept with the test's artifacts, and beside the other engineers' shots when that folder exists. */
async function shot(page: Page, name: string): Promise<void> {
  const file = await saveScreenshot(page, name, true);
  if (fs.existsSync(path.dirname(SHOTS))) {
    fs.mkdirSync(SHOTS, { recursive: true });
    fs.copyFileSync(file, path.join(SHOTS, `${name}.png`));
  }
}

/** The group names a vehicle page lists (without their counts). */
async function groupNames(page: Page): Promise<string[]> {
  await page.getByTestId('vehicle-groups').waitFor();
  const names = await page.getByTestId('vehicle-groups').locator('h3').allInnerTexts();
  return names.map((n) => n.replace(/\s*\(?\d+\)?\s*$/, '').trim());
}

/** A vehicle page of the sitemap (its address below the language prefix). */
async function aVehiclePage(): Promise<string> {
  const body = await fetch(`${sb.shop.url}/sitemap-vehicles-volkswagen.xml`).then((r) => r.text());
  return [...body.matchAll(/<loc>[^<]*?(\/shop\/vehicles\/[^<]+)<\/loc>/g)].map((m) => m[1]).find((p) => p.split('/').length === 7)!;
}

describe('the catalogue in Russian', () => {
  it('a vehicle page and its group listing name groups and parts in Russian, asking the API in Russian', async () => {
    const vehicle = await aVehiclePage();
    const es = await sb.newPage(WIDE);
    await openPage(es, vehicle);
    const spanishGroups = await groupNames(es);
    expect(spanishGroups.some((g) => SPANISH.has(g))).toBe(true);

    const page = await sb.newPage(WIDE);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/graphql') asked.push(r.url());
    });
    await openPage(page, `/ru${vehicle}`);
    const groups = await groupNames(page);
    expect(groups).toHaveLength(spanishGroups.length);
    expect(groups.every((g) => RUSSIAN.has(g)), groups.join(', ')).toBe(true);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'ru-vehicle-page-1366');

    // Into a group: its listing, rendered in the browser from the API.
    const group = page.getByTestId('vehicle-groups').locator('ul a[data-group-id]').first();
    const groupName = (await group.innerText()).replace(/\s*\(?\d+\)?\s*$/, '').trim();
    expect(RUSSIAN.has(groupName)).toBe(true);
    await group.click();
    await page.waitForURL((url) => url.pathname.startsWith(`/ru${vehicle}/`));
    await page.getByRole('heading', { level: 1, name: new RegExp(`^${groupName}`) }).waitFor();
    const cards = page.getByTestId('product-cards').locator('article h3');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const names = await cards.allInnerTexts();
    for (const name of names) expect([...RUSSIAN].some((ru) => name.startsWith(`${ru} `)), name).toBe(true);
    await shot(page, 'ru-vehicle-group-1366');
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked) expect(new URL(url).searchParams.get('lang'), url).toBe('ru');
  }, JOURNEY_MS);

  it("the shop's own listing and product page in Russian, on a phone; English right to left", async () => {
    const phone = await sb.newPage(MOBILE);
    await openPage(phone, '/ru/shop/category/filtros-de-aceite/products');
    await phone.getByRole('heading', { level: 1, name: 'Масляные фильтры' }).waitFor();
    const titles = await phone.getByTestId('product-cards').locator('article h3').allInnerTexts();
    expect(titles).toContain('Масляный фильтр Mann-Filter W 712/95');
    expect(await axeSerious(phone)).toEqual([]);
    await shot(phone, 'ru-shop-listing-375');
    await phone.getByTestId('product-cards').locator('article h3 a', { hasText: 'Масляный фильтр Fram PH5796' }).click();
    await phone.getByRole('heading', { level: 1, name: 'Масляный фильтр Fram PH5796' }).waitFor();
    await shot(phone, 'ru-shop-product-375');

    const rtl = await sb.newPage(WIDE);
    await openPage(rtl, '/en-rtl/shop/category/filtros-de-aceite/products');
    await rtl.getByRole('heading', { level: 1, name: 'Oil filters' }).waitFor();
    expect(await rtl.getByTestId('product-cards').locator('article h3').allInnerTexts()).toContain('Mann-Filter W 712/95 oil filter');
    await shot(rtl, 'en-rtl-shop-listing-1366');

    const es = await sb.newPage(WIDE);
    await openPage(es, '/shop/category/filtros-de-aceite/products');
    await es.getByRole('heading', { level: 1, name: 'Filtros de aceite' }).waitFor();
    expect(await es.getByTestId('product-cards').locator('article h3').allInnerTexts()).toContain('Filtro de aceite Mann-Filter W 712/95');
  }, JOURNEY_MS);
});
