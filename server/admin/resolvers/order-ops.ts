import { recordCatalogueWrite } from '../../pricing/catalogue-writes';
import { openMoves, shipmentOf } from '../../order/back-office';
import { isOrderState } from '../../order/states';
import { afterOrderMove, moveOrderInTransaction, orderHistory, type Actor } from '../../order/transitions';
import { refundable, refundOrder, refundsOf, type RefundModel } from '../../payment/refunds';
import { findReturn, findReturns, receiveReturnInTransaction, refundReturn, type ReturnModel } from '../../returns/back-office';
import { recordAudit } from '../../staff/audit';
import type { AdminContext } from '../context';
import { adminBadInput, adminNotFound } from '../errors';
import type { Refund, Resolvers, ReturnRequest, ReturnState } from '../generated/graphql';
import { orderDetail, type OrderDetailModel } from '../orders';

function signedIn(ctx: AdminContext): { actor: Actor; audit: { id: string; email: string } } {
  // The schema's @permission check ran first: a staff member is signed in.
  const staff = ctx.staff as NonNullable<AdminContext['staff']>;
  return { actor: { kind: 'staff', staffId: staff.id }, audit: { id: staff.id, email: staff.email } };
}

async function detail(ctx: AdminContext, orderId: string): Promise<OrderDetailModel> {
  const order = await orderDetail(ctx.db, { id: orderId });
  if (!order) throw adminNotFound('No order has this id.');
  return order;
}

const pesos = (centavos: number) => `${Math.trunc(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

function toRefund(r: RefundModel): Refund {
  return {
    id: r.id,
    orderId: r.orderId,
    orderNumber: String(r.orderNumber),
    providerPaymentId: r.providerPaymentId,
    providerRefundId: r.providerRefundId,
    amountCentavos: r.amountCentavos,
    amount: pesos(r.amountCentavos),
    reason: r.reason,
    state: r.state === 'approved' ? 'APPROVED' : 'PENDING',
    forReturn: r.forReturn,
    staffId: r.staffId,
    createdAt: r.createdAt,
    recordedAt: r.recordedAt,
  };
}

const RETURN_STATES: Record<ReturnModel['state'], ReturnState> = { requested: 'REQUESTED', received: 'RECEIVED', refunded: 'REFUNDED' };

function toReturn(r: ReturnModel): ReturnRequest {
  return { ...r, orderNumber: String(r.orderNumber), state: RETURN_STATES[r.state] };
}

const ACTIONS: Record<string, string> = { PREPARING: 'order.prepare', SHIPPED: 'order.ship', DELIVERED: 'order.deliver', CANCELLED: 'order.cancel' };

/** Orders moved, refunds and returns by the staff: each write and its audit entry in one transaction. */
export const orderOpsResolvers: Resolvers = {
  Query: {
    returns: async (_p, { state, first, after }, ctx) => {
      const limit = Math.min(Math.max(first ?? 25, 1), 100);
      if (after && Number.isNaN(Date.parse(after))) throw adminBadInput('The cursor is not one this list gave.', 'after');
      const rows = await findReturns(ctx.db, {
        state: state ? (Object.keys(RETURN_STATES) as ReturnModel['state'][]).find((k) => RETURN_STATES[k] === state) : null,
        limit: limit + 1,
        before: after ?? null,
      });
      const nodes = rows.slice(0, limit);
      return { nodes: nodes.map(toReturn), pageInfo: { endCursor: nodes.at(-1)?.requestedAt ?? null, hasNextPage: rows.length > limit } };
    },
  },
  Mutation: {
    changeOrderStatus: async (_p, { input }, ctx) => {
      const { actor, audit } = signedIn(ctx);
      if (!isOrderState(input.to) || input.to === 'PENDING') throw adminBadInput('An order moves to PREPARING, SHIPPED, DELIVERED or CANCELLED.', 'to');
      const to = input.to;
      const outcome = await ctx.db.transaction(async (tx) => {
        const moved = await moveOrderInTransaction(tx, ctx.app, actor, { orderId: input.orderId, to, carrier: input.carrier, trackingNumber: input.trackingNumber, reason: input.reason });
        await recordAudit(tx, {
          actor: audit,
          action: ACTIONS[to] ?? 'order.status',
          entity: 'order',
          entityId: input.orderId,
          before: { status: moved.before.status },
          after: { status: moved.after.status, ...(moved.after.shipment && to === 'SHIPPED' ? { carrier: moved.after.shipment.carrier, trackingNumber: moved.after.shipment.trackingNumber } : {}) },
          reason: input.reason?.trim() ?? '',
          address: ctx.clientAddress,
        });
        return moved;
      });
      await afterOrderMove(ctx.app, outcome);
      return detail(ctx, input.orderId);
    },
    refundOrder: async (_p, { input }, ctx) => {
      const { actor, audit } = signedIn(ctx);
      const before = await detail(ctx, input.orderId);
      const { refund, repeated } = await refundOrder(
        ctx.app,
        actor,
        { orderId: input.orderId, amountCentavos: input.amountCentavos ?? null, reason: input.reason, idempotencyKey: input.idempotencyKey },
        (tx, made) =>
          recordAudit(tx, {
            actor: audit,
            action: 'order.refund',
            entity: 'order',
            entityId: made.orderId,
            before: { paymentStatus: before.paymentStatus },
            after: { refundId: made.id, providerRefundId: made.providerRefundId, amountCentavos: made.amountCentavos },
            reason: made.reason,
            address: ctx.clientAddress,
          }),
      );
      return { refund: toRefund(refund), repeated, order: await detail(ctx, input.orderId) };
    },
    receiveReturn: async (_p, { input }, ctx) => {
      const { actor, audit } = signedIn(ctx);
      const receivedAt = input.receivedAt ? new Date(input.receivedAt) : null;
      const outcome = await ctx.db.transaction(async (tx) => {
        const received = await receiveReturnInTransaction(tx, actor, { orderId: input.orderId, restock: input.restock, receivedAt });
        await recordAudit(tx, {
          actor: audit,
          action: 'return.receive',
          entity: 'order',
          entityId: input.orderId,
          before: { state: received.before.state },
          after: { state: received.after.state, receivedAt: received.after.receivedAt, restocked: received.after.restocked, late: received.after.late },
          reason: input.reason?.trim() ?? '',
          address: ctx.clientAddress,
        });
        return received;
      });
      if (outcome.restockedParts.length > 0) await recordCatalogueWrite(ctx.db, 'stock-change', outcome.restockedParts);
      return toReturn(outcome.after);
    },
    refundReturn: async (_p, { input }, ctx) => {
      const { actor, audit } = signedIn(ctx);
      const result = await refundReturn(
        ctx.app,
        actor,
        { orderId: input.orderId, amountCentavos: input.amountCentavos, reason: input.reason, idempotencyKey: input.idempotencyKey },
        (tx, made) =>
          recordAudit(tx, {
            actor: audit,
            action: 'return.refund',
            entity: 'order',
            entityId: made.orderId,
            before: { state: 'received' },
            after: { state: 'refunded', refundId: made.id, providerRefundId: made.providerRefundId, amountCentavos: made.amountCentavos },
            reason: made.reason,
            address: ctx.clientAddress,
          }),
      );
      return { refund: toRefund(result.refund), repeated: result.repeated, order: await detail(ctx, input.orderId) };
    },
  },
  OrderDetail: {
    shipment: (o, _a, ctx) => shipmentOf(ctx.db, o.id),
    nextStatuses: (o) => openMoves(o.status, o.paymentMethod, o.paymentStatus),
    stateChanges: async (o, _a, ctx) =>
      (await orderHistory(ctx.db, o.id)).map((h) => ({ from: h.from, to: h.to, actorKind: h.actor.toLowerCase(), staffId: h.staffId, reason: h.reason, at: h.at })),
    refunds: async (o, _a, ctx) => (await refundsOf(ctx.db, o.id)).map(toRefund),
    refundableCentavos: async (o, _a, ctx) => (await refundable(ctx.db, o.id))?.remainingCentavos ?? 0,
    return: async (o, _a, ctx) => {
      const r = await findReturn(ctx.db, o.id);
      return r ? toReturn(r) : null;
    },
  },
};
