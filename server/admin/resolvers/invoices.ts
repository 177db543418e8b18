import { invoiceById, invoicesOfOrder, listRejectedInvoices, queueOrderInvoice, retryInvoice, voucherNumber, voucherTitle, type InvoiceRecord } from '../../invoice';
import { afterOrderMove, cleanReason, moveOrderInTransaction, type MoveOutcome } from '../../order/transitions';
import { movesWhenPaid, offlinePaymentProblem } from '../../payment/offline';
import { isUuid } from '../../shopper';
import { recordAudit } from '../../staff/audit';
import type { AdminContext } from '../context';
import { adminBadInput, adminError, adminNotFound } from '../errors';
import type { Resolvers, Voucher } from '../generated/graphql';
import { orderDetail } from '../orders';

/** Where the staff download a voucher's PDF (server/admin/invoice-pdf.ts). */
export const staffInvoicePdfPath = (invoiceId: number) => `/admin/invoices/${invoiceId}.pdf`;

const isoDate = (d: string | null) => (d && /^\d{8}$/.test(d) ? `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` : null);
const pesos = (centavos: number) => `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** A voucher as the staff see it: numbered and downloadable once authorised, ARCA's reasons when refused. */
export function toVoucher(inv: InvoiceRecord): Voucher {
  const approved = inv.state === 'APPROVED';
  const messages = inv.state === 'REJECTED' ? [...inv.errors, ...inv.observations] : inv.observations;
  return {
    id: String(inv.id),
    kind: inv.kind,
    letter: inv.letter,
    voucherType: inv.voucherType,
    number: inv.number === null ? null : voucherNumber(inv.pointOfSale, inv.number),
    title: inv.number === null ? `${inv.kind === 'INVOICE' ? 'Factura' : 'Nota de crédito'} ${inv.letter}` : voucherTitle(inv),
    state: inv.state,
    cae: approved ? inv.cae : null,
    caeDueDate: approved ? isoDate(inv.caeDueDate) : null,
    issueDate: inv.number === null ? null : isoDate(inv.issueDate),
    reasons: messages.map((m) => `${m.code}: ${m.message}`),
    totalCentavos: inv.total,
    total: pesos(inv.total),
    downloadUrl: approved ? staffInvoicePdfPath(inv.id) : null,
    attempts: inv.attempts,
    associatedVoucherId: inv.associatedInvoiceId === null ? null : String(inv.associatedInvoiceId),
  };
}

function signedIn(ctx: AdminContext) {
  // The schema's @permission check ran first: a staff member is signed in.
  const staff = ctx.staff as NonNullable<AdminContext['staff']>;
  return { actor: { kind: 'staff' as const, staffId: staff.id }, audit: { id: staff.id, email: staff.email } };
}

/** A reason the staff must give: trimmed, 1 to 500 characters. */
function requiredReason(reason: string): string {
  const text = cleanReason(reason);
  if (text === '') throw adminBadInput('Say why (up to 500 characters).', 'reason');
  return text;
}

/** An order's vouchers, rejected invoices tried again, and offline payments recorded; each write audited in its transaction. */
export const staffInvoiceResolvers: Resolvers = {
  Query: {
    rejectedInvoices: async (_p, { first }, ctx) => {
      const limit = Math.min(Math.max(first ?? 50, 1), 100);
      return (await listRejectedInvoices(ctx.db, limit)).map((r) => ({ voucher: toVoucher(r.invoice), orderId: r.invoice.orderId, orderNumber: String(r.orderNumber) }));
    },
  },
  Mutation: {
    retryInvoice: async (_p, { input }, ctx) => {
      const { audit } = signedIn(ctx);
      if (!/^\d{1,15}$/.test(input.invoiceId)) throw adminNotFound('No voucher has this id.');
      const reason = requiredReason(input.reason);
      const invoicing = ctx.app.invoices;
      if (!invoicing) throw adminError('INVOICING_UNAVAILABLE', 'This gateway issues no invoices (no ARCA certificate, no stand-in).', { status: 503 });
      const id = Number(input.invoiceId);
      const inv = await ctx.db.transaction(async (tx) => {
        const found = await invoiceById(tx, id);
        if (!found) throw adminNotFound('No voucher has this id.');
        if (!(await retryInvoice(tx, id))) throw adminError('INVOICE_NOT_REJECTED', `The voucher is ${found.state}: only a rejected one is tried again.`, { status: 409, extensions: { state: found.state } });
        await recordAudit(tx, {
          actor: audit,
          action: 'invoice.retry',
          entity: 'order',
          entityId: found.orderId,
          before: { invoiceId: found.id, kind: found.kind, state: found.state, reasons: [...found.errors, ...found.observations].map((m) => `${m.code}: ${m.message}`) },
          after: { invoiceId: found.id, state: 'QUEUED' },
          reason,
          address: ctx.clientAddress,
        });
        return found;
      });
      invoicing.kick();
      return toVoucher(inv);
    },
    markOrderPaid: async (_p, { input }, ctx) => {
      const { actor, audit } = signedIn(ctx);
      if (!isUuid(input.orderId)) throw adminNotFound('No order has this id.');
      const reason = requiredReason(input.reason);
      const outcome = await ctx.db.transaction(async (tx) => {
        const locked = await tx.query<{ status: string; payment: string; payment_status: string | null }>('select status, payment, payment_status from orders where id = $1 for update', [input.orderId]);
        const row = locked.rows[0];
        if (!row) throw adminNotFound('No order has this id.');
        const problem = offlinePaymentProblem({ payment: row.payment, paymentStatus: row.payment_status, status: row.status });
        if (problem === 'online') throw adminError('PAYMENT_NOT_OFFLINE', 'This order is paid through Mercado Pago: its payment is recorded by Mercado Pago.', { status: 409 });
        if (problem === 'paid') throw adminError('ORDER_ALREADY_PAID', 'This order is paid already.', { status: 409, extensions: { paymentStatus: row.payment_status } });
        if (problem === 'cancelled') throw adminError('ORDER_TRANSITION_REFUSED', 'A cancelled order cannot be paid.', { status: 409, extensions: { from: row.status, to: row.status, allowed: [], notPaid: false } });
        await tx.query(`update orders set payment_status = 'APPROVED', payment_updated_at = now() where id = $1`, [input.orderId]);
        let moved: MoveOutcome | null = null;
        if (movesWhenPaid(row.status)) moved = await moveOrderInTransaction(tx, ctx.app, actor, { orderId: input.orderId, to: 'PREPARING', reason });
        const invoiceQueued = ctx.app.invoices ? await queueOrderInvoice(tx, input.orderId) : false;
        await recordAudit(tx, {
          actor: audit,
          action: 'order.mark-paid',
          entity: 'order',
          entityId: input.orderId,
          before: { status: row.status, paymentStatus: row.payment_status ?? 'PENDING' },
          after: { status: moved ? moved.after.status : row.status, paymentStatus: 'APPROVED', payment: row.payment, invoiceQueued },
          reason,
          address: ctx.clientAddress,
        });
        return moved;
      });
      if (outcome) await afterOrderMove(ctx.app, outcome);
      ctx.app.invoices?.kick();
      const order = await orderDetail(ctx.db, { id: input.orderId });
      if (!order) throw adminNotFound('No order has this id.');
      return order;
    },
  },
  OrderDetail: {
    vouchers: async (o, _a, ctx) => (await invoicesOfOrder(ctx.db, o.id)).map(toVoucher),
    canMarkPaid: (o) => offlinePaymentProblem({ payment: o.paymentMethod, paymentStatus: o.paymentStatus, status: o.status }) === null,
  },
};
