/**
 * Issuing invoices and credit notes: the voucher is computed from the order, numbered per point of
 * sale and type under a lease, written as PENDING before its CAE is asked for, and settled from the
 * answer. When the answer does not come (timeout, no connection), ARCA is asked whether the number
 * was authorised (FECompConsultar) before the request is sent again, so a number is never used
 * twice and never skipped; a PENDING voucher left behind is settled first by whoever issues next.
 */
import type { Db } from '../db';
import type { Logger } from '../logger';
import { ServiceUnavailable, type CaeRequest, type CaeRequestDetail, type InvoiceIssuer, type ArcaMessage } from './issuer';
import { acquireLease, type Lease } from './lease';
import {
  arcaAmount,
  arcaDate,
  centavosOf,
  invoiceAmounts,
  invoiceLetter,
  receiverFields,
  shippingLine,
  voucherCode,
  type Buyer,
  type InvoiceLetter,
  type InvoiceLine,
  type InvoiceLineInput,
  type IvaRow,
  type VoucherKind,
} from './maths';
import type { InvoiceSettings } from './settings';

export interface InvoiceContext {
  db: Db;
  issuer: InvoiceIssuer;
  settings: InvoiceSettings;
  log?: Pick<Logger, 'warn' | 'info'>;
  /** The clock (tests move it); the voucher's date is Argentina's date of this instant. */
  now?: () => Date;
}

/** What an invoice is made of: the order's lines (prices with IVA, centavos), shipping and buyer. */
export interface InvoiceOrder {
  id: string;
  buyer: Buyer;
  lines: InvoiceLineInput[];
  /** Shipping charged, IVA included (21 %), centavos; 0 for none. */
  shipping: number;
}

export type InvoiceState = 'NEW' | 'PENDING' | 'APPROVED' | 'REJECTED';

export interface InvoiceRecord {
  id: number;
  requestKey: string;
  orderId: string;
  kind: VoucherKind;
  letter: InvoiceLetter;
  pointOfSale: number;
  voucherType: number;
  number: number | null;
  state: InvoiceState;
  issueDate: string | null;
  cae: string | null;
  caeDueDate: string | null;
  docType: number;
  docNumber: string;
  receiverConditionId: number;
  buyer: Buyer;
  lines: InvoiceLine[];
  ivaRows: IvaRow[];
  net: number;
  iva: number;
  total: number;
  associatedInvoiceId: number | null;
  observations: ArcaMessage[];
  errors: ArcaMessage[];
  attempts: number;
}

/** The voucher could not be settled now: it stays PENDING with its number and is settled later. */
export class InvoiceOutcomeUnknown extends Error {
  constructor(readonly invoice: InvoiceRecord) {
    super(`voucher ${invoice.pointOfSale}-${invoice.number} of type ${invoice.voucherType}: ARCA did not answer; it stays pending`);
  }
}

/** The numbering of this shop and ARCA's disagree (a number authorised that the shop does not know). */
export class NumberingConflict extends Error {}

type Row = Record<string, unknown>;

function record(r: Row): InvoiceRecord {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id),
    requestKey: r.request_key as string,
    orderId: r.order_id as string,
    kind: r.kind as VoucherKind,
    letter: r.letter as InvoiceLetter,
    pointOfSale: Number(r.point_of_sale),
    voucherType: Number(r.voucher_type),
    number: num(r.number),
    state: r.state as InvoiceState,
    issueDate: (r.issue_date as string | null) ?? null,
    cae: (r.cae as string | null) ?? null,
    caeDueDate: (r.cae_due_date as string | null) ?? null,
    docType: Number(r.doc_type),
    docNumber: r.doc_number as string,
    receiverConditionId: Number(r.receiver_condition_id),
    buyer: r.buyer as Buyer,
    lines: r.lines as InvoiceLine[],
    ivaRows: r.iva_rows as IvaRow[],
    net: Number(r.net),
    iva: Number(r.iva),
    total: Number(r.total),
    associatedInvoiceId: num(r.associated_invoice_id),
    observations: (r.observations as ArcaMessage[]) ?? [],
    errors: (r.errors as ArcaMessage[]) ?? [],
    attempts: Number(r.attempts),
  };
}

export async function invoiceById(db: Pick<Db, 'query'>, id: number): Promise<InvoiceRecord | null> {
  const r = await db.query<Row>('select * from invoices where id = $1', [id]);
  return r.rows[0] ? record(r.rows[0]) : null;
}

export async function invoicesOfOrder(db: Pick<Db, 'query'>, orderId: string): Promise<InvoiceRecord[]> {
  const r = await db.query<Row>('select * from invoices where order_id = $1 order by id', [orderId]);
  return r.rows.map(record);
}

interface Draft {
  requestKey: string;
  orderId: string;
  kind: VoucherKind;
  letter: InvoiceLetter;
  buyer: Buyer;
  lines: InvoiceLineInput[];
  associatedInvoiceId: number | null;
}

/**
 * Writes the voucher's row (or refreshes a NEW or REJECTED one with corrected data) and returns it.
 * An APPROVED or PENDING row is returned as it is.
 */
async function upsertDraft(ctx: InvoiceContext, d: Draft): Promise<InvoiceRecord> {
  const amounts = invoiceAmounts(d.lines);
  const receiver = receiverFields(d.buyer, amounts.total, ctx.settings.anonymousLimit);
  const type = voucherCode(d.letter, d.kind);
  const values = [
    d.requestKey,
    d.orderId,
    d.kind,
    d.letter,
    ctx.settings.pointOfSale,
    type,
    receiver.docType,
    receiver.docNumber,
    receiver.conditionId,
    JSON.stringify(d.buyer),
    JSON.stringify(amounts.lines),
    JSON.stringify(amounts.ivaRows),
    amounts.net,
    amounts.iva,
    amounts.total,
    d.associatedInvoiceId,
  ];
  const r = await ctx.db.query<Row>(
    `insert into invoices (request_key, order_id, kind, letter, point_of_sale, voucher_type, state, doc_type, doc_number,
                           receiver_condition_id, buyer, lines, iva_rows, net, iva, total, associated_invoice_id)
     values ($1, $2, $3, $4, $5, $6, 'NEW', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     on conflict (request_key) do update set
       letter = excluded.letter, point_of_sale = excluded.point_of_sale, voucher_type = excluded.voucher_type,
       doc_type = excluded.doc_type, doc_number = excluded.doc_number, receiver_condition_id = excluded.receiver_condition_id,
       buyer = excluded.buyer, lines = excluded.lines, iva_rows = excluded.iva_rows, net = excluded.net, iva = excluded.iva,
       total = excluded.total, associated_invoice_id = excluded.associated_invoice_id, updated_at = now()
       where invoices.state in ('NEW', 'REJECTED')
     returning *`,
    values,
  );
  if (r.rows[0]) return record(r.rows[0]);
  const existing = await ctx.db.query<Row>('select * from invoices where request_key = $1', [d.requestKey]);
  return record(existing.rows[0]);
}

/** The detail of the CAE request for a voucher with its number and date. */
export function caeDetail(inv: InvoiceRecord, number: number, date: string, associated: InvoiceRecord | null, issuerCuit: string): CaeRequestDetail {
  const c = inv.letter === 'C';
  return {
    Concepto: 1,
    DocTipo: inv.docType,
    DocNro: inv.docNumber,
    CbteDesde: number,
    CbteHasta: number,
    CbteFch: date,
    ImpTotal: arcaAmount(inv.total),
    ImpTotConc: '0.00',
    // A C voucher carries no IVA: its net is the whole amount.
    ImpNeto: arcaAmount(c ? inv.total : inv.net),
    ImpOpEx: '0.00',
    ImpTrib: '0.00',
    ImpIVA: arcaAmount(c ? 0 : inv.iva),
    MonId: 'PES',
    MonCotiz: '1',
    CondicionIVAReceptorId: inv.receiverConditionId,
    CbtesAsoc: associated
      ? { CbteAsoc: [{ Tipo: associated.voucherType, PtoVta: associated.pointOfSale, Nro: associated.number ?? 0, Cuit: issuerCuit, CbteFch: associated.issueDate ?? date }] }
      : undefined,
    Iva: c ? undefined : { AlicIva: inv.ivaRows.map((r) => ({ Id: r.id, BaseImp: arcaAmount(r.net), Importe: arcaAmount(r.iva) })) },
  };
}

async function settle(ctx: InvoiceContext, id: number, outcome: { state: 'APPROVED'; cae: string; caeDueDate: string; observations: ArcaMessage[] } | { state: 'REJECTED'; observations: ArcaMessage[]; errors: ArcaMessage[] }): Promise<InvoiceRecord> {
  const r =
    outcome.state === 'APPROVED'
      ? await ctx.db.query<Row>(
          `update invoices set state = 'APPROVED', cae = $2, cae_due_date = $3, observations = $4, errors = '[]', updated_at = now() where id = $1 returning *`,
          [id, outcome.cae, outcome.caeDueDate, JSON.stringify(outcome.observations)],
        )
      : await ctx.db.query<Row>(
          // The number was not used: it goes back to the sequence.
          `update invoices set state = 'REJECTED', number = null, observations = $2, errors = $3, updated_at = now() where id = $1 returning *`,
          [id, JSON.stringify(outcome.observations), JSON.stringify(outcome.errors)],
        );
  return record(r.rows[0]);
}

/**
 * Sends the CAE request of a PENDING voucher until it is settled: after an unknown outcome, asks
 * whether the number was authorised before sending again. Leaves it PENDING when ARCA stays silent.
 */
async function send(ctx: InvoiceContext, lease: Lease, inv: InvoiceRecord, request: CaeRequest, askFirst: boolean): Promise<InvoiceRecord> {
  let ask = askFirst;
  for (let attempt = 0; attempt < ctx.settings.maxAttempts; attempt++) {
    if (!(await lease.renew())) throw new InvoiceOutcomeUnknown(inv);
    try {
      if (ask) {
        const found = await ctx.issuer.query(request.pointOfSale, request.voucherType, request.detail.CbteDesde);
        if (found.found && found.cae) {
          if (centavosOf(found.total ?? '') !== centavosOf(request.detail.ImpTotal) || found.docNumber !== request.detail.DocNro)
            throw new NumberingConflict(`ARCA authorised number ${request.detail.CbteDesde} of type ${request.voucherType} for another voucher`);
          return settle(ctx, inv.id, { state: 'APPROVED', cae: found.cae, caeDueDate: found.caeDueDate ?? '', observations: [] });
        }
      }
      await ctx.db.query('update invoices set attempts = attempts + 1, updated_at = now() where id = $1', [inv.id]);
      const result = await ctx.issuer.requestCae(request);
      if (result.result === 'A' && result.cae) return settle(ctx, inv.id, { state: 'APPROVED', cae: result.cae, caeDueDate: result.caeDueDate ?? '', observations: result.observations });
      return settle(ctx, inv.id, { state: 'REJECTED', observations: result.observations, errors: result.errors });
    } catch (err) {
      if (!(err instanceof ServiceUnavailable)) throw err;
      ctx.log?.warn({ err, invoice: inv.id, number: request.detail.CbteDesde }, 'ARCA did not answer; asking before trying again');
      ask = true;
    }
  }
  throw new InvoiceOutcomeUnknown((await invoiceById(ctx.db, inv.id)) ?? inv);
}

/** Settles the PENDING vouchers of a point of sale and type left by an earlier call or gateway. */
async function settlePending(ctx: InvoiceContext, lease: Lease, pointOfSale: number, voucherType: number): Promise<void> {
  const r = await ctx.db.query<Row>(`select * from invoices where point_of_sale = $1 and voucher_type = $2 and state = 'PENDING' order by number`, [pointOfSale, voucherType]);
  for (const row of r.rows) {
    const inv = record(row);
    const request = row.request as CaeRequest | null;
    if (!request || inv.number === null) throw new NumberingConflict(`pending voucher ${inv.id} without its request`);
    await send(ctx, lease, inv, request, true);
  }
}

async function issue(ctx: InvoiceContext, draft: Draft): Promise<InvoiceRecord> {
  let inv = await upsertDraft(ctx, draft);
  if (inv.state === 'APPROVED') return inv;
  const lease = await acquireLease(ctx.db, `wsfe:${ctx.settings.cuit}:${inv.pointOfSale}:${inv.voucherType}`, { leaseMs: ctx.settings.leaseMs, waitMs: ctx.settings.waitMs });
  try {
    await settlePending(ctx, lease, inv.pointOfSale, inv.voucherType);
    inv = (await invoiceById(ctx.db, inv.id)) as InvoiceRecord;
    if (inv.state === 'APPROVED') return inv;
    const associated = inv.associatedInvoiceId === null ? null : await invoiceById(ctx.db, inv.associatedInvoiceId);
    const last = await ctx.issuer.lastAuthorised(inv.pointOfSale, inv.voucherType);
    const ours = await ctx.db.query<{ n: string | number | null }>(
      `select max(number) as n from invoices where point_of_sale = $1 and voucher_type = $2 and state = 'APPROVED'`,
      [inv.pointOfSale, inv.voucherType],
    );
    const ourLast = Number(ours.rows[0]?.n ?? 0);
    if (last < ourLast) throw new NumberingConflict(`ARCA's last number ${last} is below the shop's ${ourLast} (point of sale ${inv.pointOfSale}, type ${inv.voucherType})`);
    if (last > ourLast) ctx.log?.warn({ last, ourLast, pointOfSale: inv.pointOfSale, type: inv.voucherType }, 'numbers authorised outside the shop; continuing after them');
    const number = last + 1;
    const date = arcaDate((ctx.now ?? (() => new Date()))());
    const request: CaeRequest = { pointOfSale: inv.pointOfSale, voucherType: inv.voucherType, detail: caeDetail(inv, number, date, associated, ctx.settings.cuit) };
    const pending = await ctx.db.query<Row>(
      `update invoices set state = 'PENDING', number = $2, issue_date = $3, request = $4, errors = '[]', observations = '[]', updated_at = now()
        where id = $1 and state in ('NEW', 'REJECTED') returning *`,
      [inv.id, number, date, JSON.stringify(request)],
    );
    if (!pending.rows[0]) return (await invoiceById(ctx.db, inv.id)) as InvoiceRecord;
    return await send(ctx, lease, record(pending.rows[0]), request, false);
  } finally {
    await lease.release();
  }
}

/**
 * Issues the invoice of an order once: A, B or C from the shop's condition and the buyer's, the
 * order's lines and shipping with their IVA. Calling it again returns the approved invoice, tries a
 * rejected one again with the order's current data, or settles a pending one.
 */
export function issueInvoice(ctx: InvoiceContext, order: InvoiceOrder): Promise<InvoiceRecord> {
  const lines = order.shipping > 0 ? [...order.lines, shippingLine(order.shipping)] : order.lines;
  return issue(ctx, {
    requestKey: `invoice:${order.id}`,
    orderId: order.id,
    kind: 'INVOICE',
    letter: invoiceLetter(ctx.settings.issuerCondition, order.buyer.country && order.buyer.country !== 'AR' ? 'CONSUMIDOR_FINAL' : order.buyer.ivaCondition),
    buyer: order.buyer,
    lines,
    associatedInvoiceId: null,
  });
}

/**
 * Issues a credit note of the same letter as an approved invoice, associated with it, for the lines
 * refunded (prices with IVA, centavos). `key` names the refund, so it is issued once.
 */
export async function issueCreditNote(ctx: InvoiceContext, input: { key: string; invoiceId: number; lines: InvoiceLineInput[] }): Promise<InvoiceRecord> {
  const invoice = await invoiceById(ctx.db, input.invoiceId);
  if (!invoice || invoice.kind !== 'INVOICE' || invoice.state !== 'APPROVED') throw new Error('a credit note needs an approved invoice');
  const refunded = invoiceAmounts(input.lines).total;
  const credited = await ctx.db.query<{ s: string | number | null }>(
    `select sum(total) as s from invoices where associated_invoice_id = $1 and kind = 'CREDIT_NOTE' and state in ('PENDING', 'APPROVED') and request_key <> $2`,
    [invoice.id, `credit-note:${input.key}`],
  );
  if (Number(credited.rows[0]?.s ?? 0) + refunded > invoice.total) throw new Error('credit notes would exceed the invoice');
  return issue(ctx, {
    requestKey: `credit-note:${input.key}`,
    orderId: invoice.orderId,
    kind: 'CREDIT_NOTE',
    letter: invoice.letter,
    buyer: invoice.buyer,
    lines: input.lines,
    associatedInvoiceId: invoice.id,
  });
}
