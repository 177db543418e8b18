/**
 * Invoices issued by the shop's job queue (ADR 0017): a paid order's invoice, a refund's credit
 * note, each e-mailed to the buyer with its PDF once ARCA authorised it. What the staff use: the
 * rejected vouchers with ARCA's reasons, and trying one again after a correction.
 */
import type { Db, Queryable } from '../db';
import { defineJobKind, enqueueJob, PermanentJobError, type JobRunner } from '../jobs';
import type { Logger } from '../logger';
import { invoiceMail, isMailLanguage, shopPageUrl, type MailRuntime } from '../mail';
import { loadOrder, type OrderModel } from '../order/service';
import { IVA_GENERAL_BP } from '../pricing/rules';
import { displayDate, InvoiceRuleError, refundLines, voucherNumber, type InvoiceLineInput, type IvaRate } from './maths';
import { invoicePdf } from './pdf';
import { invoiceById, invoicesOfOrder, issueCreditNote, issueInvoice, type InvoiceContext, type InvoiceOrder, type InvoiceRecord } from './service';

/** Issues the invoice of a paid order. */
export const issueInvoiceJob = defineJobKind<{ orderId: string }>('invoice.issue');

/** A refund to credit: the order, the refund's id (once per refund), the amount with IVA and why. */
export interface CreditNoteRequest {
  orderId: string;
  refundId: string;
  amountCentavos: number;
  reason: string;
}

/** Issues the credit note of a refund, associated with the order's invoice. */
export const creditNoteJob = defineJobKind<CreditNoteRequest>('invoice.credit-note');

/** The page where an order's invoice PDF is downloaded: readable by whoever holds the order's token. */
export function invoicePdfPath(orderToken: string, invoiceId: number): string {
  return `/orders/${encodeURIComponent(orderToken)}/invoices/${invoiceId}.pdf`;
}

/**
 * Queues the invoice of an order that was just paid, in `tx`, the transaction that recorded the
 * payment (Mercado Pago's approval, or the staff marking a cash order paid); call the runtime's
 * `kick()` once it committed. Once per order: false when it was queued already.
 */
export async function queueOrderInvoice(tx: Queryable, orderId: string): Promise<boolean> {
  return (await enqueueJob(tx, issueInvoiceJob, { orderId }, { dedupeKey: `invoice:${orderId}` })) !== null;
}

/**
 * Queues the credit note of a refund, in the transaction that recorded the refund; once per refund.
 * The note has the invoice's letter, is associated with it (CbtesAsoc) and is for `amountCentavos`.
 */
export async function queueCreditNote(tx: Queryable, request: CreditNoteRequest): Promise<boolean> {
  if (!Number.isSafeInteger(request.amountCentavos) || request.amountCentavos <= 0) throw new RangeError('a refund is a positive whole number of centavos');
  return (await enqueueJob(tx, creditNoteJob, request, { dedupeKey: `credit-note:${request.refundId}` })) !== null;
}

/** The IVA rate of each part sold (its category's; 21 % unless the category carries 10.5 %). */
async function ivaRatesOf(db: Queryable, partIds: string[]): Promise<Map<string, IvaRate>> {
  const r = await db.query<{ part_id: string; rate_bp: number }>(
    `select distinct on (o.part_id) o.part_id, r.rate_bp
       from offers o join iva_rates r on r.category_key = o.category_key
      where o.part_id = any($1::text[]) order by o.part_id, r.rate_bp`,
    [partIds],
  );
  return new Map(r.rows.map((row) => [row.part_id, (Number(row.rate_bp) === 1050 ? 105 : IVA_GENERAL_BP / 10) as IvaRate]));
}

/** What an order's invoice is made of: its lines at their rates, the shipping charged, the billing identity. */
export async function invoiceOrderOf(db: Queryable, order: OrderModel): Promise<InvoiceOrder> {
  const rates = await ivaRatesOf(db, [...new Set(order.items.map((i) => i.productId))]);
  const lines: InvoiceLineInput[] = order.items.map((i) => ({
    description: [i.name, ...i.options.map((o) => `${o.name}: ${o.value}`)].join(' · ').slice(0, 200),
    unitPrice: Math.round(i.price * 100),
    quantity: i.quantity,
    ivaRate: rates.get(i.productId) ?? 210,
  }));
  // Whatever shipping the order was charged, as stored with it.
  const shipping = order.totals.filter((r) => r.type === 'SHIPPING').reduce((s, r) => s + r.priceCentavos, 0);
  const b = order.billingAddress;
  return {
    id: order.id,
    lines,
    shipping,
    buyer: {
      documentType: b.documentType,
      documentNumber: b.documentNumber,
      ivaCondition: b.ivaCondition,
      name: b.company?.trim() || `${b.firstName} ${b.lastName}`.trim(),
      address: [[b.address1, b.address2].filter(Boolean).join(' '), `${b.postcode} ${b.city}`.trim(), b.state].filter((x) => x && x.trim() !== '').join(', '),
      country: b.country,
    },
  };
}

/** "Factura A N.º 0001-00000001", "Nota de crédito B N.º …" */
export function voucherTitle(inv: Pick<InvoiceRecord, 'kind' | 'letter' | 'pointOfSale' | 'number'>): string {
  return `${inv.kind === 'INVOICE' ? 'Factura' : 'Nota de crédito'} ${inv.letter} N.º ${voucherNumber(inv.pointOfSale, inv.number ?? 0)}`;
}

export interface InvoiceJobDeps {
  ctx: InvoiceContext;
  mail: MailRuntime;
  siteUrl: () => string;
  log: Logger;
}

/** E-mails an authorised voucher to the order's address with its PDF attached, once per voucher. */
export async function mailVoucher(deps: InvoiceJobDeps, inv: InvoiceRecord): Promise<void> {
  const order = await loadOrder(deps.ctx.db, inv.orderId);
  if (!order || inv.state !== 'APPROVED') return;
  const language = isMailLanguage(order.language) ? order.language : 'es';
  const pdf = await invoicePdf(inv, deps.ctx.settings);
  const title = voucherTitle(inv);
  const link = shopPageUrl(deps.siteUrl(), `/shop/order-success?token=${encodeURIComponent(order.token)}`, language);
  const content = invoiceMail(order, { kind: inv.kind, title, cae: inv.cae ?? '', caeDueDate: displayDate(inv.caeDueDate ?? ''), total: inv.total }, link, language);
  const queued = await deps.mail.enqueue(deps.ctx.db, {
    kind: inv.kind === 'INVOICE' ? 'invoice' : 'credit-note',
    dedupeKey: `voucher:${inv.id}`,
    to: order.email,
    language,
    ...content,
    attachments: [{ filename: `${title.replace(/N\.º /, '').replace(/[^\w-]+/g, '-')}.pdf`, contentType: 'application/pdf', base64: pdf.toString('base64') }],
  });
  if (queued) deps.mail.kick();
}

/** ARCA (or the lease on its numbering) could not settle the voucher now: the job is tried again. */
const isPermanent = (err: unknown) => err instanceof InvoiceRuleError;

/** Registers the invoice jobs with the gateway's runner. */
export function registerInvoiceJobs(runner: JobRunner, deps: InvoiceJobDeps): void {
  const common = {
    maxAttempts: 20,
    // 5 s doubled up to 10 minutes: ARCA's outages are usually short.
    backoffSeconds: (attempt: number) => Math.min(5 * 2 ** (attempt - 1), 600),
    // A stopped gateway's invoice jobs come back when its hold on the numbering runs out (renewed
    // while a job runs): sooner, another gateway would only wait for that hold.
    leaseSeconds: Math.ceil(deps.ctx.settings.leaseMs / 1000),
    concurrency: 2,
    isPermanent,
  };
  runner.register(issueInvoiceJob, {
    ...common,
    async run({ orderId }, job) {
      const order = await loadOrder(deps.ctx.db, orderId);
      if (!order) throw new PermanentJobError(`no order ${orderId}`);
      const inv = await issueInvoice({ ...deps.ctx, log: job.log }, await invoiceOrderOf(deps.ctx.db, order));
      if (inv.state === 'REJECTED') {
        // Kept for the staff with ARCA's reasons (listRejectedInvoices); tried again by retryInvoice.
        job.log.warn({ invoice: { id: inv.id, order: order.number, errors: inv.errors, observations: inv.observations } }, 'ARCA rejected an invoice');
        return;
      }
      if (inv.state !== 'APPROVED') throw new Error(`invoice ${inv.id} still ${inv.state}`);
      await mailVoucher(deps, inv);
    },
  });
  runner.register(creditNoteJob, {
    ...common,
    async run(request, job) {
      const invoice = (await invoicesOfOrder(deps.ctx.db, request.orderId)).find((i) => i.kind === 'INVOICE');
      if (!invoice) throw new PermanentJobError(`order ${request.orderId} has no invoice to credit`);
      // Not authorised yet (its job is still running or tried again): wait for it.
      if (invoice.state !== 'APPROVED') throw new Error(`the invoice of order ${request.orderId} is ${invoice.state}; the credit note waits`);
      const note = await issueCreditNote(
        { ...deps.ctx, log: job.log },
        { key: request.refundId, invoiceId: invoice.id, lines: refundLines(invoice.ivaRows, request.amountCentavos, `Reintegro: ${request.reason}`.slice(0, 200)) },
      );
      if (note.state === 'REJECTED') {
        job.log.warn({ invoice: { id: note.id, errors: note.errors, observations: note.observations } }, 'ARCA rejected a credit note');
        return;
      }
      if (note.state !== 'APPROVED') throw new Error(`credit note ${note.id} still ${note.state}`);
      await mailVoucher(deps, note);
    },
  });
}

// ---- what the staff use ----------------------------------------------------------------------

export interface RejectedInvoice {
  invoice: InvoiceRecord;
  orderNumber: number;
  /** ARCA's reasons: its errors and observations, "code: message". */
  reasons: string[];
}

/** The vouchers ARCA rejected and not authorised since, newest first, with ARCA's reasons. */
export async function listRejectedInvoices(db: Queryable, limit = 100): Promise<RejectedInvoice[]> {
  const r = await db.query<{ id: string | number; number: string | number }>(
    `select i.id, o.number from invoices i join orders o on o.id = i.order_id where i.state = 'REJECTED' order by i.updated_at desc, i.id desc limit $1`,
    [limit],
  );
  const out: RejectedInvoice[] = [];
  for (const row of r.rows) {
    const invoice = await invoiceById(db, Number(row.id));
    if (!invoice) continue;
    out.push({ invoice, orderNumber: Number(row.number), reasons: [...invoice.errors, ...invoice.observations].map((m) => `${m.code}: ${m.message}`) });
  }
  return out;
}

/**
 * Tries a rejected voucher again, after the staff corrected what ARCA refused (the order's billing
 * data, the settings): queues its job anew, which issues it from the order's current data. The
 * runner is woken by the caller (`kick()`) once `db`'s transaction committed. False when the
 * voucher is not rejected.
 */
export async function retryInvoice(db: Queryable, invoiceId: number): Promise<boolean> {
  const inv = await invoiceById(db, invoiceId);
  if (!inv || inv.state !== 'REJECTED') return false;
  const again = `${inv.requestKey}:retry:${inv.attempts}:${Date.now()}`;
  if (inv.kind === 'INVOICE') {
    await enqueueJob(db, issueInvoiceJob, { orderId: inv.orderId }, { dedupeKey: again });
  } else {
    const refundId = inv.requestKey.replace(/^credit-note:/, '');
    const reason = (inv.lines[0]?.description ?? '').replace(/^Reintegro: /, '').replace(/ \(IVA [\d,]+ %\)$/, '');
    await enqueueJob(db, creditNoteJob, { orderId: inv.orderId, refundId, amountCentavos: inv.total, reason }, { dedupeKey: again });
  }
  return true;
}

/** An order's invoice as the shopper sees it (PENDING while not authorised), or null before it is paid. */
export async function shopperInvoiceOf(db: Pick<Db, 'query'>, order: { id: string; token: string }) {
  const inv = (await invoicesOfOrder(db, order.id)).find((i) => i.kind === 'INVOICE');
  if (!inv) return null;
  const approved = inv.state === 'APPROVED' && inv.number !== null;
  const iso = (d: string | null) => (d && /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : null);
  return {
    letter: inv.letter,
    voucherType: inv.voucherType,
    state: approved ? ('APPROVED' as const) : ('PENDING' as const),
    number: approved ? voucherNumber(inv.pointOfSale, inv.number ?? 0) : null,
    cae: approved ? inv.cae : null,
    caeDueDate: approved ? iso(inv.caeDueDate) : null,
    issueDate: approved ? iso(inv.issueDate) : null,
    totalCentavos: inv.total,
    pdfUrl: approved ? invoicePdfPath(order.token, inv.id) : null,
  };
}
