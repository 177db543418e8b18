/**
 * The arithmetic and the classification of an Argentine electronic invoice, as pure functions:
 * amounts in integer centavos, consumer prices with IVA included, and the codes ARCA's WSFEv1
 * expects (invoice type, document type, IVA rate, receiver's IVA condition).
 */
import type { DocumentType, IvaCondition } from '../../shared/argentina/tax-identity';

/** IVA rates the shop sells at, in tenths of a percent (210 = 21 %, 105 = 10.5 %). */
export type IvaRate = 210 | 105;

/** ARCA's `AlicIva` ids: 5 = 21 %, 4 = 10.5 %. */
export const IVA_RATE_ID: Record<IvaRate, number> = { 210: 5, 105: 4 };

export interface InvoiceLineInput {
  description: string;
  /** Unit price in centavos, IVA included (what the shopper pays). */
  unitPrice: number;
  quantity: number;
  ivaRate: IvaRate;
}

export interface InvoiceLine extends InvoiceLineInput {
  /** The line's amount with IVA (unit price × quantity), centavos. */
  gross: number;
  /** The line's share of the net of its rate, centavos (the lines of one rate add up to its net). */
  net: number;
  iva: number;
}

export interface IvaRow {
  rate: IvaRate;
  /** ARCA's id of the rate (AlicIva Id). */
  id: number;
  /** Taxable base (BaseImp), centavos. */
  net: number;
  /** IVA (Importe), centavos. */
  iva: number;
}

export interface InvoiceAmounts {
  lines: InvoiceLine[];
  /** One row per rate present, 21 % first. */
  ivaRows: IvaRow[];
  net: number;
  iva: number;
  /** net + iva exactly: what the shopper paid. */
  total: number;
}

/** The shipping charge as a line: shipping is taxed at 21 %. */
export function shippingLine(amount: number, description = 'Envío'): InvoiceLineInput {
  return { description, unitPrice: amount, quantity: 1, ivaRate: 210 };
}

function assertCentavos(n: number, what: string): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${what} must be a whole, non-negative number of centavos: ${n}`);
}

/**
 * Nets and IVA of lines priced with IVA included. Per rate, the net is the rate's gross divided by
 * (1 + rate), rounded half up to the centavo, and the IVA is the rest, so net + IVA = gross exactly
 * and the invoice's total is what the shopper paid. The net of a rate is then shared among its lines
 * by the largest remainder (ties to the earlier line), so the lines add up to it to the centavo.
 */
export function invoiceAmounts(inputs: readonly InvoiceLineInput[]): InvoiceAmounts {
  const lines: InvoiceLine[] = inputs.map((l) => {
    assertCentavos(l.unitPrice, 'unitPrice');
    if (!Number.isSafeInteger(l.quantity) || l.quantity <= 0) throw new RangeError(`quantity must be a positive whole number: ${l.quantity}`);
    if (l.ivaRate !== 210 && l.ivaRate !== 105) throw new RangeError(`unsupported IVA rate: ${String(l.ivaRate)}`);
    return { ...l, gross: l.unitPrice * l.quantity, net: 0, iva: 0 };
  });
  const ivaRows: IvaRow[] = [];
  for (const rate of [210, 105] as const) {
    const ofRate = lines.filter((l) => l.ivaRate === rate);
    if (ofRate.length === 0) continue;
    const divisor = 1000 + rate;
    const gross = ofRate.reduce((s, l) => s + l.gross, 0);
    // round(gross * 1000 / divisor), half up, in integers
    const net = Math.floor((2 * gross * 1000 + divisor) / (2 * divisor));
    // Share the net: floor of each line's exact share, then one centavo more to the largest remainders.
    const shares = ofRate.map((l, i) => ({ line: l, i, floor: Math.floor((l.gross * 1000) / divisor), rem: (l.gross * 1000) % divisor }));
    let left = net - shares.reduce((s, x) => s + x.floor, 0);
    const order = [...shares].sort((a, b) => b.rem - a.rem || a.i - b.i);
    for (const s of shares) s.line.net = s.floor;
    for (let k = 0; left > 0; k = (k + 1) % order.length, left--) order[k].line.net += 1;
    for (const s of shares) s.line.iva = s.line.gross - s.line.net;
    ivaRows.push({ rate, id: IVA_RATE_ID[rate], net, iva: gross - net });
  }
  const net = ivaRows.reduce((s, r) => s + r.net, 0);
  const iva = ivaRows.reduce((s, r) => s + r.iva, 0);
  return { lines, ivaRows, net, iva, total: net + iva };
}

/** Centavos as ARCA's decimal amount: 123456 → "1234.56". */
export function arcaAmount(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** ARCA's decimal amount as centavos: "1234.56" → 123456 (null when not an amount). */
export function centavosOf(amount: string | number): number | null {
  const text = String(amount).trim();
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const value = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] === '-' ? -value : value;
}

// ---- letters and codes ---------------------------------------------------------------------

/** The shop's own condition towards IVA: a Responsable Inscripto issues A and B, a Monotributista C. */
export type IssuerCondition = 'RESPONSABLE_INSCRIPTO' | 'MONOTRIBUTO';
export type InvoiceLetter = 'A' | 'B' | 'C';
export type VoucherKind = 'INVOICE' | 'CREDIT_NOTE';

/** The letter from the issuer's condition and the buyer's (null: an anonymous final consumer). */
export function invoiceLetter(issuer: IssuerCondition, buyer: IvaCondition | null | undefined): InvoiceLetter {
  if (issuer === 'MONOTRIBUTO') return 'C';
  return buyer === 'RESPONSABLE_INSCRIPTO' || buyer === 'MONOTRIBUTO' ? 'A' : 'B';
}

const VOUCHER_CODES: Record<InvoiceLetter, Record<VoucherKind, number>> = {
  A: { INVOICE: 1, CREDIT_NOTE: 3 },
  B: { INVOICE: 6, CREDIT_NOTE: 8 },
  C: { INVOICE: 11, CREDIT_NOTE: 13 },
};

/** ARCA's `CbteTipo`: 1/3 for A, 6/8 for B, 11/13 for C (invoice / credit note). */
export function voucherCode(letter: InvoiceLetter, kind: VoucherKind = 'INVOICE'): number {
  return VOUCHER_CODES[letter][kind];
}

/** The letter and kind of a `CbteTipo`, or null for a code the shop does not issue. */
export function voucherOf(code: number): { letter: InvoiceLetter; kind: VoucherKind } | null {
  for (const letter of ['A', 'B', 'C'] as const) {
    for (const kind of ['INVOICE', 'CREDIT_NOTE'] as const) if (VOUCHER_CODES[letter][kind] === code) return { letter, kind };
  }
  return null;
}

/**
 * ARCA's `CondicionIVAReceptorId`: 1 Responsable Inscripto, 4 exento, 5 consumidor final,
 * 6 Monotributo. Required in every request since 2025 (error 10242 without it).
 */
export const RECEIVER_CONDITION_ID: Record<IvaCondition, number> = {
  RESPONSABLE_INSCRIPTO: 1,
  EXENTO: 4,
  CONSUMIDOR_FINAL: 5,
  MONOTRIBUTO: 6,
};

/** The receiver's conditions ARCA accepts with each letter. */
export const CONDITIONS_FOR_LETTER: Record<InvoiceLetter, readonly number[]> = {
  A: [1, 6, 13, 16],
  B: [4, 5, 7, 8, 9, 10, 15],
  C: [1, 4, 5, 6, 7, 8, 9, 10, 13, 15, 16],
};

/** ARCA's `DocTipo`: 80 CUIT, 86 CUIL, 96 DNI, 94 passport, 99 anonymous ("sin identificar"). */
export const DOC_TYPE_ID = { CUIT: 80, CUIL: 86, DNI: 96, PASSPORT: 94, ANONYMOUS: 99 } as const;

/**
 * Above this total (centavos) a final consumer must be identified; below it an anonymous consumer
 * is invoiced as document type 99, number 0. ARS 10,000,000 since 2025; a setting.
 */
export const DEFAULT_ANONYMOUS_LIMIT = 10_000_000_00;

export interface Buyer {
  documentType: DocumentType | 'PASSPORT' | null;
  /** Digits only; '' when none was given. */
  documentNumber: string;
  ivaCondition: IvaCondition | null;
  name: string;
  /** The billing address on one line, printed on the voucher (empty when not known). */
  address?: string;
  /** ISO country of the billing address; outside AR the buyer is a final consumer (see the ADR). */
  country?: string;
}

export interface ReceiverFields {
  docType: number;
  docNumber: string;
  conditionId: number;
}

export class InvoiceRuleError extends Error {
  constructor(
    readonly code: 'ANONYMOUS_OVER_LIMIT' | 'CUIT_REQUIRED',
    message: string,
  ) {
    super(message);
  }
}

/** The buyer's condition as invoiced: anyone billed outside Argentina is a final consumer. */
export function effectiveCondition(buyer: Buyer): IvaCondition {
  if (buyer.country && buyer.country !== 'AR') return 'CONSUMIDOR_FINAL';
  return buyer.ivaCondition ?? 'CONSUMIDOR_FINAL';
}

/** The receiver's document and condition fields of the request for a buyer and an invoice total. */
export function receiverFields(buyer: Buyer, total: number, limit = DEFAULT_ANONYMOUS_LIMIT): ReceiverFields {
  const condition = effectiveCondition(buyer);
  const conditionId = RECEIVER_CONDITION_ID[condition];
  const number = buyer.documentNumber.replace(/\D+/g, '');
  if (condition !== 'CONSUMIDOR_FINAL') {
    if (buyer.documentType !== 'CUIT' || number.length !== 11) throw new InvoiceRuleError('CUIT_REQUIRED', `a ${condition} buyer is invoiced under a CUIT`);
    return { docType: DOC_TYPE_ID.CUIT, docNumber: number, conditionId };
  }
  if (buyer.documentType && number !== '') return { docType: DOC_TYPE_ID[buyer.documentType], docNumber: number, conditionId };
  if (total >= limit) throw new InvoiceRuleError('ANONYMOUS_OVER_LIMIT', 'a final consumer must be identified from this amount on');
  return { docType: DOC_TYPE_ID.ANONYMOUS, docNumber: '0', conditionId };
}

/** A date as ARCA writes it (yyyymmdd) in Argentina's time (UTC−3, no daylight saving). */
export function arcaDate(at: Date): string {
  const local = new Date(at.getTime() - 3 * 3600_000);
  return local.toISOString().slice(0, 10).replace(/-/g, '');
}

/** `yyyymmdd` as `dd/mm/yyyy`. */
export function displayDate(yyyymmdd: string): string {
  return `${yyyymmdd.slice(6, 8)}/${yyyymmdd.slice(4, 6)}/${yyyymmdd.slice(0, 4)}`;
}

/** The printed number of a voucher: point of sale (4+ digits) and number (8 digits), `0001-00000001`. */
export function voucherNumber(pointOfSale: number, number: number): string {
  return `${String(pointOfSale).padStart(4, '0')}-${String(number).padStart(8, '0')}`;
}

/**
 * The lines of a credit note for `amount` centavos (IVA included) refunded on an invoice: one line
 * per IVA rate of the invoice, the amount shared in proportion to what each rate invoiced (the
 * remainder centavos to the larger shares), so the note carries the invoice's rates.
 */
export function refundLines(invoiceRows: readonly IvaRow[], amount: number, description: string): InvoiceLineInput[] {
  assertCentavos(amount, 'amount');
  if (amount === 0) throw new RangeError('a refund of nothing has no credit note');
  const rows = invoiceRows.filter((r) => r.net + r.iva > 0);
  if (rows.length <= 1) return [{ description, unitPrice: amount, quantity: 1, ivaRate: rows[0]?.rate ?? 210 }];
  const gross = rows.reduce((s, r) => s + r.net + r.iva, 0);
  const shares = rows.map((r, i) => ({ rate: r.rate, i, floor: Math.floor((amount * (r.net + r.iva)) / gross), rem: (amount * (r.net + r.iva)) % gross }));
  let left = amount - shares.reduce((s, x) => s + x.floor, 0);
  for (const s of [...shares].sort((a, b) => b.rem - a.rem || a.i - b.i)) {
    if (left === 0) break;
    s.floor += 1;
    left -= 1;
  }
  return shares.filter((s) => s.floor > 0).map((s) => ({ description: `${description} (IVA ${s.rate === 210 ? '21' : '10,5'} %)`, unitPrice: s.floor, quantity: 1, ivaRate: s.rate }));
}
