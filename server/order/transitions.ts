import type { Queryable } from '../db';
import { badInput, notFound, userError } from '../errors';
import type { OrderActor } from '../generated/graphql';
import { isMailLanguage, orderStatusMail, shopPageUrl, type MailLanguage } from '../mail';
import { orderPagePath } from '../checkout/service';
import { recordCatalogueWrite } from '../pricing/catalogue-writes';
import type { AppServices } from '../services';
import { isUuid } from '../shopper';
import { giveBackUnits } from '../stock/reservations';
import type { OrderModel } from './model';
import { loadOrder } from './service';
import { isOrderState, releasesStock, shopperIsTold, transitionProblem, type OrderState } from './states';

type App = Pick<AppServices, 'db' | 'mail' | 'siteUrl'>;

/** Who changes an order: a staff member (by id), the shop itself, or the shopper. */
export type Actor = { kind: 'staff'; staffId: string } | { kind: 'system' } | { kind: 'shopper' };

export const SYSTEM_ACTOR: Actor = { kind: 'system' };

/** The longest reason kept with a change. */
export const REASON_MAX = 500;

export interface OrderMove {
  orderId: string;
  to: OrderState;
  carrier?: string | null;
  trackingNumber?: string | null;
  reason?: string | null;
}

export interface MoveOutcome {
  before: OrderModel;
  after: OrderModel;
  /** Parts whose stock changed (a cancelled order's units back on sale). */
  releasedParts: string[];
  /** Whether an e-mail to the shopper was queued. */
  mailed: boolean;
}

/** An order's history as the shop keeps it. */
export interface OrderHistoryModel {
  from: OrderState;
  to: OrderState;
  actor: OrderActor;
  staffId: string | null;
  reason: string;
  at: string;
}

/** A reason as kept: trimmed, at most REASON_MAX characters (BAD_USER_INPUT beyond). */
export function cleanReason(reason: string | null | undefined): string {
  const text = (reason ?? '').trim();
  if (text.length > REASON_MAX) throw badInput(`The reason may hold up to ${REASON_MAX} characters`, 'reason');
  return text;
}

function languageOf(order: OrderModel): MailLanguage {
  return isMailLanguage(order.language) ? order.language : 'es';
}

/**
 * Moves an order to another state inside `tx` (the caller's transaction, which may hold its audit
 * entry too): the order's row is locked, the move checked by the state machine (ORDER_TRANSITION_REFUSED,
 * 409; a shipment without carrier or tracking number: BAD_USER_INPUT naming the field), the state and
 * its date stored, the change written to the order's history with its actor and reason, a cancelled
 * order's units given back to stock, and the shopper's e-mail queued (not for the shop's own move to
 * PREPARING when a payment is approved: the payment's e-mail says it).
 */
export async function moveOrderInTransaction(tx: Queryable, app: App, actor: Actor, move: OrderMove): Promise<MoveOutcome> {
  if (!isUuid(move.orderId)) throw notFound();
  const reason = cleanReason(move.reason);
  const locked = await tx.query<{ status: string; payment: string; payment_status: string | null }>(
    'select status, payment, payment_status from orders where id = $1 for update',
    [move.orderId],
  );
  const row = locked.rows[0];
  if (!row) throw notFound();
  if (!isOrderState(row.status)) throw new Error(`Order ${move.orderId} is in an unknown state ${row.status}`);
  const from = row.status;
  const problem = transitionProblem(from, {
    to: move.to,
    carrier: move.carrier,
    trackingNumber: move.trackingNumber,
    paymentStatus: row.payment === 'WALLET' ? (row.payment_status ?? 'PENDING') : null,
  });
  if (problem?.kind === 'shipment-missing') {
    throw badInput(problem.field === 'carrier' ? 'A shipped order needs its carrier (up to 60 characters)' : 'A shipped order needs its tracking number (up to 60 characters)', problem.field);
  }
  if (problem) {
    const message = problem.kind === 'not-paid' ? 'An order paid online is prepared once its payment is approved' : `An order ${from} cannot become ${move.to}`;
    throw userError('ORDER_TRANSITION_REFUSED', message, {
      status: 409,
      extensions: { from, to: move.to, allowed: problem.kind === 'refused' ? [...problem.allowed] : ['CANCELLED'], notPaid: problem.kind === 'not-paid' },
    });
  }
  const before = (await loadOrder(tx, move.orderId)) as OrderModel;
  await tx.query(
    `update orders set status = $2,
            carrier = case when $2 = 'SHIPPED' then $3 else carrier end,
            tracking_number = case when $2 = 'SHIPPED' then $4 else tracking_number end,
            shipped_at = case when $2 = 'SHIPPED' then now() else shipped_at end,
            delivered_at = case when $2 = 'DELIVERED' then now() else delivered_at end,
            cancelled_at = case when $2 = 'CANCELLED' then now() else cancelled_at end
      where id = $1`,
    [move.orderId, move.to, move.carrier?.trim() ?? null, move.trackingNumber?.trim() ?? null],
  );
  await tx.query(
    `insert into order_history (order_id, from_status, to_status, actor, staff_id, reason) values ($1, $2, $3, $4, $5, $6)`,
    [move.orderId, from, move.to, actor.kind, actor.kind === 'staff' ? actor.staffId : null, reason],
  );
  const releasedParts = releasesStock(move.to) ? await giveBackUnits(tx, move.orderId, 'released') : [];
  const after = (await loadOrder(tx, move.orderId)) as OrderModel;
  let mailed = false;
  const toldByPayment = actor.kind === 'system' && move.to === 'PREPARING';
  if (shopperIsTold(move.to) && !toldByPayment) {
    const language = languageOf(after);
    const link = shopPageUrl(app.siteUrl(), orderPagePath(after.token), language);
    const state = move.to as 'PREPARING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED';
    mailed = await app.mail.enqueue(tx, {
      kind: 'order-status',
      // Each state is reached once per order: one e-mail each.
      dedupeKey: `order-status:${move.orderId}:${state}`,
      to: after.email,
      language,
      ...orderStatusMail(after, state, after.shipment ? { carrier: after.shipment.carrier, trackingNumber: after.shipment.trackingNumber } : null, link, language),
    });
  }
  return { before, after, releasedParts, mailed };
}

/** What follows a committed move: the mail job is woken, and pages showing released stock are dropped from caches. */
export async function afterOrderMove(app: Pick<AppServices, 'db' | 'mail'>, outcome: Pick<MoveOutcome, 'mailed' | 'releasedParts'>): Promise<void> {
  if (outcome.mailed) app.mail.kick();
  if (outcome.releasedParts.length > 0) await recordCatalogueWrite(app.db, 'stock-change', outcome.releasedParts);
}

/** Moves an order in a transaction of its own (see moveOrderInTransaction). */
export async function moveOrder(app: App, actor: Actor, move: OrderMove): Promise<MoveOutcome> {
  const outcome = await app.db.transaction((tx) => moveOrderInTransaction(tx, app, actor, move));
  await afterOrderMove(app, outcome);
  return outcome;
}

const ACTORS: Record<string, OrderActor> = { staff: 'STAFF', system: 'SYSTEM', shopper: 'SHOPPER' };

/** Every change of an order's state, oldest first. */
export async function orderHistory(db: Queryable, orderId: string): Promise<OrderHistoryModel[]> {
  const r = await db.query<{ from_status: OrderState; to_status: OrderState; actor: string; staff_id: string | null; reason: string; created_at: Date | string }>(
    'select from_status, to_status, actor, staff_id, reason, created_at from order_history where order_id = $1 order by id',
    [orderId],
  );
  return r.rows.map((h) => ({
    from: h.from_status,
    to: h.to_status,
    actor: ACTORS[h.actor] ?? 'SYSTEM',
    staffId: h.staff_id,
    reason: h.reason,
    at: new Date(h.created_at).toISOString(),
  }));
}
