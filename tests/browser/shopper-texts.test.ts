import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS, MOBILE, openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { gqlInPage, registerInPage } from './support/shopper-api';

// What a shopper reads must match what the page shows: the fitting conditions the catalogue gives
// (on the product page, its fit rows and a vehicle's listing), the garage's and fit panel's leads,
// the right-to-left header and product names, and the search one key away after a page change.

let sb: ShopBrowser;
beforeAll(async () => {
  // The stand-in as `npm start` runs it (lenient): it gives linkage criteria too.
  sb = await startShopBrowser({ PROVIDER_STANDIN_STRICT: '0' });
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };
const VEHICLE = '10020';
const GROUP = '100001';
const SHOTS = process.env.SHOTS_DIR ?? ARTIFACTS;

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('preloader'));
  // Panels slide in: the picture is taken once they stand still.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

interface Note {
  kind: string;
  label: string;
  value: string;
}

/** A provider article fitting the vehicle with a condition of its linkage (a criterion of the catalogue). */
async function articleWithCriterion(page: Page): Promise<{ slug: string; criterion: Note }> {
  const { partProducts } = await gqlInPage<{ partProducts: { items: { slug: string; fitStatus: string; fitmentNotes: Note[] | null }[] } }>(
    page,
    'query($v: ID!, $c: ID!) { partProducts(categoryId: $c, vehicleId: $v, limit: 40) { items { slug fitStatus(vehicleId: $v) fitmentNotes(vehicleId: $v) { kind label value } } } }',
    { v: VEHICLE, c: GROUP },
  );
  const withCriteria = partProducts.items.filter((p) => p.fitStatus === 'FITS' && p.fitmentNotes?.some((n) => n.kind === 'LINKAGE_CRITERION'));
  expect(withCriteria.length).toBeGreaterThan(0);
  const article = withCriteria[0];
  return { slug: article.slug, criterion: article.fitmentNotes!.find((n) => n.kind === 'LINKAGE_CRITERION')! };
}

describe('fitting conditions the catalogue gives', () => {
  it('shows them in the fit row of a saved vehicle, then as the current vehicle’s conditions, and on the vehicle’s listing cards', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    await registerInPage(page, `criteria-${Date.now()}@example.com`);
    const { slug, criterion } = await articleWithCriterion(page);
    const garage = await gqlInPage<{ addVehicleToGarage: { vehicles: { id: string; path: string }[] } }>(
      page,
      `mutation { addVehicleToGarage(vehicleId: "${VEHICLE}") { vehicles { id path } } }`,
    );

    // Saved, not current: the row says it fits, with its conditions, and the lead does not ask to pick a vehicle.
    await openPage(page, `/shop/products/${slug}`);
    const panel = page.getByRole('region', { name: '¿Le va a tu vehículo?' });
    const row = panel.getByRole('listitem').filter({ has: page.locator('[data-fit="fits"]') });
    await row.waitFor();
    const rowNotes = row.locator('dl[aria-label^="Condiciones de montaje en"]');
    await expect.poll(() => rowNotes.locator('[data-kind="LINKAGE_CRITERION"]').count()).toBeGreaterThan(0);
    expect(await rowNotes.textContent()).toContain(criterion.value);
    expect(await panel.getByText('Elegí tu vehículo para saber si este repuesto le va').count()).toBe(0);
    await panel.getByText('Así le va a cada vehículo de tu garaje').waitFor();
    await panel.scrollIntoViewIfNeeded();
    await shot(page, 'fit-rows-garage-1366');

    // Current: "Condiciones de montaje" lists the criterion.
    await row.getByRole('button', { name: /^Usar este vehículo/ }).click();
    const notes = panel.locator('dl').filter({ has: page.locator('[data-kind="LINKAGE_CRITERION"]') });
    await notes.waitFor();
    await panel.getByRole('heading', { name: 'Condiciones de montaje' }).waitFor();
    expect(await notes.textContent()).toContain(criterion.value);
    await shot(page, 'fit-criteria-current-1366');

    // The vehicle's own page: the cards of its parts carry their conditions.
    await openPage(page, garage.addVehicleToGarage.vehicles.find((v) => v.id === VEHICLE)!.path);
    const cardNotes = page.getByTestId('fit-notes');
    await expect.poll(() => cardNotes.count()).toBeGreaterThan(0);
    await cardNotes.first().scrollIntoViewIfNeeded();
    await shot(page, 'vehicle-listing-criteria-1366');
  });
});

describe('texts that match the page', () => {
  it('tells a guest the garage stays with the session, and a signed-in shopper it is kept in the account', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/account/garage');
    await page.getByText('Tu garaje queda en esta sesión y pasa a tu cuenta cuando ingresás.').waitFor();
    await registerInPage(page, `garage-${Date.now()}@example.com`);
    await openPage(page, '/account/garage');
    await page.getByText('Tu garaje se guarda en tu cuenta').waitFor();
    expect(await page.getByText('queda en esta sesión').count()).toBe(0);
    await shot(page, 'garage-signed-in-1366');
  });

  for (const viewport of [WIDE, MOBILE]) {
    it(`in en-RTL at ${viewport.width} px: settings read “Language: …” and a long product name is cut at its end`, async () => {
      const page = await sb.newPage(viewport);
      await openPage(page, '/en-rtl/');
      if (viewport === WIDE) {
        for (const label of ['Language:', 'Currency:']) {
          const title = page.locator('.topbar__trigger-title', { hasText: label });
          const phrase = title.locator('xpath=..');
          // The label comes first when read from the left: the phrase is isolated as left-to-right text.
          expect(await phrase.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
          const [t, p] = await Promise.all([title.boundingBox(), phrase.boundingBox()]);
          expect(Math.round(t!.x)).toBe(Math.round(p!.x));
        }
        await shot(page, 'rtl-header-1366');
      } else {
        await page.getByRole('button', { name: 'Open search' }).click();
      }
      const input = page.locator('form[role="search"] input').locator('visible=true').first();
      await input.fill('brembo');
      // The shop's own catalogue answers in English (its translations).
      const name = page.locator('.suggestions__name', { hasText: 'Brembo P 06 020 front brake pads' }).first();
      await name.waitFor();
      expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
      // The name's first letters are inside its box (cut at its end, where the ellipsis is).
      const firstLetterInside = await name.evaluate((el) => {
        const range = document.createRange();
        range.setStart(el.firstChild!, 0);
        range.setEnd(el.firstChild!, 1);
        const letter = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return letter.left >= box.left - 1 && letter.right <= box.right + 1;
      });
      expect(firstLetterInside).toBe(true);
      await shot(page, `rtl-search-names-${viewport.width}`);
      if (viewport === MOBILE) {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Open menu' }).click();
        const row = page.getByRole('dialog').locator('bdi', { hasText: 'Language:' });
        await row.waitFor();
        expect(await row.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
        await shot(page, 'rtl-menu-settings-375');
      }
    });
  }

  it('puts the search one key away after a page change, and offers a skip link to it', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /^Ir a la búsqueda/ });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'skip-to-search-1366');
    await page.keyboard.press('Enter');
    const search = page.getByRole('combobox', { name: 'Buscar repuestos' }).locator('visible=true').first();
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);

    // A page change moves focus to its heading; "/" then takes the shopper to the search.
    await page.keyboard.press('Escape');
    await page.locator('#content a[href^="/shop/"]').first().click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    await page.keyboard.press('/');
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await search.inputValue()).toBe('');
  });
});
