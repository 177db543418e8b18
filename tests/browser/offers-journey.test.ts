import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS, MOBILE, openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { gqlInPage } from './support/shopper-api';

// What a shopper sees of the shop's offers and stock: a part without an offer asks to enquire and
// cannot be bought, a part at a supplier's warehouse only is sold "a pedido" with its delivery days,
// and the cart shows the IVA the prices include without adding it to the total.

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };
const SHOTS = process.env.SHOTS_DIR ?? ARTIFACTS;
/** A group of the provider's catalogue (fixtures/provider), with articles offered and not. */
const GROUP = '100001';

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.waitForFunction(() => !document.getElementById('preloader'));
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity).map((a) => a.finished.catch(() => undefined))));
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

interface Listed {
  slug: string;
  name: string;
  price: number | null;
  stock: 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';
  purchasable: boolean;
  delivery: { minDays: number; maxDays: number } | null;
}

/** The group's provider articles as the API lists them, a few pages deep. */
async function listedArticles(page: Page): Promise<Listed[]> {
  const found: Listed[] = [];
  for (let n = 1; n <= 3; n++) {
    const { partProducts } = await gqlInPage<{ partProducts: { items: Listed[]; pages: number } }>(
      page,
      'query($c: ID!, $n: Int!) { partProducts(categoryId: $c, page: $n, limit: 40) { pages items { slug name price stock purchasable delivery { minDays maxDays } } } }',
      { c: GROUP, n },
    );
    found.push(...partProducts.items);
    if (n >= partProducts.pages) break;
  }
  return found;
}

/** The block beside the pictures on a product page: the h1 with the product's name and its facts. */
function summaryOf(page: Page, name: string): Locator {
  return page.getByRole('heading', { level: 1, name }).locator('xpath=..');
}

/** Pesos as the page writes them ("AR$ 1.234,56") in centavos. */
function centavos(text: string): number {
  const digits = text.replace(/[^\d,]/g, '');
  expect(digits).toMatch(/^\d+,\d{2}$/);
  return Number(digits.replace(',', ''));
}

/** An operation's whole answer, errors included, from the page's session. */
async function answerInPage(page: Page, query: string, variables: Record<string, unknown>) {
  return page.evaluate(
    async ({ query, variables }) => {
      const csrf = document.cookie
        .split(';')
        .map((part) => part.trim().split('='))
        .find(([name]) => name === 'csrf-token')?.[1];
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json', ...(csrf ? { 'x-csrf-token': decodeURIComponent(csrf) } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
    },
    { query, variables },
  );
}

async function cartQuantity(page: Page): Promise<number> {
  return (await gqlInPage<{ cart: { quantity: number } }>(page, '{ cart { quantity } }')).cart.quantity;
}

describe('a part without an offer', () => {
  for (const viewport of [WIDE, MOBILE]) {
    it(`at ${viewport.width} px: reads "Consultar disponibilidad", shows no price and cannot be added; the API refuses it`, async () => {
      const page = await sb.newPage(viewport);
      await openPage(page, '/');
      const part = (await listedArticles(page)).find((p) => p.price === null);
      expect(part, 'the demo offers leave about a third of the articles without one').toBeDefined();
      expect(part).toMatchObject({ stock: 'OUT_OF_STOCK', purchasable: false, delivery: null });

      await openPage(page, `/shop/products/${part!.slug}`);
      const summary = summaryOf(page, part!.name);
      await summary.waitFor();
      const onRequest = summary.locator('[data-price="on-request"]');
      expect(await onRequest.innerText()).toBe('Consultar disponibilidad');
      expect(await onRequest.isVisible()).toBe(true);
      // No amount anywhere beside the pictures: neither a price element nor pesos in the text.
      expect(await summary.locator('[data-price="current"], [data-price="old"]').count()).toBe(0);
      expect(await summary.innerText()).not.toMatch(/\$\s*\d/);
      expect(await summary.locator('[data-stock]').getAttribute('data-stock')).toBe('out-of-stock');
      expect(await summary.locator('[data-delivery]').count()).toBe(0);
      // Search engines are told of no offer either. (A render whose data came late on a busy machine
      // streams the page with the shop's structured data only: the address again, rendered whole, has the product's.)
      const structured = async () => (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
      let jsonLd = await structured();
      for (let i = 0; i < 3 && !/"@type"\s*:\s*"Product"/.test(jsonLd); i++) {
        await page.reload();
        await summary.waitFor();
        jsonLd = await structured();
      }
      expect(jsonLd).toMatch(/"@type"\s*:\s*"Product"/);
      expect(jsonLd).not.toMatch(/"offers"|"Offer"/);

      // The purchase form has no usable add-to-cart: absent, or disabled and adding nothing when pressed.
      const form = page.getByRole('form', { name: `Comprar «${part!.name}»` });
      await form.waitFor();
      const add = form.getByRole('button', { name: 'Agregar al carrito' });
      if ((await add.count()) > 0) {
        expect(await add.isDisabled()).toBe(true);
        await add.click({ force: true });
        await page.waitForTimeout(300);
      }
      expect(await cartQuantity(page)).toBe(0);
      await onRequest.scrollIntoViewIfNeeded();
      await shot(page, `offers-unavailable-${viewport.width}`);
      if (viewport === MOBILE) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

      // The API says the same to whoever asks without the page.
      const refused = await answerInPage(page, 'mutation($p: ID!) { addToCart(productId: $p, quantity: 1) { quantity } }', { p: part!.slug });
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', productId: part!.slug, available: 0 });
      expect(await cartQuantity(page)).toBe(0);
    });
  }
});

describe('a part at a supplier’s warehouse only', () => {
  it('at 1366 px: shows the backorder badge with its delivery days, goes into the cart, and the cart shows the IVA without adding it', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    const part = (await listedArticles(page)).find((p) => p.stock === 'ON_BACKORDER' && p.purchasable && p.price !== null && p.delivery !== null);
    expect(part, 'the demo offers put some articles only in the distributors’ warehouses').toBeDefined();
    const { minDays, maxDays } = part!.delivery!;
    expect(maxDays).toBeGreaterThan(1);

    await openPage(page, `/shop/products/${part!.slug}`);
    const summary = summaryOf(page, part!.name);
    await summary.waitFor();
    const badge = summary.locator('[data-stock]');
    expect(await badge.getAttribute('data-stock')).toBe('on-backorder');
    // The badge's letters are capitals by its style: its text is read as written.
    expect((await badge.textContent())?.trim()).toBe('A pedido');
    expect(await summary.locator('[data-delivery]').innerText()).toBe(`Entrega en ${minDays} a ${maxDays} días`);
    expect(await summary.getByText('Entrega en 24 h').count()).toBe(0);
    expect(await summary.locator('[data-price="on-request"]').count()).toBe(0);
    const shownPrice = centavos(await summary.locator('[data-price="current"]').innerText());
    expect(shownPrice).toBe(Math.round(part!.price! * 100));
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join('\n');
    expect(jsonLd).toMatch(/"@type"\s*:\s*"Offer"/);
    await shot(page, 'offers-backorder-1366');

    const form = page.getByRole('form', { name: `Comprar «${part!.name}»` });
    const add = form.getByRole('button', { name: 'Agregar al carrito' });
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => cartQuantity(page)).toBe(1);
    await shot(page, 'offers-backorder-added-1366');

    await openPage(page, '/shop/cart');
    await page.locator(`[data-cart-line="${part!.slug}"]`).waitFor();
    const table = page.locator('#content [data-totals]');
    await table.waitFor();
    const rows = await table.getByRole('row').evaluateAll((trs) =>
      trs.map((tr) => ({ title: tr.querySelector('th')?.textContent?.trim() ?? '', amount: tr.querySelector('td')?.textContent?.trim() ?? '' })),
    );
    // No shipping row before a postal code: shipping is quoted below and charged at checkout.
    expect(rows.map((r) => r.title)).toEqual(['Subtotal', 'IVA incluido', 'Total']);
    const [subtotal, iva, total] = rows.map((r) => centavos(r.amount));
    expect(subtotal).toBe(shownPrice);
    // The IVA the price includes (21 % or 10.5 %): shown, never added.
    const included = (rate: number) => subtotal - Math.round((subtotal * 1000) / (1000 + rate));
    expect([included(210), included(105)]).toContain(iva);
    expect(total).toBe(subtotal);
    expect(total).not.toBe(subtotal + iva);
    await table.scrollIntoViewIfNeeded();
    await shot(page, 'offers-cart-1366', true);
  });
});
