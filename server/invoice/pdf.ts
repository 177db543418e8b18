/**
 * The printed invoice (or credit note) as a PDF: the legal fields of an electronic voucher, the
 * lines, IVA broken out on A and the IVA contained on B (Ley 27.743), the CAE and the RG 4291 QR.
 */
import { displayDate, voucherNumber } from './maths';
import { qrUrl } from './qr';
import type { InvoiceRecord } from './service';
import type { InvoiceSettings } from './settings';

const CONDITION_NAMES: Record<number, string> = {
  1: 'IVA Responsable Inscripto',
  4: 'IVA Sujeto Exento',
  5: 'Consumidor Final',
  6: 'Responsable Monotributo',
};
const DOC_NAMES: Record<number, string> = { 80: 'CUIT', 86: 'CUIL', 96: 'DNI', 94: 'Pasaporte', 99: 'Sin identificar' };

/** Centavos as pesos the Argentine way: 2783000 → "$ 27.830,00". */
export function pesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}$ ${whole},${String(abs % 100).padStart(2, '0')}`;
}

function docText(type: number, number: string): string {
  if (type === 99) return 'Consumidor final sin identificar';
  const shown = (type === 80 || type === 86) && number.length === 11 ? `${number.slice(0, 2)}-${number.slice(2, 10)}-${number.slice(10)}` : number;
  return `${DOC_NAMES[type] ?? `Doc. ${type}`}: ${shown}`;
}

/** Renders an authorised voucher. */
export async function invoicePdf(inv: InvoiceRecord, settings: InvoiceSettings): Promise<Buffer> {
  // Loaded on the first invoice drawn, not when the gateway starts (pdfkit is among its heaviest modules).
  const [{ default: PDFDocument }, { default: QRCode }] = await Promise.all([import('pdfkit'), import('qrcode')]);
  if (inv.state !== 'APPROVED' || inv.number === null || !inv.cae || !inv.issueDate) throw new Error('only an authorised voucher is printed');
  const url = qrUrl(inv, settings.cuit);
  const qrPng = await QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({ size: 'A4', margin: 36, info: { Title: `${inv.kind === 'INVOICE' ? 'Factura' : 'Nota de crédito'} ${inv.letter} ${voucherNumber(inv.pointOfSale, inv.number)}`, Author: settings.issuerName } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = 36;
  const width = doc.page.width - 72;
  const mid = left + width / 2;
  const cuit = `${settings.cuit.slice(0, 2)}-${settings.cuit.slice(2, 10)}-${settings.cuit.slice(10)}`;
  const title = inv.kind === 'INVOICE' ? 'FACTURA' : 'NOTA DE CRÉDITO';
  const code = String(inv.voucherType).padStart(2, '0');

  // Header: issuer on the left, the letter in the middle, the voucher on the right.
  doc.rect(left, 36, width, 130).stroke();
  doc.moveTo(mid, 76).lineTo(mid, 166).stroke();
  doc.rect(mid - 24, 36, 48, 40).stroke();
  doc.font('Helvetica-Bold').fontSize(26).text(inv.letter, mid - 24, 42, { width: 48, align: 'center' });
  doc.font('Helvetica').fontSize(7).text(`COD. ${code}`, mid - 24, 66, { width: 48, align: 'center' });
  doc.font('Helvetica-Bold').fontSize(14).text(settings.issuerName, left + 8, 84, { width: width / 2 - 16 });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Domicilio comercial: ${settings.issuerAddress}`, left + 8, doc.y + 4, { width: width / 2 - 16 });
  doc.text(`Condición frente al IVA: ${settings.issuerCondition === 'MONOTRIBUTO' ? 'Responsable Monotributo' : 'IVA Responsable Inscripto'}`, { width: width / 2 - 16 });
  doc.font('Helvetica-Bold').fontSize(16).text(title, mid + 10, 44, { width: width / 2 - 18, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  const right = (label: string, value: string, y: number) => {
    doc.font('Helvetica-Bold').text(label, mid + 10, y, { continued: true }).font('Helvetica').text(` ${value}`);
  };
  right('Punto de venta:', `${String(inv.pointOfSale).padStart(4, '0')}    Comp. Nro: ${String(inv.number).padStart(8, '0')}`, 84);
  right('Fecha de emisión:', displayDate(inv.issueDate), 98);
  right('CUIT:', cuit, 112);
  right('Ingresos Brutos:', settings.grossIncome || cuit, 126);
  right('Fecha de inicio de actividades:', settings.activityStart || '-', 140);

  // Buyer.
  doc.rect(left, 172, width, 58).stroke();
  doc.fontSize(9);
  doc.font('Helvetica-Bold').text('Receptor:', left + 8, 180, { continued: true }).font('Helvetica').text(` ${inv.buyer.name || 'Consumidor final'}`);
  doc.text(docText(inv.docType, inv.docNumber), left + 8, 194);
  doc.text(`Condición frente al IVA: ${CONDITION_NAMES[inv.receiverConditionId] ?? String(inv.receiverConditionId)}`, left + 8, 208);
  if (inv.buyer.address) doc.text(`Domicilio: ${inv.buyer.address}`, mid + 10, 180, { width: width / 2 - 18, height: 26, ellipsis: true });
  doc.text('Condición de venta: Contado', mid + 10, 208);

  // Lines: net prices on A (IVA broken out), prices with IVA on B and C.
  const a = inv.letter === 'A';
  const cols = a
    ? [
        { t: 'Descripción', w: 0.4, al: 'left' as const },
        { t: 'Cant.', w: 0.08, al: 'right' as const },
        { t: 'Precio unit. neto', w: 0.17, al: 'right' as const },
        { t: 'IVA', w: 0.1, al: 'right' as const },
        { t: 'Subtotal neto', w: 0.25, al: 'right' as const },
      ]
    : [
        { t: 'Descripción', w: 0.52, al: 'left' as const },
        { t: 'Cant.', w: 0.1, al: 'right' as const },
        { t: 'Precio unit.', w: 0.18, al: 'right' as const },
        { t: 'Subtotal', w: 0.2, al: 'right' as const },
      ];
  let y = 244;
  const row = (cells: string[], bold = false) => {
    let x = left + 4;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((c, i) => doc.heightOfString(c, { width: cols[i].w * (width - 8) - 6 }));
    cells.forEach((c, i) => {
      doc.text(c, x, y, { width: cols[i].w * (width - 8) - 6, align: cols[i].al });
      x += cols[i].w * (width - 8);
    });
    y += Math.max(...heights) + 5;
  };
  doc.rect(left, y - 4, width, 18).fillAndStroke('#eeeeee', '#000000').fillColor('#000000');
  row(cols.map((c) => c.t), true);
  for (const l of inv.lines) {
    const rate = l.ivaRate === 210 ? '21%' : '10,5%';
    row(a ? [l.description, String(l.quantity), pesos(Math.round(l.net / l.quantity)), rate, pesos(l.net)] : [l.description, String(l.quantity), pesos(l.unitPrice), pesos(l.gross)]);
  }
  doc.moveTo(left, y).lineTo(left + width, y).stroke();

  // Totals.
  y += 10;
  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 9);
    doc.text(label, mid, y, { width: width / 2 - 110, align: 'right' });
    doc.text(value, left + width - 104, y, { width: 100, align: 'right' });
    y += bold ? 16 : 13;
  };
  if (a) {
    total('Importe neto gravado:', pesos(inv.net));
    for (const r of inv.ivaRows) total(`IVA ${r.rate === 210 ? '21%' : '10,5%'}:`, pesos(r.iva));
  }
  total('Importe total:', pesos(inv.total), true);
  if (inv.letter === 'B') {
    y += 6;
    doc.rect(left, y - 4, width, 40).stroke();
    doc.font('Helvetica-Bold').fontSize(9).text('Régimen de Transparencia Fiscal al Consumidor (Ley 27.743)', left + 8, y);
    doc.font('Helvetica').text(`IVA contenido: ${pesos(inv.iva)}`, left + 8, y + 13, { continued: true }).text(`      Otros impuestos nacionales indirectos: ${pesos(0)}`);
    y += 44;
  }

  // Authorisation: the QR (a link to the same address) and the CAE.
  // At the foot of the page, as ARCA's own printed vouchers have it, below a rule.
  y = Math.max(y + 16, doc.page.height - 36 - 104);
  doc.moveTo(left, y - 8).lineTo(left + width, y - 8).stroke();
  doc.image(qrPng, left, y, { width: 96, height: 96 });
  doc.link(left, y, 96, 96, url);
  doc.font('Helvetica-Bold').fontSize(10).text('Comprobante autorizado por ARCA', left + 110, y + 10);
  doc.font('Helvetica').fontSize(9).text('Esta factura electrónica puede verificarse con el código QR.', left + 110, y + 26);
  doc.font('Helvetica-Bold').text(`CAE N.º: ${inv.cae}`, left + width - 220, y + 50, { width: 220, align: 'right' });
  doc.text(`Fecha de vto. de CAE: ${displayDate(inv.caeDueDate ?? '')}`, left + width - 220, y + 64, { width: 220, align: 'right' });
  doc.end();
  return done;
}
