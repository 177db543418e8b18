import fs from 'node:fs';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarriersStandIn } from '../../fixtures/carriers/index';
import type { MercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { restock } from '../helpers/stock';
import { addressInput, addToCart, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';
import { signedInStaff, type TestStaff } from '../staff/helpers';
import { MOBILE, startShopBrowser, type ShopBrowser } from './support/shop-browser';

// A shipment created with the shopper's carrier from the staff's order page, and its tracking on
// the shopper's order page as the tracking job reads it. Screenshots (1366 px, 375 px) go to SHOTS.
const SHOTS = process.env.SHIPMENT_SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'artifacts', 'shipments');
const WIDE = { width: 1366, height: 900 };

let sb: ShopBrowser;
let owner: TestStaff;
let order: { id: string; token: string; number: number };

async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  sb = await startShopBrowser({ MERCADOPAGO_STANDIN: 'true', SHIPMENT_TRACKING_SECONDS: '1' });
  await restock(sb.shop.server.services.db, PRODUCTS.battery, 20);
  owner = await signedInStaff(sb.shop, 'owner', { signIn: false });
  const s = sb.shop.shopper();
  ok(await addToCart(s, PRODUCTS.battery, 1));
  const quote = ok(await s.gql<{ shippingQuote: { options: { quoteId: string; carrier: string; mode: string }[] } }>('query { shippingQuote(postcode: "5000") { options { quoteId carrier mode } } }'));
  const option = quote.shippingQuote.options.find((o) => o.carrier === 'andreani' && o.mode === 'HOME');
  expect(option).toBeDefined();
  ({ checkout: order } = ok(
    await s.gql<{ checkout: typeof order }>('mutation($input: CheckoutInput!) { checkout(input: $input) { id token number } }', {
      input: {
        shippingAddress: { address: addressInput({ postcode: '5000', city: 'Córdoba', state: 'Córdoba', address1: 'Av. Colón 1234' }) },
        billingSameAsShipping: true,
        payment: 'WALLET',
        email: uniqueEmail('envio'),
        idempotencyKey: `shipment-journey-${Date.now()}`,
        shipping: { quoteId: option?.quoteId },
      },
    }),
  ));
  const { startPayment } = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token }));
  const payments = sb.shop.server.services.payments.standIn as MercadoPagoStandIn;
  expect(await payments.notify(payments.store.pay(new URL(startPayment.url).searchParams.get('pref_id') ?? '', 'approved'), 'payment.created')).toBe(200);
}, 180_000);

afterAll(async () => {
  await sb?.close();
});

describe('shipments in the browser', () => {
  it('creates the shipment with Andreani from the staff’s order page; the shopper follows it on the order page', async () => {
    const page = await sb.newPage(WIDE);
    await page.goto('/admin');
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    await page.getByLabel('Correo electrónico').fill(owner.email);
    await page.getByLabel('Contraseña').fill(owner.password);
    await page.getByRole('button', { name: 'Continuar' }).click();
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(owner.totpSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    await page.getByLabel('Código de seis dígitos').fill(code);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');

    await page.goto(`/admin/orders/${order.number}`);
    await page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }).waitFor();
    const create = page.getByRole('button', { name: 'Crear envío con Andreani' });
    await create.waitFor();
    await shot(page, 'staff-create-1366');
    await create.click();
    const card = page.getByRole('region', { name: 'Envío con el correo' });
    const tracking = card.locator('[data-fact="carrier-tracking"]');
    await tracking.waitFor();
    const number = (await tracking.textContent()) ?? '';
    expect(number).toMatch(/^\d{10,}$/);
    await page.getByRole('heading', { level: 1, name: `Pedido ${order.number}` }).locator('..').getByText('Enviado').waitFor();

    // The carrier moves the parcel on; the tracking job reads it within a few seconds.
    const carriers = sb.shop.server.services.shipping.standIn as CarriersStandIn;
    carriers.store.advance('andreani', number);
    carriers.store.advance('andreani', number);
    const shopper = await sb.newPage(WIDE);
    await expect
      .poll(
        async () => {
          await shopper.goto(`/shop/order-success?token=${encodeURIComponent(order.token)}`);
          return shopper.locator('[data-tracking]').getAttribute('data-state', { timeout: 5000 }).catch(() => null);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('OUT_FOR_DELIVERY');
    const section = shopper.getByRole('region', { name: /Seguimiento de Andreani/ });
    await section.getByText('En distribución', { exact: true }).first().waitFor();
    expect(await shopper.locator('[data-fact="tracking-number"]').textContent()).toBe(number);
    await section.scrollIntoViewIfNeeded();
    await shot(shopper, 'shopper-order-1366');
    await shopper.setViewportSize(MOBILE);
    await shot(shopper, 'shopper-order-375');

    await page.reload();
    await card.locator('[data-tracking-events] li').nth(2).waitFor();
    await shot(page, 'staff-order-1366');
    await page.setViewportSize(MOBILE);
    await shot(page, 'staff-order-375');

    const rtl = await sb.newPage(WIDE);
    await rtl.goto(`/shop/order-success?token=${encodeURIComponent(order.token)}&lang=en-RTL`);
    await rtl.getByRole('region', { name: /Andreani tracking/ }).waitFor();
    await shot(rtl, 'shopper-order-en-rtl');
  }, 120_000);
});
