import crypto from 'node:crypto';
import type { Queryable } from '../db';
import { badInput, notFound, userError } from '../errors';
import { isMailLanguage, refundMail, shopPageUrl } from '../mail';
import { orderPagePath } from '../checkout/service';
import { loadOrder } from '../order/service';
import { cleanReason, type Actor } from '../order/transitions';
import { toCentavos, toPesos } from '../pricing/rules';
import type { AppServices } from '../services';
import { isUuid } from '../shopper';
import { MercadoPagoUnavailable } from './mercadopago-api';
import { settleOrderPayment } from './settle';

type App = Pick<AppServices, 'db' | 'log' | 'mail' | 'payments' | 'siteUrl'>;

/** A refund as the shop recorded it: everything its credit note needs. */
export interface RefundModel {
  id: string;
  orderId: string;
  orderNumber: number;
  /** The shop's row of the payment refunded (payments.id) and Mercado Pago's id of it. */
  paymentId: string;
  providerPaymentId: string;
  providerRefundId: string | null;
  amountCentavos: number;
  reason: string;
  state: 'pending' | 'approved';
  actor: Actor['kind'];
  staffId: string | null;
  /** Made for goods the shopper sent back (a revoked purchase). */
  forReturn: boolean;
  idempotencyKey: string;
  createdAt: string;
  recordedAt: string | null;
}

export interface RefundRequest {
  orderId: string;
  /** Centavos to give back; null gives back all that remains of the payment. */
  amountCentavos: number | null;
  reason: string;
  /** The client's key for this refund (8 to 100 characters): the same key is the same refund. */
  idempotencyKey: string;
  forReturn?: boolean;
}

/** What a caller writes in the transaction that records the refund (its audit entry, for example). */
export type RefundRecordedStep = (tx: Queryable, refund: RefundModel) => Promise<void>;

interface RefundRow {
  id: string;
  order_id: string;
  number: string | number;
  payment_id: string | number;
  provider_payment_id: string;
  provider_refund_id: string | null;
  amount_centavos: string | number;
  reason: string;
  state: 'pending' | 'approved';
  actor: Actor['kind'];
  staff_id: string | null;
  for_return: boolean;
  idempotency_key: string;
  created_at: Date | string;
  recorded_at: Date | string | null;
}

const SELECT = `select r.id, r.order_id, o.number, r.payment_id, p.provider_payment_id, r.provider_refund_id, r.amount_centavos, r.reason,
                       r.state, r.actor, r.staff_id, r.for_return, r.idempotency_key, r.created_at, r.recorded_at
                  from refunds r join orders o on o.id = r.order_id join payments p on p.id = r.payment_id`;

function toModel(r: RefundRow): RefundModel {
  return {
    id: r.id,
    orderId: r.order_id,
    orderNumber: Number(r.number),
    paymentId: String(r.payment_id),
    providerPaymentId: r.provider_payment_id,
    providerRefundId: r.provider_refund_id,
    amountCentavos: Number(r.amount_centavos),
    reason: r.reason,
    state: r.state,
    actor: r.actor,
    staffId: r.staff_id,
    forReturn: r.for_return,
    idempotencyKey: r.idempotency_key,
    createdAt: new Date(r.created_at).toISOString(),
    recordedAt: r.recorded_at ? new Date(r.recorded_at).toISOString() : null,
  };
}

async function refundByKey(db: Queryable, key: string): Promise<RefundModel | null> {
  const r = await db.query<RefundRow>(`${SELECT} where r.idempotency_key = $1`, [key]);
  return r.rows[0] ? toModel(r.rows[0]) : null;
}

/** The refunds of an order, oldest first (approved ones, and any still waiting for Mercado Pago). */
export async function refundsOf(db: Queryable, orderId: string): Promise<RefundModel[]> {
  const r = await db.query<RefundRow>(`${SELECT} where r.order_id = $1 order by r.created_at, r.id`, [orderId]);
  return r.rows.map(toModel);
}

/** How much of an order's approved payment can still be given back. */
export interface Refundable {
  paymentId: string;
  providerPaymentId: string;
  paidCentavos: number;
  remainingCentavos: number;
}

/**
 * The order's approved Mercado Pago payment and what remains of it: its amount less the larger of
 * the shop's refunds (pending ones count, so two refunds asked at once never exceed it) and what
 * Mercado Pago reports as refunded. Null when the order has no approved payment.
 */
export async function refundable(db: Queryable, orderId: string): Promise<Refundable | null> {
  const r = await db.query<{ id: string | number; provider_payment_id: string; amount: string | number; amount_refunded: string | number; taken: string | number }>(
    `select p.id, p.provider_payment_id, p.amount, p.amount_refunded,
            (select coalesce(sum(amount_centavos), 0) from refunds where payment_id = p.id) as taken
       from payments p where p.order_id = $1 and p.status in ('APPROVED', 'REFUNDED')
      order by p.provider_updated_at desc, p.id desc limit 1`,
    [orderId],
  );
  const p = r.rows[0];
  if (!p) return null;
  const paid = toCentavos(Number(p.amount));
  const given = Math.max(Number(p.taken), toCentavos(Number(p.amount_refunded)));
  return { paymentId: String(p.id), providerPaymentId: p.provider_payment_id, paidCentavos: paid, remainingCentavos: Math.max(0, paid - given) };
}

function check(request: RefundRequest): { reason: string } {
  if (!isUuid(request.orderId)) throw notFound();
  if (!/^[\w.:-]{8,100}$/.test(request.idempotencyKey)) throw badInput('The idempotency key must be 8 to 100 letters, digits or . _ : -', 'idempotencyKey');
  if (request.amountCentavos !== null && !(Number.isSafeInteger(request.amountCentavos) && request.amountCentavos > 0)) {
    throw badInput('The amount must be a whole number of centavos above 0', 'amountCentavos');
  }
  const reason = cleanReason(request.reason);
  if (reason === '') throw badInput('A refund needs its reason', 'reason');
  return { reason };
}

function keyReused(): Error {
  return userError('IDEMPOTENCY_KEY_REUSED', 'This idempotency key was used for another refund', { status: 409 });
}

/**
 * Gives back all or part of an order's Mercado Pago payment (amounts in centavos, never more than
 * remains) and records it once:
 * 1. in a transaction holding the order's row, the refund is checked and stored `pending` under the
 *    client's idempotency key (the same key answers the refund stored with it; another order, amount
 *    or reason with it: IDEMPOTENCY_KEY_REUSED);
 * 2. Mercado Pago is asked with the same key as X-Idempotency-Key, so asking again never refunds twice;
 *    when it refuses or does not answer the pending row is removed and PAYMENT_PROVIDER_UNAVAILABLE
 *    (503) answered: nothing is recorded, and the same key may be tried again;
 * 3. in a second transaction the refund is recorded `approved` with Mercado Pago's id, the order's
 *    payment state follows (PARTIALLY_REFUNDED, REFUNDED), the shopper's e-mail is queued, and
 *    `onRecorded` runs (the caller's audit entry).
 * Errors besides: NOT_FOUND, REFUND_NOT_POSSIBLE, REFUND_EXCEEDS_REMAINING (`remainingCentavos`), BAD_USER_INPUT.
 */
export async function refundOrder(
  app: App,
  actor: Actor,
  request: RefundRequest,
  onRecorded?: RefundRecordedStep,
): Promise<{ refund: RefundModel; repeated: boolean }> {
  const { reason } = check(request);
  const api = app.payments.mercadoPago;
  const stored = await app.db.transaction(async (tx) => {
    const order = await tx.query<{ id: string }>('select id from orders where id = $1 for update', [request.orderId]);
    if (!order.rows[0]) throw notFound();
    const existing = await refundByKey(tx, request.idempotencyKey);
    if (existing) {
      const same =
        existing.orderId === request.orderId &&
        existing.reason === reason &&
        (request.amountCentavos === null || request.amountCentavos === existing.amountCentavos);
      if (!same) throw keyReused();
      return existing;
    }
    const left = await refundable(tx, request.orderId);
    if (!left || left.remainingCentavos <= 0) {
      throw userError('REFUND_NOT_POSSIBLE', 'This order has no approved Mercado Pago payment left to refund', { status: 409 });
    }
    const amount = request.amountCentavos ?? left.remainingCentavos;
    if (amount > left.remainingCentavos) {
      throw userError('REFUND_EXCEEDS_REMAINING', `At most ${left.remainingCentavos} centavos remain to refund`, {
        status: 409,
        extensions: { remainingCentavos: left.remainingCentavos },
      });
    }
    const id = crypto.randomUUID();
    await tx.query(
      `insert into refunds (id, order_id, payment_id, idempotency_key, amount_centavos, reason, state, actor, staff_id, for_return)
       values ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $9)`,
      [id, request.orderId, left.paymentId, request.idempotencyKey, amount, reason, actor.kind, actor.kind === 'staff' ? actor.staffId : null, request.forReturn ?? false],
    );
    return (await refundByKey(tx, request.idempotencyKey)) as RefundModel;
  });
  if (stored.state === 'approved') return { refund: stored, repeated: true };

  let providerRefundId: string;
  try {
    if (!api) throw new MercadoPagoUnavailable('Mercado Pago is not configured');
    const answer = await api.refundPayment(stored.providerPaymentId, toPesos(stored.amountCentavos), stored.idempotencyKey);
    if (toCentavos(answer.amount) !== stored.amountCentavos) {
      throw new MercadoPagoUnavailable(`Mercado Pago refunded ${answer.amount} instead of ${toPesos(stored.amountCentavos)}`);
    }
    providerRefundId = answer.id;
  } catch (err) {
    if (!(err instanceof MercadoPagoUnavailable)) throw err;
    await app.db.query(`delete from refunds where id = $1 and state = 'pending'`, [stored.id]);
    app.log.warn({ err, refund: { id: stored.id, order: stored.orderNumber, amountCentavos: stored.amountCentavos } }, 'Mercado Pago refund not made');
    throw userError('PAYMENT_PROVIDER_UNAVAILABLE', 'Mercado Pago did not make the refund; nothing was refunded: try again in a moment with the same key', { status: 503 });
  }

  const { refund, repeated, mailed } = await app.db.transaction(async (tx) => {
    await tx.query('select id from orders where id = $1 for update', [stored.orderId]);
    const approved = await tx.query(
      `update refunds set state = 'approved', provider_refund_id = $2, recorded_at = now() where id = $1 and state = 'pending' returning id`,
      [stored.id, providerRefundId],
    );
    const refund = (await refundByKey(tx, stored.idempotencyKey)) as RefundModel;
    // Asked twice at once with one key: Mercado Pago made one refund, and the first to come back recorded it.
    if (approved.rows.length === 0) return { refund, repeated: true, mailed: false };
    await settleOrderPayment(tx, refund.orderId);
    if (refund.forReturn) {
      await tx.query(`update order_revocations set state = 'refunded', refunded_at = now() where order_id = $1 and state = 'received'`, [refund.orderId]);
    }
    const order = await loadOrder(tx, refund.orderId);
    let mailed = false;
    if (order) {
      const language = isMailLanguage(order.language) ? order.language : 'es';
      mailed = await app.mail.enqueue(tx, {
        kind: 'order-refund',
        dedupeKey: `order-refund:${refund.orderId}:${refund.id}`,
        to: order.email,
        language,
        ...refundMail(order, { amountCentavos: refund.amountCentavos, refundedCentavos: order.onlinePayment?.refundedCentavos ?? refund.amountCentavos }, shopPageUrl(app.siteUrl(), orderPagePath(order.token), language), language),
      });
    }
    await onRecorded?.(tx, refund);
    return { refund, repeated: false, mailed };
  });
  if (mailed) app.mail.kick();
  app.log.info({ refund: { id: refund.id, order: refund.orderNumber, amountCentavos: refund.amountCentavos, providerRefundId } }, 'Mercado Pago refund recorded');
  return { refund, repeated };
}
