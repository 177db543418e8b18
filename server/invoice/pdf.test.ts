import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startArcaStandIn, type ArcaStandIn } from '../../fixtures/arca/index.ts';
import type { Db } from '../db';
import { displayDate } from './maths';
import { invoicePdf, pesos } from './pdf';
import { qrUrl, readQrUrl } from './qr';
import { issueCreditNote, issueInvoice, type InvoiceRecord } from './service';
import { insertOrder, invoiceContext, invoiceSettings, invoiceTestDb, SHOP_CUIT } from '../../tests/helpers/invoice';

let standIn: ArcaStandIn;
let db: Db;
let dir: string;
let a: InvoiceRecord;
let b: InvoiceRecord;

const lines = [
  { description: 'Filtro de aceite Mann W 712/75', unitPrice: 12_100_00, quantity: 2, ivaRate: 210 as const },
  { description: 'Manual de taller Fiat Palio', unitPrice: 1_105_00, quantity: 1, ivaRate: 105 as const },
];

/** The PDF's text as pdftotext reads it (Debian's poppler-utils). */
function textOf(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

beforeAll(async () => {
  standIn = await startArcaStandIn();
  db = await invoiceTestDb();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
  const ctx = invoiceContext(db, standIn);
  a = await issueInvoice(ctx, {
    id: await insertOrder(db),
    buyer: { documentType: 'CUIT', documentNumber: '30712345671', ivaCondition: 'RESPONSABLE_INSCRIPTO', name: 'Talleres Norte S.R.L.' },
    lines,
    shipping: 3_630_00,
  });
  b = await issueInvoice(ctx, { id: await insertOrder(db), buyer: { documentType: 'DNI', documentNumber: '30123456', ivaCondition: 'CONSUMIDOR_FINAL', name: 'Ana Gómez' }, lines, shipping: 0 });
});
afterAll(async () => {
  await db?.close();
  await standIn?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('RG 4291 QR', () => {
  it('encodes the voucher as ARCA reads it', () => {
    const url = qrUrl(a, SHOP_CUIT);
    expect(url.startsWith('https://www.afip.gob.ar/fe/qr/?p=')).toBe(true);
    const issued = `${a.issueDate?.slice(0, 4)}-${a.issueDate?.slice(4, 6)}-${a.issueDate?.slice(6, 8)}`;
    expect(readQrUrl(url)).toEqual({
      ver: 1,
      fecha: issued,
      cuit: 30712345671,
      ptoVta: 1,
      tipoCmp: 1,
      nroCmp: 1,
      importe: 28_935,
      moneda: 'PES',
      ctz: 1,
      tipoDocRec: 80,
      nroDocRec: 30712345671,
      tipoCodAut: 'E',
      codAut: Number(a.cae),
    });
    expect(readQrUrl(qrUrl(b, SHOP_CUIT))).toMatchObject({ tipoCmp: 6, tipoDocRec: 96, nroDocRec: 30123456, importe: 25_305 });
  });
});

describe('invoice PDF', () => {
  it('prints an A invoice with the legal fields and IVA broken out', async () => {
    const pdf = await invoicePdf(a, invoiceSettings());
    const text = textOf(pdf, 'a');
    for (const expected of [
      'FACTURA',
      'COD. 01',
      'Autopartes del Sur S.A.',
      'IVA Responsable Inscripto',
      'Punto de venta: 0001',
      'Comp. Nro: 00000001',
      `Fecha de emisión: ${displayDate(a.issueDate ?? '')}`,
      'CUIT: 30-71234567-1',
      'Talleres Norte S.R.L.',
      'CUIT: 30-71234567-1',
      `Importe neto gravado: ${pesos(a.net)}`,
      'IVA 21%: $ 4.830,00',
      'IVA 10,5%: $ 105,00',
      'Importe total: $ 28.935,00',
      `CAE N.º: ${a.cae}`,
      `Fecha de vto. de CAE: ${displayDate(a.caeDueDate ?? '')}`,
    ])
      expect(text.replace(/ {2,}/g, ' ')).toContain(expected);
    expect(text).not.toContain('IVA contenido');
    // The QR is also a link to the same address, which is readable in the file.
    expect(pdf.toString('latin1')).toContain(`/URI (${qrUrl(a, SHOP_CUIT)})`);
  });

  it('prints a B invoice with the prices as paid and the IVA contained (Ley 27.743)', async () => {
    const text = textOf(await invoicePdf(b, invoiceSettings()), 'b').replace(/ {2,}/g, ' ');
    expect(text).toContain('COD. 06');
    expect(text).toContain('DNI: 30123456');
    expect(text).toContain('Consumidor Final');
    expect(text).toContain('Ley 27.743');
    expect(text).toContain(`IVA contenido: ${pesos(b.iva)}`);
    expect(text).toContain('Importe total: $ 25.305,00');
    expect(text).not.toContain('Importe neto gravado');
  });

  it('prints a credit note with its own code', async () => {
    const note = await issueCreditNote(invoiceContext(db, standIn), { key: 'r1', invoiceId: b.id, lines: [lines[1]] });
    const text = textOf(await invoicePdf(note, invoiceSettings()), 'nc').replace(/ {2,}/g, ' ');
    expect(text).toContain('NOTA DE CRÉDITO');
    expect(text).toContain('COD. 08');
    expect(text).toContain('Importe total: $ 1.105,00');
  });
});
