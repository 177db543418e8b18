import type { Queryable } from '../db';
import type { ShipmentModel } from './model';
import { isOrderState, nextStates, transitionProblem, type OrderState } from './states';

/** An order's shipment (carrier, tracking number, dates), or null before it ships. */
export async function shipmentOf(db: Queryable, orderId: string): Promise<ShipmentModel | null> {
  const r = await db.query<{ carrier: string | null; tracking_number: string | null; shipped_at: Date | string | null; delivered_at: Date | string | null }>(
    'select carrier, tracking_number, shipped_at, delivered_at from orders where id = $1',
    [orderId],
  );
  const o = r.rows[0];
  if (!o?.carrier || !o.tracking_number || !o.shipped_at) return null;
  return {
    carrier: o.carrier,
    trackingNumber: o.tracking_number,
    shippedAt: new Date(o.shipped_at).toISOString(),
    deliveredAt: o.delivered_at ? new Date(o.delivered_at).toISOString() : null,
  };
}

/**
 * The states an order may move to now: its state's next ones, less PREPARING while an online
 * payment is not approved (shipping asks for carrier and tracking number, given with the move).
 */
export function openMoves(status: string, payment: string, paymentStatus: string | null): OrderState[] {
  if (!isOrderState(status)) return [];
  return nextStates(status).filter(
    (to) => transitionProblem(status, { to, carrier: '-', trackingNumber: '-', paymentStatus: payment === 'WALLET' ? (paymentStatus ?? 'PENDING') : null }) === null,
  );
}
