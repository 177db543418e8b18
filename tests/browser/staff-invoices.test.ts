import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArcaStandIn } from '../../fixtures/arca/index';
import { totpCode } from '../../server/staff/totp';
import { restock } from '../helpers/stock';
import { startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { axeSerious } from './support/shopper-api';
import { addressInput, addToCart, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';
import { signedInStaff, type TestStaff } from '../staff/helpers';

// The staff's invoices in Chromium, with the keyboard: a cash order marked paid gets its "Factura B"
// with its CAE on the order page and downloads; an invoice ARCA's stand-in rejected is listed on
// "Facturas rechazadas" with ARCA's reason and retried from its order to "Autorizado".
// Screenshots go to INVOICE_SHOTS_DIR (1366 px, 375 px, en-RTL).
const SHOTS = process.env.INVOICE_SHOTS_DIR ?? path.resolve(import.meta.dirname, '..', 'artifacts', 'staff-invoices');
const WIDE = { width: 1366, height: 900 };

let sb: ShopBrowser;
let owner: TestStaff;
let arca: ArcaStandIn;
let page: Page;

async function shot(p: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await p.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

let keys = 0;
async function placeOrder(payment: 'CASH_ON_DELIVERY' | 'BANK_TRANSFER'): Promise<{ id: string; number: number }> {
  const s = sb.shop.shopper();
  ok(await addToCart(s, PRODUCTS.battery, 1));
  keys += 1;
  return ok(
    await s.gql<{ checkout: { id: string; number: number } }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { id number } }`, {
      input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment, email: uniqueEmail('factura'), idempotencyKey: `staff-invoices-${Date.now()}-${keys}` },
    }),
  ).checkout;
}

beforeAll(async () => {
  sb = await startShopBrowser({ ARCA_STANDIN: 'true' });
  arca = sb.shop.server.services.invoices!.standIn!;
  await restock(sb.shop.server.services.db, PRODUCTS.battery, 20);
  owner = await signedInStaff(sb.shop, 'owner', { signIn: false });
  page = await sb.newPage(WIDE);
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/admin/sign-in');
  await page.getByLabel('Correo electrónico').fill(owner.email);
  await page.getByLabel('Contraseña').fill(owner.password);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Código de seis dígitos').fill(totpCode(owner.totpSecret, Date.now()));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/orders');
}, 180_000);

afterAll(async () => {
  await sb?.close();
});

describe('invoices in the staff app', () => {
  it('marks a cash order paid with the keyboard and shows its invoice with the CAE and a download', async () => {
    const order = await placeOrder('CASH_ON_DELIVERY');
    await page.goto(`/admin/orders/${order.number}`);
    const section = page.getByRole('region', { name: 'Comprobantes' });
    await section.getByText('Sin comprobantes').waitFor();
    await section.getByRole('button', { name: 'Marcar como pagado' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Marcar el pedido N.º ${order.number} como pagado` });
    await dialog.getByLabel('Motivo').waitFor();
    await dialog.getByLabel('Motivo').fill('Cobrado por el cadete');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    const invoice = section.locator('[data-voucher-state="APPROVED"]');
    await invoice.waitFor({ timeout: 20_000 });
    const text = (await invoice.textContent()) ?? '';
    expect(text).toMatch(/Factura B N\.º 0001-\d{8}/);
    expect(text).toContain('Autorizado');
    expect(await invoice.locator('[data-fact="cae"]').innerText()).toMatch(/^\d{14}$/);
    // The header follows: the order is being prepared and paid.
    await page.getByText('En preparación').first().waitFor();
    expect(await section.getByRole('button', { name: 'Marcar como pagado' }).count()).toBe(0);
    // Settled: the page stops saying it waits for ARCA.
    await section.getByText('Pidiendo el CAE a ARCA…').waitFor({ state: 'hidden' });
    expect(await axeSerious(page)).toEqual([]);
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'order-vouchers-1366');
    await section.screenshot({ path: path.join(SHOTS, 'order-vouchers-section-1366.png') });

    const link = invoice.getByRole('link', { name: /^Descargar Factura B/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^Factura-B-0001-\d{8}\.pdf$/);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  }, 90_000);

  it('lists a rejected invoice with ARCA\'s reason and retries it from its order to authorised', async () => {
    arca.store.switches.rejectNext = 1;
    const order = await placeOrder('BANK_TRANSFER');
    const clerk = await signedInStaff(sb.shop, 'orders');
    ok(await clerk.browser.gql(`mutation($input: MarkOrderPaidInput!) { markOrderPaid(input: $input) { id } }`, { input: { orderId: order.id, reason: 'Transferencia 4455' } }));
    // The invoice job asks ARCA's stand-in, which rejects it.
    const listed = async () => (await clerk.browser.gql<{ rejectedInvoices: { orderNumber: string }[] }>('query { rejectedInvoices { orderNumber } }')).data?.rejectedInvoices ?? [];
    await expect.poll(async () => (await listed()).some((r) => r.orderNumber === String(order.number)), { timeout: 20_000 }).toBe(true);

    await page.getByRole('navigation', { name: 'Secciones' }).getByRole('link', { name: 'Facturas rechazadas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Facturas rechazadas' }).waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(order.number), exact: true }) });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/\d+: \S/);
    expect(await axeSerious(page)).toEqual([]);
    await shot(page, 'rejected-invoices-1366');

    await row.getByRole('link', { name: String(order.number), exact: true }).click();
    const section = page.getByRole('region', { name: 'Comprobantes' });
    const voucher = section.locator('[data-voucher-state="REJECTED"]');
    await voucher.getByText('Motivo de ARCA').waitFor();
    await shot(page, 'order-rejected-1366');
    await voucher.getByRole('button', { name: 'Reintentar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Motivo').fill('Datos de facturación corregidos');
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await section.locator('[data-voucher-state="APPROVED"]').waitFor({ timeout: 20_000 });
    expect(await section.locator('[data-voucher-state="REJECTED"]').count()).toBe(0);
  }, 90_000);

  it('reads at 375 px and right to left', async () => {
    const narrow = await sb.newPage({ width: 375, height: 812 });
    await narrow.context().addCookies(await page.context().cookies());
    await narrow.goto(page.url());
    await narrow.getByRole('region', { name: 'Comprobantes' }).locator('[data-voucher-state="APPROVED"]').waitFor();
    await shot(narrow, 'order-vouchers-375');
    // The section fits the phone's width (the lines' table scrolls inside its own box).
    const box = await narrow.getByRole('region', { name: 'Comprobantes' }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await page.getByLabel(/Idioma/).selectOption('en-RTL');
    await page.getByRole('region', { name: 'Invoices and credit notes' }).waitFor();
    await shot(page, 'order-vouchers-rtl-1366');
  }, 60_000);
});
