import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOBILE, openPage, saveScreenshot, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, axeSerious, gqlInPage } from './support/shopper-api';

let sb: ShopBrowser;
beforeAll(async () => {
  sb = await startShopBrowser();
});
afterAll(async () => {
  await sb?.close();
});

const WIDE = { width: 1366, height: 900 };
const CODE = /^ARR-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/** A guest's order placed from the page's session (cash on delivery), as checkout places it. */
async function guestOrder(page: Page, email: string): Promise<{ number: number; token: string }> {
  await addToCartInPage(page, 'bateria-moura-m22gd', 1);
  const { checkout } = await gqlInPage<{ checkout: { number: number; token: string } }>(
    page,
    'mutation($input: CheckoutInput!) { checkout(input: $input) { number token } }',
    {
      input: {
        shippingAddress: {
          address: {
            firstName: 'Martina', lastName: 'Gómez', company: '', country: 'AR', address1: 'Av. Rivadavia 5100', address2: '',
            city: 'Buenos Aires', state: 'CABA', postcode: 'C1424', email, phone: '+54 11 5555-0101',
            documentType: 'DNI', documentNumber: '30123456',
          },
        },
        billingSameAsShipping: true,
        payment: 'CASH_ON_DELIVERY',
        email,
        idempotencyKey: `revocation-${email.replace(/[^\w]/g, '')}`,
      },
    },
  );
  return checkout;
}

/** The button on the home page's hero: on the first screen, without scrolling. */
async function buttonOnFirstScreen(page: Page, name: string, viewportHeight: number) {
  const link = page.locator('section[aria-labelledby="home-title"]').getByRole('link', { name });
  await link.waitFor();
  const box = await link.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewportHeight);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // And in the footer, as on every page.
  expect(await page.locator('footer').getByRole('link', { name }).count()).toBe(1);
  return link;
}

describe('the Botón de arrepentimiento', () => {
  for (const [label, viewport] of [['1366', WIDE], ['375', MOBILE]] as const) {
    it(`takes a guest from the home page's first screen to a revocation code, also in /dev/mail and on the order (${label} px)`, async () => {
      const page = await sb.newPage(viewport);
      const email = `arrepentida.${label}.${Date.now().toString(36)}@example.com`;
      await openPage(page, '/');
      const order = await guestOrder(page, email);

      await openPage(page, '/');
      await saveScreenshot(page, `revocation-home-${label}`);
      await (await buttonOnFirstScreen(page, 'Botón de arrepentimiento', viewport.height)).click();
      await page.waitForURL((url) => url.pathname === '/site/arrepentimiento');
      await page.getByRole('heading', { name: 'Revocar una compra' }).waitFor();
      expect(await axeSerious(page)).toEqual([]);
      await page.locator('#revocation-number').fill(String(order.number));
      await page.locator('#revocation-email').fill(email);
      await saveScreenshot(page, `revocation-form-${label}`, true);
      await page.getByRole('button', { name: 'Arrepentirme de la compra' }).click();

      const code = (await page.getByTestId('revocation-code').innerText()).trim();
      expect(code).toMatch(CODE);
      await page.getByText('Lo pediste dentro del plazo legal.', { exact: false }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeSerious(page)).toEqual([]);
      await saveScreenshot(page, `revocation-code-${label}`, true);

      // Without a mail server the message waits in the outbox, shown at /dev/mail.
      await page.goto('/dev/mail');
      const row = page.locator('tr', { hasText: email }).filter({ hasText: code });
      await row.first().waitFor();
      await row.first().getByRole('link').first().click();
      await page.getByText(code).first().waitFor();
      await saveScreenshot(page, `revocation-mail-${label}`, true);

      // The order's page tells the revocation and its code.
      await openPage(page, `/shop/order-success?token=${encodeURIComponent(order.token)}`);
      const fact = page.locator('[data-fact="revocation"]');
      await fact.waitFor();
      expect(await fact.innerText()).toContain(code);
      await saveScreenshot(page, `revocation-order-${label}`, true);
    }, 120_000);
  }

  it('is stated, with its link, in the terms', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/site/terms');
    const section = page.locator('#terms-returns');
    await section.getByText('Resolución 424/2020', { exact: false }).waitFor();
    await section.getByRole('link', { name: 'Revocar una compra con el Botón de arrepentimiento' }).click();
    await page.waitForURL((url) => url.pathname === '/site/arrepentimiento');
    await openPage(page, '/site/terms#terms-returns');
    await page.locator('#terms-returns').scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'revocation-terms-1366');
  }, 60_000);

  it('works right to left (en-RTL): a wrong e-mail is told without revealing the order, then the code is given', async () => {
    const page = await sb.newPage(WIDE);
    const email = `rtl.${Date.now().toString(36)}@example.com`;
    await openPage(page, '/en-rtl/');
    const order = await guestOrder(page, email);
    await openPage(page, '/en-rtl/');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await (await buttonOnFirstScreen(page, 'Cancel a purchase (Botón de arrepentimiento)', WIDE.height)).click();
    await page.waitForURL((url) => url.pathname === '/en-rtl/site/arrepentimiento');
    await page.locator('#revocation-number').fill(String(order.number));
    await page.locator('#revocation-email').fill(`someone.else.${email}`);
    await page.getByRole('button', { name: 'Revoke the purchase' }).click();
    await page.getByText('We found no order with that number and e-mail.', { exact: false }).waitFor();
    await saveScreenshot(page, 'revocation-wrong-email-en-rtl');
    await page.locator('#revocation-email').fill(email);
    await page.getByRole('button', { name: 'Revoke the purchase' }).click();
    expect((await page.getByTestId('revocation-code').innerText()).trim()).toMatch(CODE);
    await page.getByText('You asked within the legal term.').waitFor();
    await saveScreenshot(page, 'revocation-code-en-rtl', true);
  }, 120_000);
});
