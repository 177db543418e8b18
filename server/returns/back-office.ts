import type { Queryable } from '../db';
import { badInput, notFound, userError } from '../errors';
import type { Actor } from '../order/transitions';
import { refundOrder, type RefundModel, type RefundRecordedStep } from '../payment/refunds';
import { recordCatalogueWrite } from '../pricing/catalogue-writes';
import type { AppServices } from '../services';
import { isUuid } from '../shopper';
import { giveBackUnits } from '../stock/reservations';

/** A revoked purchase as the staff handle it: requested, received (restocked or not), refunded. */
export interface ReturnModel {
  orderId: string;
  orderNumber: number;
  email: string;
  code: string;
  state: 'requested' | 'received' | 'refunded';
  requestedAt: string;
  termStartsAt: string;
  termEndsAt: string;
  withinTerm: boolean;
  /** Asked after the 10 days: received all the same, shown as late. */
  late: boolean;
  receivedAt: string | null;
  receivedBy: string | null;
  restocked: boolean | null;
  refundedAt: string | null;
}

interface ReturnRow {
  order_id: string;
  number: string | number;
  email: string;
  code: string;
  state: ReturnModel['state'];
  requested_at: Date | string;
  term_starts_at: Date | string;
  term_ends_at: Date | string;
  within_term: boolean;
  received_at: Date | string | null;
  received_by: string | null;
  restocked: boolean | null;
  refunded_at: Date | string | null;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function toModel(r: ReturnRow): ReturnModel {
  return {
    orderId: r.order_id,
    orderNumber: Number(r.number),
    email: r.email,
    code: r.code,
    state: r.state,
    requestedAt: iso(r.requested_at),
    termStartsAt: iso(r.term_starts_at),
    termEndsAt: iso(r.term_ends_at),
    withinTerm: r.within_term,
    late: !r.within_term,
    receivedAt: r.received_at ? iso(r.received_at) : null,
    receivedBy: r.received_by,
    restocked: r.restocked,
    refundedAt: r.refunded_at ? iso(r.refunded_at) : null,
  };
}

const SELECT = `select r.order_id, o.number, o.email, r.code, r.state, r.requested_at, r.term_starts_at, r.term_ends_at, r.within_term,
                       r.received_at, r.received_by, r.restocked, r.refunded_at
                  from order_revocations r join orders o on o.id = r.order_id`;

/** The return of an order, or null when its shopper asked for none. */
export async function findReturn(db: Queryable, orderId: string): Promise<ReturnModel | null> {
  if (!isUuid(orderId)) return null;
  const r = await db.query<ReturnRow>(`${SELECT} where r.order_id = $1`, [orderId]);
  return r.rows[0] ? toModel(r.rows[0]) : null;
}

/** Returns newest first, optionally in one state, `limit` of them before the request time `before`. */
export async function findReturns(
  db: Queryable,
  filter: { state?: ReturnModel['state'] | null; limit?: number; before?: string | null } = {},
): Promise<ReturnModel[]> {
  const limit = Math.min(Math.max(filter.limit ?? 50, 1), 200);
  const r = await db.query<ReturnRow>(
    `${SELECT} where ($1::text is null or r.state = $1) and ($2::timestamptz is null or date_trunc('milliseconds', r.requested_at) < $2)
      order by r.requested_at desc, r.order_id limit $3`,
    [filter.state ?? null, filter.before ?? null, limit],
  );
  return r.rows.map(toModel);
}

function stepRefused(message: string, state: string): Error {
  return userError('RETURN_STEP_REFUSED', message, { status: 409, extensions: { state } });
}

export interface ReceiveInput {
  orderId: string;
  /** Whether the goods go back on sale (their units back into stock). */
  restock: boolean;
  /** When the goods arrived; now when left out. Never in the future. */
  receivedAt?: Date | null;
}

/**
 * Records, inside `tx`, that a return's goods arrived: the date, who received them and whether they
 * go back on sale (their units back into the warehouses they left). A request past the 10 days is
 * received all the same (it stays marked late). Receiving twice: RETURN_STEP_REFUSED.
 * Answers the return and the parts whose stock changed.
 */
export async function receiveReturnInTransaction(tx: Queryable, actor: Actor, input: ReceiveInput): Promise<{ before: ReturnModel; after: ReturnModel; restockedParts: string[] }> {
  if (!isUuid(input.orderId)) throw notFound();
  const receivedAt = input.receivedAt ?? new Date();
  if (Number.isNaN(receivedAt.getTime()) || receivedAt.getTime() > Date.now() + 60_000) throw badInput('The goods cannot be received in the future', 'receivedAt');
  const locked = await tx.query<{ state: string }>('select state from order_revocations where order_id = $1 for update', [input.orderId]);
  const state = locked.rows[0]?.state;
  if (!state) throw notFound('This order has no return');
  if (state !== 'requested') throw stepRefused('This return was received already', state);
  const before = (await findReturn(tx, input.orderId)) as ReturnModel;
  await tx.query(
    `update order_revocations set state = 'received', received_at = $2, received_by = $3, restocked = $4 where order_id = $1`,
    [input.orderId, receivedAt, actor.kind === 'staff' ? actor.staffId : actor.kind, input.restock],
  );
  const restockedParts = input.restock ? await giveBackUnits(tx, input.orderId, 'returned') : [];
  return { before, after: (await findReturn(tx, input.orderId)) as ReturnModel, restockedParts };
}

/** Receives a return in a transaction of its own, then drops cached pages of restocked parts. */
export async function receiveReturn(app: Pick<AppServices, 'db'>, actor: Actor, input: ReceiveInput): Promise<ReturnModel> {
  const outcome = await app.db.transaction((tx) => receiveReturnInTransaction(tx, actor, input));
  if (outcome.restockedParts.length > 0) await recordCatalogueWrite(app.db, 'stock-change', outcome.restockedParts);
  return outcome.after;
}

/**
 * Refunds a received return through Mercado Pago (all that remains of the payment unless an amount
 * is given); the return becomes `refunded` in the transaction that records the refund. A return not
 * received yet: RETURN_STEP_REFUSED; refunded already: the same key answers the same refund, another
 * key RETURN_STEP_REFUSED. Other errors as refundOrder's.
 */
export async function refundReturn(
  app: Pick<AppServices, 'db' | 'log' | 'mail' | 'payments' | 'siteUrl'>,
  actor: Actor,
  input: { orderId: string; idempotencyKey: string; amountCentavos?: number | null; reason?: string | null },
  onRecorded?: RefundRecordedStep,
): Promise<{ return: ReturnModel; refund: RefundModel; repeated: boolean }> {
  const current = await findReturn(app.db, input.orderId);
  if (!current) throw notFound('This order has no return');
  const reason = input.reason?.trim() || `Arrepentimiento ${current.code}`;
  if (current.state === 'requested') throw stepRefused('The goods of this return were not received yet', current.state);
  if (current.state === 'refunded') {
    const again = await app.db.query<{ n: number | string }>(`select count(*) as n from refunds where idempotency_key = $1 and order_id = $2`, [input.idempotencyKey, input.orderId]);
    if (Number(again.rows[0]?.n ?? 0) === 0) throw stepRefused('This return was refunded already', current.state);
  }
  const { refund, repeated } = await refundOrder(
    app,
    actor,
    { orderId: input.orderId, amountCentavos: input.amountCentavos ?? null, reason, idempotencyKey: input.idempotencyKey, forReturn: true },
    onRecorded,
  );
  return { return: (await findReturn(app.db, input.orderId)) as ReturnModel, refund, repeated };
}
