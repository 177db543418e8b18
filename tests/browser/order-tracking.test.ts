import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { moveOrder } from '../../server/order/transitions';
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

/** A guest's cash-on-delivery order placed from the page's session. */
async function guestOrder(page: Page, key: string): Promise<{ id: string; number: number; token: string }> {
  await addToCartInPage(page, 'bateria-moura-m22gd', 1);
  const { checkout } = await gqlInPage<{ checkout: { id: string; number: number; token: string } }>(
    page,
    'mutation($input: CheckoutInput!) { checkout(input: $input) { id number token } }',
    {
      input: {
        shippingAddress: {
          address: {
            firstName: 'Martina', lastName: 'Gómez', company: '', country: 'AR', address1: 'Av. Rivadavia 5100', address2: '',
            city: 'Buenos Aires', state: 'CABA', postcode: 'C1424', email: `${key}@example.com`, phone: '+54 11 5555-0101',
            documentType: 'DNI', documentNumber: '30123456',
          },
        },
        billingSameAsShipping: true,
        payment: 'CASH_ON_DELIVERY',
        idempotencyKey: `tracking-${key}`,
      },
    },
  );
  return checkout;
}

describe("the shopper's order page once the staff ship it", () => {
  it('shows the state, the carrier, the tracking number and the moves, at 1366 px, 375 px and in en-RTL', async () => {
    const page = await sb.newPage(WIDE);
    await openPage(page, '/');
    const order = await guestOrder(page, 'tracking-shopper');
    const staff = { kind: 'staff', staffId: 'staff-browser' } as const;
    await moveOrder(sb.shop.server.services, staff, { orderId: order.id, to: 'PREPARING' });
    await moveOrder(sb.shop.server.services, staff, { orderId: order.id, to: 'SHIPPED', carrier: 'Andreani', trackingNumber: '360002512345678' });

    const url = `/shop/order-success?token=${encodeURIComponent(order.token)}`;
    await openPage(page, url);
    await expect.poll(() => page.locator('[data-fact="tracking-number"]').textContent()).toBe('360002512345678');
    expect(await page.locator('[data-fact="carrier"]').textContent()).toBe('Andreani');
    expect(await page.locator('[data-order-history] [data-history-to]').evaluateAll((els) => els.map((e) => e.getAttribute('data-history-to')))).toEqual(['PREPARING', 'SHIPPED']);
    expect(await page.locator('[data-order-history]').textContent()).toContain('Enviado');
    expect(await axeSerious(page)).toEqual([]);
    const shots = [await saveScreenshot(page, 'order-tracking-1366', true)];

    const phone = await sb.newPage(MOBILE);
    await openPage(phone, url);
    await phone.locator('[data-shipment]').scrollIntoViewIfNeeded();
    shots.push(await saveScreenshot(phone, 'order-tracking-375', true));

    const rtl = await sb.newPage(WIDE);
    await openPage(rtl, `${url}&lang=en-RTL`);
    await expect.poll(() => rtl.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await rtl.locator('[data-order-history]').textContent()).toContain('Being prepared');
    shots.push(await saveScreenshot(rtl, 'order-tracking-en-rtl', true));

    const keep = process.env.SHOTS_DIR;
    if (keep) for (const file of shots) fs.copyFileSync(file, path.join(keep, path.basename(file)));
  });
});
