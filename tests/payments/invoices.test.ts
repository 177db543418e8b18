import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readQrUrl } from '../../server/invoice/qr';
import { invoicesOfOrder, type InvoiceRecord } from '../../server/invoice/service';
import { listRejectedInvoices, queueCreditNote, retryInvoice } from '../../server/invoice/jobs';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addressInput, addToCart, ok, PRODUCTS } from '../shopper/helpers';

/**
 * A paid order's electronic invoice, end to end through the shop's public surface: Mercado Pago's
 * stand-in approves a payment, the invoice job asks ARCA's stand-in for a CAE, the order shows it,
 * its PDF downloads with the order's token and is mailed; a refund's credit note; a rejection the
 * staff retry; a timeout after ARCA stored the voucher, reconciled without a second number.
 */
let shop: TestShop;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-api-'));
  // A short ARCA timeout: the stand-in's "timeout after storing" holds the answer back for a minute.
  shop = await startTestShop({ MERCADOPAGO_STANDIN: 'true', ARCA_STANDIN: 'true', ARCA_TIMEOUT_MS: '1500', ARCA_ISSUER_NAME: 'Autopartes del Sur S.A.' });
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

const INVOICE = 'invoice { letter voucherType state number cae caeDueDate issueDate totalCentavos pdfUrl }';
interface ShopperInvoice {
  letter: string;
  voucherType: number;
  state: string;
  number: string | null;
  cae: string | null;
  caeDueDate: string | null;
  issueDate: string | null;
  totalCentavos: number;
  pdfUrl: string | null;
}
interface PaidOrder {
  id: string;
  token: string;
  number: number;
  totalCentavos: number;
  totals: { type: string; priceCentavos: number }[];
  invoice: ShopperInvoice | null;
}
const ORDER = `id token number totalCentavos totals { type priceCentavos } ${INVOICE}`;

const standIns = () => ({ mp: shop.server.services.payments.standIn!, arca: shop.server.services.invoices!.standIn! });

/** Places a WALLET order of `product` and pays it on Mercado Pago's stand-in (approved). */
async function payOrder(s: Shopper, key: string, billing: Record<string, unknown>, product = PRODUCTS.battery): Promise<PaidOrder> {
  ok(await addToCart(s, product, 1));
  const { checkout } = ok(
    await s.gql<{ checkout: PaidOrder }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER} } }`, {
      input: { shippingAddress: { address: addressInput(billing) }, billingSameAsShipping: true, payment: 'WALLET', idempotencyKey: key },
    }),
  );
  expect(checkout.invoice).toBeNull();
  const { startPayment } = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: checkout.token }));
  const prefId = new URL(startPayment.url).searchParams.get('pref_id') ?? '';
  const paid = await fetch(`${standIns().mp.url}/checkout/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ pref_id: prefId, outcome: 'approved' }).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  return checkout;
}

async function read(s: Shopper, token: string): Promise<PaidOrder> {
  return ok(await s.gql<{ orderByToken: PaidOrder }>(`query($t: String!) { orderByToken(token: $t) { ${ORDER} } }`, { t: token })).orderByToken;
}

async function until<T>(what: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/ {2,}/g, ' ');
}

const RI = { company: 'Talleres Norte S.R.L.', documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'RESPONSABLE_INSCRIPTO' };

describe('the invoice of a paid order', () => {
  let a: PaidOrder;
  let s: Shopper;

  it('is issued by a job once Mercado Pago approves: factura A N.º 0001-00000001 with its CAE on the order page', async () => {
    s = shop.shopper();
    const placed = await payOrder(s, 'invoice-a-1', RI);
    a = await until(() => read(s, placed.token), (o) => o.invoice?.state === 'APPROVED');
    const shipping = a.totals.filter((r) => r.type === 'SHIPPING').reduce((n, r) => n + r.priceCentavos, 0);
    expect(shipping).toBeGreaterThan(0);
    expect(a.invoice).toMatchObject({ letter: 'A', voucherType: 1, state: 'APPROVED', number: '0001-00000001', totalCentavos: a.totalCentavos });
    expect(a.invoice?.cae).toMatch(/^\d{14}$/);
    expect(a.invoice?.caeDueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // ARCA's stand-in authorised exactly that voucher: type 1, number 1, the order's total, the buyer's CUIT.
    const atArca = standIns().arca.store.vouchersOf(shop.server.services.invoices!.ctx.settings.cuit, 1, 1);
    expect(atArca).toHaveLength(1);
    expect(atArca[0]).toMatchObject({ number: 1, docType: 80, docNumber: '20123456786', conditionId: 1, cae: a.invoice?.cae });
    expect(Math.round(Number(atArca[0].total) * 100)).toBe(a.totalCentavos);
  }, 60_000);

  it('downloads as a PDF with the order token only, whose text has the legal fields and whose QR names the voucher', async () => {
    const res = await fetch(shop.url + a.invoice!.pdfUrl!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('Factura-A-0001-00000001.pdf');
    const text = pdfText(Buffer.from(await res.arrayBuffer()), 'a');
    expect(text).toContain('FACTURA');
    expect(text).toContain('Comp. Nro: 00000001');
    expect(text).toContain('Talleres Norte S.R.L.');
    expect(text).toContain('CUIT: 20-12345678-6');
    expect(text).toContain('IVA Responsable Inscripto');
    expect(text).toContain('Envío');
    expect(text).toContain('Importe neto gravado:');
    expect(text).toContain('IVA 21%:');
    expect(text).toContain(`CAE N.º: ${a.invoice!.cae}`);
    // Another token, or the right token and another order's invoice: nothing.
    const wrong = a.invoice!.pdfUrl!.replace(a.token, 'x'.repeat(a.token.length));
    expect((await fetch(shop.url + wrong)).status).toBe(404);
    const record = (await invoicesOfOrder(shop.server.services.db, a.id))[0];
    expect(readQrUrl((await import('../../server/invoice/qr')).qrUrl(record, shop.server.services.invoices!.ctx.settings.cuit))).toMatchObject({
      ptoVta: 1,
      tipoCmp: 1,
      nroCmp: 1,
      importe: a.totalCentavos / 100,
      tipoDocRec: 80,
      nroDocRec: 20123456786,
      codAut: Number(a.invoice!.cae),
    });
  });

  it('is e-mailed with its PDF attached, listed at /dev/mail', async () => {
    const db = shop.server.services.db;
    const mail = await until(
      () => db.query<{ id: string; subject: string; attachments: { filename: string; base64: string }[] }>(`select id, subject, attachments from mail_outbox where kind = 'invoice' and subject like $1`, [`%N.º ${a.number}:%`]),
      (r) => r.rows.length === 1,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0].subject).toBe(`Tu factura del pedido N.º ${a.number}: Factura A N.º 0001-00000001`);
    expect(mail.rows[0].attachments.map((f) => f.filename)).toEqual(['Factura-A-0001-00000001.pdf']);
    expect(pdfText(Buffer.from(mail.rows[0].attachments[0].base64, 'base64'), 'mailed')).toContain(`CAE N.º: ${a.invoice!.cae}`);
    const list = await (await fetch(`${shop.url}/dev/mail`)).text();
    expect(list).toContain(`/dev/mail/${mail.rows[0].id}/attachments/0`);
    const file = await fetch(`${shop.url}/dev/mail/${mail.rows[0].id}/attachments/0`);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('is credited for a refund: nota de crédito A (3) for the amount, associated with the invoice, e-mailed', async () => {
    const { db } = shop.server.services;
    expect(await queueCreditNote(db, { orderId: a.id, refundId: 'refund-a-1', amountCentavos: 10_000_00, reason: 'devolución parcial' })).toBe(true);
    // Once per refund.
    expect(await queueCreditNote(db, { orderId: a.id, refundId: 'refund-a-1', amountCentavos: 10_000_00, reason: 'devolución parcial' })).toBe(false);
    shop.server.services.invoices!.kick();
    const all = await until(() => invoicesOfOrder(db, a.id), (l) => l.some((i) => i.kind === 'CREDIT_NOTE' && i.state === 'APPROVED'));
    const note = all.find((i) => i.kind === 'CREDIT_NOTE') as InvoiceRecord;
    expect(note).toMatchObject({ letter: 'A', voucherType: 3, number: 1, total: 10_000_00, associatedInvoiceId: all[0].id, state: 'APPROVED' });
    expect(note.net + note.iva).toBe(10_000_00);
    const request = (await db.query<{ request: { detail: { CbtesAsoc: { CbteAsoc: { Tipo: number; Nro: number }[] } } } }>('select request from invoices where id = $1', [note.id])).rows[0].request;
    expect(request.detail.CbtesAsoc.CbteAsoc).toEqual([expect.objectContaining({ Tipo: 1, Nro: 1, PtoVta: 1 })]);
    const mail = await until(
      () => db.query<{ subject: string }>(`select subject from mail_outbox where kind = 'credit-note' and dedupe_key = $1`, [`voucher:${note.id}`]),
      (r) => r.rows.length === 1,
    );
    expect(mail.rows[0]?.subject).toBe(`Nota de crédito del pedido N.º ${a.number}: Nota de crédito A N.º 0001-00000001`);
  }, 60_000);
});

describe('a final consumer', () => {
  it('gets factura B, which states the IVA it contains (Ley 27.743)', async () => {
    const s = shop.shopper();
    const placed = await payOrder(s, 'invoice-b-1', {});
    const b = await until(() => read(s, placed.token), (o) => o.invoice?.state === 'APPROVED');
    expect(b.invoice).toMatchObject({ letter: 'B', voucherType: 6, number: '0001-00000001' });
    const text = pdfText(Buffer.from(await (await fetch(shop.url + b.invoice!.pdfUrl!)).arrayBuffer()), 'b');
    expect(text).toContain('Consumidor Final');
    expect(text).toContain('DNI: 30123456');
    expect(text).toContain('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)');
    expect(text).toMatch(/IVA contenido: \$ [\d.]+,\d\d/);
  }, 60_000);
});

describe('a rejection by ARCA', () => {
  it('is listed for the staff with ARCA\'s reason, and retried takes the number it gave back', async () => {
    const { db } = shop.server.services;
    const { arca } = standIns();
    arca.store.switches.rejectNext = 1;
    const s = shop.shopper();
    const placed = await payOrder(s, 'invoice-b-rejected', {});
    const rejected = await until(() => listRejectedInvoices(db), (l) => l.some((r) => r.invoice.orderId === placed.id));
    const entry = rejected.find((r) => r.invoice.orderId === placed.id);
    expect(entry?.reasons).toEqual(['10000: Rechazo forzado por el doble de ARCA']);
    expect(entry?.invoice.number).toBeNull();
    expect(entry?.orderNumber).toBe(placed.number);
    // The shopper sees it as still being authorised, without ARCA's words.
    expect((await read(s, placed.token)).invoice).toMatchObject({ state: 'PENDING', number: null, cae: null, pdfUrl: null });

    expect(await retryInvoice(db, entry!.invoice.id)).toBe(true);
    shop.server.services.invoices!.kick();
    const done = await until(() => read(s, placed.token), (o) => o.invoice?.state === 'APPROVED');
    expect(done.invoice?.number).toBe('0001-00000002');
    expect((await listRejectedInvoices(db)).some((r) => r.invoice.orderId === placed.id)).toBe(false);
    expect(arca.store.vouchersOf(shop.server.services.invoices!.ctx.settings.cuit, 1, 6).map((v) => v.number)).toEqual([1, 2]);
  }, 60_000);
});

describe('a timeout after ARCA stored the voucher', () => {
  it('is settled by asking ARCA (FECompConsultar): the CAE it gave, no second number', async () => {
    const { arca } = standIns();
    const cuit = shop.server.services.invoices!.ctx.settings.cuit;
    const before = arca.store.vouchersOf(cuit, 1, 6).length;
    arca.store.switches.timeoutAfterStoreNext = 1;
    const s = shop.shopper();
    const placed = await payOrder(s, 'invoice-b-timeout', {});
    const done = await until(() => read(s, placed.token), (o) => o.invoice?.state === 'APPROVED', 30_000);
    const atArca = arca.store.vouchersOf(cuit, 1, 6);
    expect(atArca).toHaveLength(before + 1);
    expect(done.invoice?.number).toBe(`0001-${String(before + 1).padStart(8, '0')}`);
    expect(done.invoice?.cae).toBe(atArca.at(-1)?.cae);
    expect(arca.store.switches.timeoutAfterStoreNext).toBe(0);
  }, 60_000);
});
