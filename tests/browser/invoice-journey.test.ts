import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, openPage, startShopBrowser, type ShopBrowser } from './support/shop-browser';
import { addToCartInPage, axeSerious, fillGuestAddress } from './support/shopper-api';

const SHOTS = '/work/wt/shots/invoices';
let sb: ShopBrowser;
beforeAll(async () => {
  // Mercado Pago's and ARCA's stand-ins run beside the shop, as with `npm start`.
  sb = await startShopBrowser({ MERCADOPAGO_STANDIN: 'true', ARCA_STANDIN: 'true', ARCA_ISSUER_NAME: 'Autopartes del Sur S.A.' });
});
afterAll(async () => {
  await sb?.close();
});

function shot(name: string): string {
  fs.mkdirSync(SHOTS, { recursive: true });
  return path.join(SHOTS, `${name}.png`);
}

describe('the invoice of an order paid with Mercado Pago', () => {
  it('shows on the order page as "Factura A N.º 0001-00000001, CAE …", downloads as a PDF, and is attached to the e-mail at /dev/mail', async () => {
    const page = await sb.newPage({ width: 1366, height: 900 });
    await openPage(page, '/shop/cart');
    await addToCartInPage(page, 'bateria-moura-m22gd', 1);
    await openPage(page, '/shop/checkout');
    const shipping = page.getByRole('region', { name: 'Dirección de envío' });
    await shipping.waitFor();
    const email = `factura.${Date.now().toString(36)}@example.com`;
    await fillGuestAddress(page, email);
    // A Responsable Inscripto: CUIT and condition, factura A.
    await shipping.getByLabel('Tipo de documento').selectOption('CUIT');
    await shipping.getByLabel('Número de documento', { exact: false }).fill('20-12345678-6');
    await shipping.getByLabel('Condición frente al IVA').selectOption('RESPONSABLE_INSCRIPTO');
    await shipping.getByText('Te corresponde factura A.').waitFor();
    await page.getByRole('radio', { name: 'Mercado Pago' }).check();
    await page.getByRole('checkbox', { name: /Leí y acepto/ }).check();
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await page.waitForURL((url) => url.pathname === '/checkout/pay');
    await page.getByRole('button', { name: 'Aprobar el pago' }).click();

    // Back on the order: paid, and within seconds its invoice, authorised by ARCA (the page asks again).
    await page.waitForURL((url) => url.pathname === '/shop/order-success' && url.searchParams.size === 1);
    await page.locator('[data-payment-panel="APPROVED"]').waitFor();
    const fact = page.locator('[data-fact="invoice"][data-invoice-state="APPROVED"]');
    await fact.waitFor({ timeout: 20_000 });
    const text = (await fact.locator('span').innerText()).trim();
    expect(text).toMatch(/^Factura A N\.º 0001-00000001, CAE \d{14}, vence \d{2}\/\d{2}\/\d{4}$/);
    const cae = /CAE (\d{14})/.exec(text)?.[1] ?? '';
    expect(await axeSerious(page)).toEqual([]);
    await page.screenshot({ path: shot('order-invoice-1366'), fullPage: false });

    // The PDF, as the link downloads it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-invoice-pdf]').click()]);
    expect(download.suggestedFilename()).toBe('Factura-A-0001-00000001.pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-journey-'));
    const pdf = path.join(dir, 'factura.pdf');
    await download.saveAs(pdf);
    const pdfText = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/ {2,}/g, ' ');
    expect(pdfText).toContain('FACTURA');
    expect(pdfText).toContain('Autopartes del Sur S.A.');
    expect(pdfText).toContain('CUIT: 20-12345678-6');
    expect(pdfText).toContain(`CAE N.º: ${cae}`);

    // The same order on a phone and in en-RTL: the invoice fits the screen.
    const orderPath = new URL(page.url()).pathname + new URL(page.url()).search;
    const phone = await sb.newPage(MOBILE);
    await openPage(phone, orderPath);
    await phone.locator('[data-fact="invoice"][data-invoice-state="APPROVED"]').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await phone.screenshot({ path: shot('order-invoice-375'), fullPage: true });
    const rtl = await sb.newPage({ width: 1366, height: 900 });
    await openPage(rtl, `${orderPath}&lang=en-RTL`);
    await rtl.locator('[data-fact="invoice"][data-invoice-state="APPROVED"]').waitFor();
    expect(await rtl.locator('[data-fact="invoice"] span').innerText()).toContain('Invoice A No. 0001-00000001');
    await rtl.screenshot({ path: shot('order-invoice-en-rtl') });

    // The e-mail with the PDF attached, in the outbox shown at /dev/mail.
    await page.goto('/dev/mail');
    const row = page.locator('tr', { hasText: email }).filter({ hasText: 'Tu factura del pedido' });
    await row.waitFor({ timeout: 10_000 });
    const attachment = row.locator('[data-attachment]');
    expect((await attachment.innerText()).trim()).toBe('📎 Factura-A-0001-00000001.pdf');
    const href = (await attachment.getAttribute('href')) ?? '';
    const res = await page.request.get(href);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await page.screenshot({ path: shot('dev-mail-invoice-1366') });
  }, 150_000);
});
