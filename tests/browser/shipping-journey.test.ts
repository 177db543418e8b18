import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { CarriersStandIn } from '../../fixtures/carriers/index';
import { CARRIER_NAMES } from '../../server/delivery/model';
import type { CarrierId } from '../../server/shipping';
import { totpCode } from '../../server/staff/totp';
import { signedInStaff, type TestStaff } from '../staff/helpers';
import { ARTIFACTS, MOBILE, openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, axeSerious, fillAddressFields, GUEST_ADDRESS } from './support/shopper-api';

// One shopper's order from the cart's estimate to the carrier's tracking: quoted to Ushuaia and to
// Buenos Aires in the cart, sent to a branch chosen at checkout, paid with Mercado Pago, shipped by a
// staff member from the staff app's order page, followed on the order page and in the e-mail.
// Screenshots (1366 px, 375 px, en-RTL) go to SHIPPING_SHOTS_DIR.
const SHOTS = process.env.SHIPPING_SHOTS_DIR ?? path.join(ARTIFACTS, 'shipping');
const WIDE = { width: 1366, height: 900 };

let sb: ShopBrowser;
let owner: TestStaff;
beforeAll(async () => {
  // Mercado Pago's and the carriers' stand-ins run beside the shop, as with `npm start`; the
  // tracking job asks the carriers every second.
  sb = await startShopBrowser({ MERCADOPAGO_STANDIN: 'true', SHIPMENT_TRACKING_SECONDS: '1' });
  owner = await signedInStaff(sb.shop, 'owner', { signIn: false });
});
afterAll(async () => {
  await sb?.close();
});

async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  // The preloader fades out once the first route has rendered.
  await page.waitForFunction(() => !document.getElementById('preloader'));
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

interface ShownOption {
  carrier: string;
  mode: string;
  priceCentavos: number;
  daysMax: number;
}

/** Quotes the cart to a postal code from the cart page's estimate; answers the options listed. */
async function quoteInCart(page: Page, postcode: string): Promise<ShownOption[]> {
  const estimate = page.locator('[data-shipping-estimator="cart"]');
  await estimate.getByLabel('Código postal').fill(postcode);
  await estimate.getByRole('button', { name: 'Calcular' }).click();
  await estimate.getByText(`Envío a ${postcode}: desde`).waitFor();
  await estimate.getByText(/^Ver las \d+ opciones de envío$/).click();
  return estimate.locator('[data-shipping-option]').evaluateAll((items) =>
    items.map((li) => ({
      carrier: li.getAttribute('data-shipping-option') ?? '',
      mode: li.getAttribute('data-mode') ?? '',
      priceCentavos: Number(li.getAttribute('data-price')),
      daysMax: Number(li.getAttribute('data-days-max')),
    })),
  );
}

describe('shipping to Tierra del Fuego', () => {
  it('quotes Ushuaia dearer and slower than Buenos Aires, sends to the branch chosen at checkout, charges the quote; the staff ship it and the shopper follows the tracking number on the order and in the e-mail', async () => {
    // The shopper, in the cart.
    const page = await sb.newPage(WIDE);
    await openPage(page, '/shop/cart');
    await addToCartInPage(page, 'bateria-moura-m22gd', 1);
    await openPage(page, '/shop/cart');
    // No shipping before a postal code is known.
    expect(await page.locator('#content [data-totals]').getByRole('row', { name: /Envío/ }).count()).toBe(0);

    const unknown = page.locator('[data-shipping-estimator="cart"]');
    await unknown.getByLabel('Código postal').fill('0999');
    await unknown.getByRole('button', { name: 'Calcular' }).click();
    await unknown.getByText(/No encontramos ese código postal/).waitFor();

    const caba = (await quoteInCart(page, 'C1425DKB')).filter((o) => o.mode !== 'PICKUP');
    expect(new Set(caba.map((o) => o.carrier))).toEqual(new Set(['andreani', 'correo-argentino', 'oca']));
    const ushuaiaAll = await quoteInCart(page, '9410');
    const ushuaia = ushuaiaAll.filter((o) => o.mode !== 'PICKUP');
    expect(ushuaiaAll.at(-1)).toMatchObject({ carrier: 'shop', mode: 'PICKUP', priceCentavos: 0 });
    // Dearer and slower: the cheapest to Ushuaia costs more than the dearest to Buenos Aires, and its fastest is slower.
    expect(Math.min(...ushuaia.map((o) => o.priceCentavos))).toBeGreaterThan(Math.max(...caba.map((o) => o.priceCentavos)));
    expect(Math.min(...ushuaia.map((o) => o.daysMax))).toBeGreaterThan(Math.max(...caba.map((o) => o.daysMax)));
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'cart-9410-1366', true);

    // Checkout: the address in Ushuaia, a carrier's branch chosen on its list.
    await page.getByRole('link', { name: 'Ir a pagar' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/checkout');
    const shipping = page.getByRole('region', { name: 'Dirección de envío' });
    await shipping.waitFor();
    // The postal code quoted in the cart starts the address.
    await expect.poll(() => shipping.getByLabel('Código postal', { exact: false }).inputValue()).toBe('9410');
    await fillAddressFields(shipping, {
      ...GUEST_ADDRESS,
      'Calle y número': 'San Martín 450',
      Ciudad: 'Ushuaia',
      Provincia: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur',
      'Código postal': '9410',
    });
    const email = `fueguina.${Date.now().toString(36)}@example.com`;
    await shipping.getByLabel('Correo electrónico').fill(email);

    const choice = page.locator('[data-shipping-choice]');
    const branchOption = choice.locator('[data-mode="BRANCH"]').first();
    await branchOption.waitFor();
    const carrier = (await branchOption.getAttribute('data-shipping-option')) as CarrierId;
    const carrierName = CARRIER_NAMES[carrier];
    expect(carrierName).toBeDefined();
    const price = await branchOption.locator('[data-price="current"]').innerText();
    await branchOption.getByRole('radio').check();
    const branchList = choice.getByRole('combobox', { name: /^Sucursal/ });
    await branchList.waitFor();
    const branches = await branchList.locator('option').evaluateAll((os) => os.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
    const branch = branches.find((b) => b.value !== '');
    expect(branch).toBeDefined();
    // By keyboard: the list takes the focus and the arrow moves from the placeholder to the first branch.
    await branchList.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => branchList.inputValue()).toBe(branch!.value);
    const summary = page.getByRole('region', { name: 'Tu pedido' }).locator('[data-totals]');
    expect(await summary.getByRole('row', { name: /Envío/ }).locator('td').innerText()).toBe(price);

    await page.getByRole('radio', { name: 'Mercado Pago' }).check();
    await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'checkout-branch-1366', true);
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();

    // Mercado Pago's stand-in charges the total shown.
    await page.waitForURL((url) => url.pathname === '/checkout/pay');
    const charged = await page.locator('[data-total]').innerText();
    await page.getByRole('button', { name: 'Aprobar el pago' }).click();
    await page.waitForURL((url) => url.pathname === '/shop/order-success' && url.searchParams.size === 1);
    await page.locator('[data-payment-panel="APPROVED"]').waitFor();
    const orderUrl = page.url();
    const token = new URL(orderUrl).searchParams.get('token') ?? '';
    const orderNumber = (await page.locator('[data-fact="number"]').first().innerText()).trim();
    expect(orderNumber).toMatch(/^\d+$/);

    const fact = page.locator('[data-fact="shipping"]');
    expect(await fact.getAttribute('data-carrier')).toBe(carrier);
    expect(await fact.getAttribute('data-mode')).toBe('BRANCH');
    const branchName = branch!.label.split(' — ')[0];
    expect(await fact.locator('[data-fact="shipping-branch"]').innerText()).toContain(branchName);
    const totals = page.locator('[data-totals]').last();
    expect(await totals.getByRole('row', { name: /Envío/ }).locator('td').innerText()).toBe(price);
    expect((await totals.innerText()).replace(/\s+/g, ' ')).toContain(charged.replace(/\s+/g, ' ').replace(/^\$\s?/, ''));
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'order-branch-1366', true);

    const stored = await sb.shop.server.services.db.query<{ shipping_mode: string; shipping_branch: { id: string }; shipping_postcode: string }>(
      'select shipping_mode, shipping_branch, shipping_postcode from orders where token = $1',
      [token],
    );
    expect(stored.rows[0]).toMatchObject({ shipping_mode: 'branch', shipping_branch: { id: branch!.value }, shipping_postcode: '9410' });

    // The staff member, in a browser context of their own, ships the same order with the shopper's carrier.
    const staff = await sb.newPage(WIDE);
    await staff.goto('/admin');
    await staff.waitForURL((url) => url.pathname === '/admin/sign-in');
    await staff.getByLabel('Correo electrónico').fill(owner.email);
    await staff.getByLabel('Contraseña').fill(owner.password);
    await staff.getByRole('button', { name: 'Continuar' }).click();
    await staff.getByLabel('Código de seis dígitos').fill(totpCode(owner.totpSecret));
    await staff.getByRole('button', { name: 'Verificar' }).click();
    await staff.waitForURL((url) => url.pathname === '/admin/orders');
    await staff.goto(`/admin/orders/${orderNumber}`);
    const heading = staff.getByRole('heading', { level: 1, name: `Pedido ${orderNumber}` });
    await heading.waitFor();
    // The staff see where the parcel goes: the carrier's branch the shopper chose, with its code.
    const chosen = staff.locator('[data-card="shipping-choice"]');
    await expect.poll(() => chosen.locator('[data-fact="shipping-mode"]').innerText()).toBe('Retiro en sucursal del correo');
    const chosenBranch = await chosen.locator('[data-fact="shipping-branch"]').innerText();
    expect(chosenBranch).toContain(branchName);
    expect(chosenBranch).toContain(`Código de sucursal ${branch!.value}`);
    const create = staff.getByRole('button', { name: `Crear envío con ${carrierName}` });
    await create.waitFor();
    await shot(staff, 'staff-create-1366');
    await create.click();
    const card = staff.getByRole('region', { name: 'Envío con el correo' });
    const trackingFact = card.locator('[data-fact="carrier-tracking"]');
    await trackingFact.waitFor();
    const trackingNumber = ((await trackingFact.textContent()) ?? '').trim();
    expect(trackingNumber).not.toBe('');
    expect(((await card.locator('[data-fact="carrier-label"]').textContent()) ?? '').trim()).not.toBe('');
    expect(await card.locator('[data-fact="carrier-name"]').textContent()).toContain(carrierName);
    await heading.locator('..').getByText('Enviado').waitFor();

    // The carrier takes the parcel to the branch; the tracking job reads it within a few seconds.
    const carriers = sb.shop.server.services.shipping.standIn as CarriersStandIn;
    expect(carriers.store.advance(carrier, trackingNumber)).toBe('in-transit');
    expect(carriers.store.advance(carrier, trackingNumber)).toBe('at-branch');

    // The shopper, back on the order page, sees the staff's tracking number and the carrier's state.
    await expect
      .poll(
        async () => {
          await page.goto(orderUrl);
          return page.locator('[data-tracking]').getAttribute('data-state', { timeout: 5000 }).catch(() => null);
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('AT_BRANCH');
    const section = page.getByRole('region', { name: new RegExp(`Seguimiento de ${carrierName}`) });
    await section.getByText('Listo para retirar en la sucursal', { exact: true }).first().waitFor();
    // Correo Argentino names its own tracking number once the parcel is admitted; the others keep theirs.
    const carrierNumber = [...carriers.store.shipments.values()].find((x) => x.carrier === carrier && x.trackingNumber === trackingNumber)?.admittedNumber ?? trackingNumber;
    expect(((await page.locator('[data-fact="tracking-number"]').textContent()) ?? '').trim()).toBe(carrierNumber);
    expect(await page.locator('[data-shipment] [data-fact="carrier"]').textContent()).toBe(carrierName);
    expect(await axeSerious(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'order-tracking-1366');
    await page.setViewportSize(MOBILE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    // The shipment's facts and the tracking below them, clear of the sticky header.
    await page.locator('[data-shipment]').evaluate((el) => {
      el.scrollIntoView({ block: 'start' });
      window.scrollBy(0, -120);
    });
    await shot(page, 'order-tracking-375');
    await page.setViewportSize(WIDE);

    // The staff's order page lists the carrier's steps, newest first.
    await staff.reload();
    await card.locator('[data-tracking-events] li').nth(2).waitFor();
    await card.getByText('En sucursal para retirar').first().waitFor();
    await shot(staff, 'staff-order-1366');
    await staff.setViewportSize(MOBILE);
    await shot(staff, 'staff-order-375', true);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);

    // The e-mail of the shipment (written by a job after the move) names the carrier and the tracking number.
    const mail = page.locator('tr', { hasText: email }).filter({ hasText: `Despachamos tu pedido N.º ${orderNumber}` });
    await expect
      .poll(
        async () => {
          await page.goto('/dev/mail');
          return mail.count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);
    const mailHtml = (await mail.getByRole('link', { name: `Despachamos tu pedido N.º ${orderNumber}` }).getAttribute('href')) ?? '';
    await mail.getByRole('link', { name: 'text' }).click();
    const lines = (await page.locator('body').innerText()).split('\n');
    expect(lines).toContain(`Transportista: ${carrierName}`);
    expect(lines).toContain(`Número de seguimiento: ${trackingNumber}`);
    await page.goto(mailHtml);
    await shot(page, 'mail-shipped-1366', true);

    // In en-RTL the tracking mirrors.
    await openPage(page, `${new URL(orderUrl).pathname}?token=${encodeURIComponent(token)}&lang=en-RTL`);
    const rtlSection = page.getByRole('region', { name: new RegExp(`${carrierName} tracking`) });
    await rtlSection.getByText('Ready for pickup at the branch').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await rtlSection.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'order-tracking-en-rtl');
  }, 150_000);

  it('fits a phone and mirrors in en-RTL: the cart estimate and the checkout options', async () => {
    // The two shoppers are independent: they go through their pages side by side.
    const visit = async (lang: 'es' | 'en-RTL', viewport: { width: number; height: number }, tag: string) => {
      const page = await sb.newPage(viewport);
      await openPage(page, `/shop/cart?lang=${lang}`);
      await addToCartInPage(page, 'bateria-moura-m22gd', 1);
      await openPage(page, `/shop/cart?lang=${lang}`);
      const estimate = page.locator('[data-shipping-estimator="cart"]');
      await estimate.locator('input[name="shipping-postcode"]').fill('5000');
      await estimate.locator('button[type="submit"]').click();
      await estimate.locator('[data-shipping-estimate="5000"]').waitFor();
      if (lang === 'en-RTL') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      expect(await axeSerious(page)).toEqual([]);
      await shot(page, `cart-${tag}`, true);
      await openPage(page, `/shop/checkout?lang=${lang}`);
      await page.locator('[data-shipping-choice] [data-mode="HOME"]').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shot(page, `checkout-${tag}`, true);
      // The product page estimates the same remembered postal code for one unit.
      await openPage(page, `/shop/products/bateria-moura-m22gd?lang=${lang}`);
      await page.locator('[data-shipping-estimator="product"] [data-shipping-estimate="5000"]').waitFor();
      await shot(page, `product-${tag}`);
    };
    await Promise.all([visit('es', MOBILE, '375'), visit('en-RTL', WIDE, 'en-rtl-1366')]);
  }, 120_000);
});
