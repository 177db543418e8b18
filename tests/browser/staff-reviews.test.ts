import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../client/src/currency/currencies';
import { totpCode } from '../../server/staff/totp';
import { openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';
import { signedInStaff, type TestStaff } from '../staff/helpers';

// Two journeys of the catalogue's staff in the staff app, on one shop:
// - a visitor's product page is kept by the page cache (the second request is a hit); a moderator
//   hides a rude review in "Reseñas" with a reason; the visitor reloads and the review is gone, the
//   review count and rating moved (the page made again, not the kept one);
// - a staff member changes the dollar's rate in "Cotizaciones" and a visitor shown prices in dollars
//   sees the product at the new rate.
// Screenshots go to REVIEW_SHOTS_DIR (1366 px, 375 px, en-RTL).
const SHOTS = process.env.REVIEW_SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'artifacts', 'staff-reviews');
const WIDE = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };
const PRODUCT = 'aceite-ypf-elaion-f50';
const RUDE = 'Una porquería, los vendedores son unos inútiles y estafadores.';

let sb: ShopBrowser;
let staff: TestStaff;
let admin: Page;
let visitor: Page;

/** A screenshot of the window (the queue is long: its first cards are what a moderator sees), once dialogs and toasts stopped moving. */
async function shot(p: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 2000 }).catch(() => undefined);
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

interface Seen {
  kept: boolean;
  reviewCount: number;
  ratingValue: number;
  price: string;
}

/** Opens the product page as the visitor: whether the page cache answered, and the page's JSON-LD figures. */
async function visit(page: Page): Promise<Seen> {
  const response = await page.goto(`/shop/products/${PRODUCT}`);
  expect(response?.status()).toBe(200);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const product = await page.evaluate(() => {
    for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
      const item = JSON.parse(s.textContent ?? '{}') as { '@type'?: string; aggregateRating?: { reviewCount: number; ratingValue: number } };
      if (item['@type'] === 'Product') return item;
    }
    return null;
  });
  expect(product?.aggregateRating).toBeTruthy();
  const price = (await page.locator('main [data-price="current"]').first().textContent()) ?? '';
  return { kept: response?.headers()['x-page-cache'] === 'hit', reviewCount: product!.aggregateRating!.reviewCount, ratingValue: product!.aggregateRating!.ratingValue, price };
}

/** The texts of the product's reviews, as the visitor reads them in the reviews tab. */
async function reviewTexts(page: Page, count: number): Promise<string> {
  await page.getByRole('tab', { name: `Reseñas (${count})` }).click();
  const panel = page.getByRole('tabpanel');
  await panel.locator('p').first().waitFor();
  return panel.innerText();
}

beforeAll(async () => {
  sb = await startShopBrowser();
  // A rude review, written as shoppers write them (shown at once, new in the queue).
  const added = await sb.shop.shopper().gql(`mutation($i: AddReviewInput!) { addReview(input: $i) { id } }`, {
    i: { productId: PRODUCT, author: 'Troll', email: 'troll@example.com', rating: 1, content: RUDE },
  });
  expect(added.errors).toBeUndefined();
  staff = await signedInStaff(sb.shop, 'catalogue', { signIn: false });
  admin = await sb.newPage(WIDE);
  await admin.goto('/admin');
  await admin.waitForURL((url) => url.pathname === '/admin/sign-in');
  await admin.getByLabel('Correo electrónico').fill(staff.email);
  await admin.getByLabel('Contraseña').fill(staff.password);
  await admin.getByRole('button', { name: 'Continuar' }).click();
  await admin.getByLabel('Código de seis dígitos').fill(totpCode(staff.totpSecret, Date.now()));
  await admin.getByRole('button', { name: 'Verificar' }).click();
  // The catalogue's people land on the reviews.
  await admin.waitForURL((url) => url.pathname === '/admin/reviews');
  visitor = await sb.newPage(WIDE);
}, 180_000);

afterAll(async () => {
  await sb?.close();
});

describe('a moderator hides a review', () => {
  let before: Seen;

  it("the visitor's product page is kept by the page cache and shows the review", async () => {
    await visit(visitor);
    before = await visit(visitor);
    expect(before.kept).toBe(true);
    expect(await reviewTexts(visitor, before.reviewCount)).toContain(RUDE);
  }, 60_000);

  it('the moderator finds it first in the queue and hides it with a reason, with the keyboard', async () => {
    await admin.getByRole('heading', { level: 1, name: 'Reseñas' }).waitFor();
    const card = admin.getByRole('article', { name: /Reseña de .?Troll/ });
    await card.waitFor();
    expect(await admin.getByRole('article').first().getAttribute('data-state')).toBe('NEW');
    expect(await card.innerText()).toContain(RUDE);
    expect(await card.innerText()).toMatch(/Nueva/i);
    expect(await axeSerious(admin)).toEqual([]);
    await shot(admin, 'reviews-1366');

    await card.getByRole('button', { name: 'Ocultar' }).focus();
    await admin.keyboard.press('Enter');
    const dialog = admin.getByRole('dialog', { name: /Ocultar la reseña de .?Troll/ });
    await dialog.waitFor();
    // Without a reason it is refused, and nothing is hidden.
    await dialog.getByRole('button', { name: 'Ocultar' }).click();
    await dialog.getByText('Contanos el motivo.').waitFor();
    await dialog.getByLabel('Motivo').fill('Insulta al personal de la tienda');
    await shot(admin, 'review-hide-dialog-1366');
    await dialog.getByRole('button', { name: 'Ocultar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.getAttribute('data-state')).toBe('HIDDEN');
    expect(await card.innerText()).toContain('Insulta al personal de la tienda');
    expect(await card.innerText()).toContain(`Moderada por ${staff.email}`);
    await shot(admin, 'reviews-hidden-1366');
  }, 60_000);

  it('the visitor reloads: the page is made again, without the review, its count and rating moved', async () => {
    const after = await visit(visitor);
    expect(after.kept).toBe(false);
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    expect(after.ratingValue).toBeGreaterThan(before.ratingValue);
    const texts = await reviewTexts(visitor, after.reviewCount);
    expect(texts).not.toContain(RUDE);
  }, 60_000);

  it('reads at 375 px and right to left', async () => {
    const phone = await sb.newPage(PHONE);
    await phone.context().addCookies(await admin.context().cookies());
    await phone.goto('/admin/reviews?state=HIDDEN');
    await phone.getByRole('article', { name: /Reseña de .?Troll/ }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
    await shot(phone, 'reviews-hidden-375');

    await admin.getByLabel(/Idioma/).selectOption('en-RTL');
    await admin.getByRole('heading', { level: 1, name: 'Reviews' }).waitFor();
    expect(await admin.locator('html').getAttribute('dir')).toBe('rtl');
    await admin.getByRole('article', { name: /Review by .?Troll/ }).waitFor();
    await shot(admin, 'reviews-rtl-1366');
    await admin.getByLabel(/Language/).selectOption('es');
    await admin.getByRole('heading', { level: 1, name: 'Reseñas' }).waitFor();
  }, 60_000);
});

describe('a staff member changes the dollar', () => {
  it('a visitor shown prices in dollars sees the product at the new rate', async () => {
    const dollars = await sb.newPage(WIDE);
    await dollars.context().addCookies([{ name: 'currency', value: 'USD', url: sb.shop.url }]);
    await openPage(dollars, `/shop/products/${PRODUCT}`);
    const { product } = (await sb.shop.shopper().gql<{ product: { price: number } }>(`query { product(slug: "${PRODUCT}") { price } }`)).data!;
    const price = dollars.locator('main [data-price="current"]').first();
    expect(await price.textContent()).toBe(formatMoney(product.price, 'USD', 'es', { USD: 145_000 }));

    await admin.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Cotizaciones' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Cotizaciones' }).waitFor();
    const usd = admin.locator('[data-rate="USD"]');
    await usd.waitFor();
    expect(await usd.innerText()).toContain('1.450,00');
    expect(await usd.innerText()).toMatch(/Inicial/i);
    expect(await axeSerious(admin)).toEqual([]);
    await shot(admin, 'rates-1366');

    await admin.getByRole('button', { name: 'Cambiar la cotización de USD' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Cotización de USD' });
    const input = dialog.getByLabel('Pesos por 1 USD');
    expect(await input.inputValue()).toBe('1450,00');
    await input.fill('1600,555');
    await input.press('Enter');
    await dialog.getByText(/Ingresá un número de/).waitFor();
    await shot(admin, 'rate-form-error-1366');
    await input.fill('1.600,50');
    await dialog.getByLabel('Motivo (opcional)').fill('Cotización BNA');
    await input.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => usd.innerText()).toContain('1.600,50');
    expect(await usd.innerText()).toMatch(/Personal/i);
    await shot(admin, 'rates-changed-1366');

    await openPage(dollars, `/shop/products/${PRODUCT}`);
    const expected = formatMoney(product.price, 'USD', 'es', { USD: 160_050 });
    expect(expected).not.toBe(formatMoney(product.price, 'USD', 'es', { USD: 145_000 }));
    await expect.poll(() => price.textContent()).toBe(expected);
    await shot(dollars, 'product-usd-new-rate-1366');

    const phone = await sb.newPage(PHONE);
    await phone.context().addCookies(await admin.context().cookies());
    await phone.goto('/admin/rates');
    await phone.locator('[data-rate="USD"]').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= 375)).toBe(true);
    await shot(phone, 'rates-375');
  }, 90_000);
});
