import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { gqlInPage } from './support/shopper-api';

// The garage vehicle → a provider category → a part that fits it, with its fitment notes → the cart,
// against the strict stand-in (the default in tests: one vehicle's linkages on a listing, linkage
// criteria, no supplier facets, "" for empty lists) and the lenient one.

const WIDE = { width: 1366, height: 900 };
/** A car of the stand-in's data set with parts in the assembly group below. */
const VEHICLE = '10020';
const GROUP = '100001';
const JOURNEY_MS = 180_000;

interface Listed {
  partProducts: { items: { slug: string; name: string; fitStatus: string; fitmentNotes: { kind: string }[] | null }[] };
}

describe.each<{ mode: 'strict' | 'lenient'; env: Record<string, string> }>([
  { mode: 'strict', env: {} },
  { mode: 'lenient', env: { PROVIDER_STANDIN_STRICT: '0' } },
])('a part for the garage vehicle ($mode stand-in)', ({ mode, env }) => {
  let sb: ShopBrowser;
  beforeAll(async () => {
    sb = await startShopBrowser(env);
  });
  afterAll(async () => {
    await sb?.close();
  });

  it('goes from the garage vehicle to a provider category, a part that fits with its notes, and the cart', async () => {
    const page = await sb.newPage(WIDE);
    page.setDefaultTimeout(60_000);
    await openPage(page, '/');
    await gqlInPage(page, 'mutation($v: ID!) { addVehicleToGarage(vehicleId: $v) { vehicles { id } } setCurrentVehicle(vehicleId: $v) { currentVehicle { id } } }', { v: VEHICLE });

    // A part of the category's first page that fits the vehicle (not a universal one); strictly, one
    // whose linkage carries the provider's criteria.
    const { partProducts } = await gqlInPage<Listed>(
      page,
      'query($c: ID!, $v: ID!) { partProducts(categoryId: $c, vehicleId: $v, limit: 8) { items { slug name fitStatus(vehicleId: $v) fitmentNotes(vehicleId: $v) { kind } } } }',
      { c: GROUP, v: VEHICLE },
    );
    const fitting = partProducts.items.filter((p) => p.fitStatus === 'FITS');
    const part = mode === 'strict' ? fitting.find((p) => p.fitmentNotes?.some((n) => n.kind === 'LINKAGE_CRITERION')) : fitting[0];
    expect(part).toBeDefined();

    await openPage(page, `/shop/category/${GROUP}/products`);
    const card = page.getByTestId('product-cards').locator('article').filter({ has: page.locator(`a[href="/shop/products/${part!.slug}"]`) });
    expect(await card.locator('[data-fit]').first().getAttribute('data-fit')).toBe('fits');
    await card.locator(`a[href="/shop/products/${part!.slug}"]`).first().click();
    await page.waitForURL((url) => url.pathname === `/shop/products/${part!.slug}`);

    const panel = page.getByRole('region', { name: '¿Le va a tu vehículo?' });
    await panel.locator('[data-fit="fits"]').first().waitFor();
    await panel.getByRole('heading', { name: 'Condiciones de montaje' }).waitFor();
    expect(await panel.locator('[data-kind="PRODUCTION_FROM"]').count()).toBe(1);
    if (mode === 'strict') expect(await panel.locator('[data-kind="LINKAGE_CRITERION"]').count()).toBeGreaterThan(0);

    // Listed for one vehicle, the part still names every vehicle it fits.
    const { product } = await gqlInPage<{ product: { linkedVehicles: { total: number } } }>(page, 'query($s: String!) { product(slug: $s) { linkedVehicles { total } } }', { s: part!.slug });
    expect(product.linkedVehicles.total).toBeGreaterThan(1);
    await page.getByRole('tab', { name: 'Vehículos compatibles' }).click();
    await page.getByRole('tabpanel').getByText(`de ${product.linkedVehicles.total}`).first().waitFor();
    if (mode === 'strict') await saveScreenshot(page, 'provider-journey-product-strict-1366', true);

    const form = page.getByRole('form', { name: /^Comprar «/ }).first();
    await form.getByRole('button', { name: 'Agregar al carrito', exact: true }).click();
    await page.getByRole('button', { name: /^Carrito 1 AR\$/ }).waitFor();
    await openPage(page, '/shop/cart');
    const line = page.locator(`[data-cart-line="${part!.slug}"]`);
    await line.locator('[data-fit]').first().waitFor();
    expect(await line.getAttribute('data-fit')).toBe('fits');
  }, JOURNEY_MS);
});
