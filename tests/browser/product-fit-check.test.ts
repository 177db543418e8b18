import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { startShopBrowserOnSnapshot } from './support/client-snapshot';
import { ARTIFACTS, MOBILE, openPage, saveScreenshot, seriousAxeViolations, type ShopBrowser } from './support/shop-browser';
import { gqlInPage } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowserOnSnapshot();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };
/** A stand-in vehicle and an assembly group that holds parts for it. */
const VEHICLE = '10020';
const GROUP = '100001';

interface Vehicle {
  id: string;
  year: number;
  make: string;
  model: string;
  engine: string;
}

/** Waits until a select is enabled and holds the option, then chooses it. */
async function choose(select: Locator, option: { label: string } | { value: string } | { index: number }): Promise<void> {
  await expect.poll(() => select.evaluate((s: HTMLSelectElement) => !s.disabled && s.options.length > 1)).toBe(true);
  await select.selectOption(option);
}

/** A provider article that fits the vehicle, and the vehicle as the catalogue names it. */
async function articleFitting(page: Page): Promise<{ slug: string; vehicle: Vehicle }> {
  const { vehicle, partProducts } = await gqlInPage<{ vehicle: Vehicle; partProducts: { items: { slug: string; fitStatus: string }[] } }>(
    page,
    'query($v: ID!, $c: ID!) { vehicle(id: $v) { id year make model engine } partProducts(categoryId: $c, vehicleId: $v) { items { slug fitStatus(vehicleId: $v) } } }',
    { v: VEHICLE, c: GROUP },
  );
  const article = partProducts.items.find((p) => p.fitStatus === 'FITS');
  expect(article).toBeDefined();
  return { slug: article!.slug, vehicle };
}

describe('checking the fit on the product page', () => {
  it('a shopper picks a vehicle with the form on a provider article and sees the fit statement appear, then change', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    const { slug, vehicle } = await articleFitting(page);
    await openPage(page, `/shop/products/${slug}`);
    const panel = page.getByRole('region', { name: '¿Le va a tu vehículo?' });
    await panel.getByText('Elegí tu vehículo para saber si este repuesto le va.').waitFor();
    expect(await panel.locator('[data-fit]').count()).toBe(0);

    const toggle = panel.getByRole('button', { name: 'Elegí tu vehículo y fijate si le va' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const submit = panel.getByRole('button', { name: 'Ver si le va' });
    expect(await submit.isDisabled()).toBe(true);
    await choose(panel.getByRole('combobox', { name: 'Marca' }), { label: vehicle.make });
    await choose(panel.getByRole('combobox', { name: 'Modelo' }), { label: vehicle.model });
    await choose(panel.getByRole('combobox', { name: 'Año' }), { value: String(vehicle.year) });
    await choose(panel.getByRole('combobox', { name: 'Motor' }), { value: vehicle.id });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'product-fit-check-form-1366', true);
    await submit.click();

    const badge = panel.locator('[data-fit]').first();
    await badge.waitFor();
    expect(await badge.getAttribute('data-fit')).toBe('fits');
    expect(await badge.textContent()).toContain(`${vehicle.year} ${vehicle.make} ${vehicle.model}`);
    expect(await panel.getByRole('combobox', { name: 'Marca' }).count()).toBe(0);
    // The vehicle is the shop's current one: the header's search names it.
    expect(await page.getByRole('combobox', { name: 'Buscar repuestos' }).first().getAttribute('placeholder')).toContain(vehicle.model);
    await saveScreenshot(page, 'product-fit-check-fits-1366', true);

    // Another vehicle, from the same form: the statement follows it, the first one is listed below.
    await panel.getByRole('button', { name: 'Fijate si le va a otro vehículo' }).click();
    const make = panel.getByRole('combobox', { name: 'Marca' });
    await choose(make, { index: 1 });
    if ((await make.inputValue()) === (await make.locator('option', { hasText: vehicle.make }).first().getAttribute('value'))) {
      await choose(make, { index: 2 });
    }
    await choose(panel.getByRole('combobox', { name: 'Modelo' }), { index: 1 });
    await choose(panel.getByRole('combobox', { name: 'Año' }), { index: 1 });
    await choose(panel.getByRole('combobox', { name: 'Motor' }), { index: 1 });
    const other = await panel.getByRole('combobox', { name: 'Marca' }).evaluate((s: HTMLSelectElement) => s.selectedOptions[0].text);
    await panel.getByRole('button', { name: 'Ver si le va' }).click();
    await expect.poll(() => panel.locator('[data-fit]').first().textContent()).toContain(other);
    const others = panel.getByRole('heading', { name: 'Tus otros vehículos' });
    await others.waitFor();
    expect(await panel.getByRole('listitem').filter({ hasText: `${vehicle.year} ${vehicle.make} ${vehicle.model}` }).locator('[data-fit="fits"]').count()).toBe(1);
  });

  it('reads at 375 px with the form open', async () => {
    const page = await sb.newPage(MOBILE);
    await openPage(page, '/');
    const { slug } = await articleFitting(page);
    await openPage(page, `/shop/products/${slug}`);
    const panel = page.getByRole('region', { name: '¿Le va a tu vehículo?' });
    await panel.getByRole('button', { name: 'Elegí tu vehículo y fijate si le va' }).click();
    await choose(panel.getByRole('combobox', { name: 'Marca' }), { index: 1 });
    await panel.scrollIntoViewIfNeeded();
    // Nothing in the panel is wider than the panel itself.
    const wide = await panel.evaluate((section) => {
      const edge = section.getBoundingClientRect().right;
      return [...section.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > edge + 1).map((el) => `${el.tagName}.${el.className}`);
    });
    expect(wide).toEqual([]);
    await panel.screenshot({ path: path.join(ARTIFACTS, 'product-fit-check-panel-375.png') });
    await saveScreenshot(page, 'product-fit-check-375', true);
  });
});
