import { CARRIER_NAMES } from '../../delivery/model';
import { carrierOfOrder, createShipmentForOrder, shipmentOfOrder, ShipmentError, type ShipmentModel } from '../../shipments/service';
import { recordAudit } from '../../staff/audit';
import type { AdminContext } from '../context';
import { adminError, adminNotFound } from '../errors';
import type { CarrierShipment, Resolvers, TrackingState } from '../generated/graphql';
import { orderDetail } from '../orders';

const STATES: Record<ShipmentModel['state'], TrackingState> = {
  created: 'CREATED',
  'in-transit': 'IN_TRANSIT',
  'at-branch': 'AT_BRANCH',
  'out-for-delivery': 'OUT_FOR_DELIVERY',
  delivered: 'DELIVERED',
  returned: 'RETURNED',
  unknown: 'UNKNOWN',
};

export function toCarrierShipment(s: ShipmentModel): CarrierShipment {
  return {
    id: s.id,
    carrier: s.carrier,
    carrierName: s.carrierName,
    service: s.service,
    mode: s.mode.toUpperCase(),
    trackingNumber: s.trackingNumber,
    labelReference: s.labelReference,
    state: STATES[s.state],
    createdAt: s.createdAt.toISOString(),
    checkedAt: s.checkedAt?.toISOString() ?? null,
    deliveredAt: s.deliveredAt?.toISOString() ?? null,
    events: s.events.map((e) => ({ at: e.at.toISOString(), state: STATES[e.state], description: e.description })),
  };
}

/** The staff's shipments with the carriers: created (and audited) from the order page, shown with their tracking. */
export const shipmentResolvers: Resolvers = {
  Mutation: {
    createShipment: async (_p, { orderId }, ctx: AdminContext) => {
      const staff = ctx.staff as NonNullable<AdminContext['staff']>;
      if (!(await orderDetail(ctx.db, { id: orderId }))) throw adminNotFound('No order has this id.');
      try {
        const { shipment, repeated } = await createShipmentForOrder(ctx.app, { kind: 'staff', staffId: staff.id }, orderId, (tx, made, move) =>
          recordAudit(tx, {
            actor: { id: staff.id, email: staff.email },
            action: 'order.ship',
            entity: 'order',
            entityId: orderId,
            before: { status: move.before.status },
            after: { status: move.after.status, carrier: made.carrier, trackingNumber: made.trackingNumber, labelReference: made.labelReference },
            reason: '',
            address: ctx.clientAddress,
          }),
        );
        const order = await orderDetail(ctx.db, { id: orderId });
        if (!order) throw adminNotFound('No order has this id.');
        return { shipment: toCarrierShipment(shipment), repeated, order };
      } catch (err) {
        if (err instanceof ShipmentError) throw adminError(err.code, err.message, { status: err.code === 'CARRIER_UNAVAILABLE' ? 503 : 409 });
        throw err;
      }
    },
  },
  OrderDetail: {
    carrierShipment: async (o, _a, ctx) => {
      const s = await shipmentOfOrder(ctx.db, o.id);
      return s ? toCarrierShipment(s) : null;
    },
    shipmentCarrierName: async (o, _a, ctx) => {
      const row = (await ctx.db.query<{ shipping_carrier: string | null; shipping_mode: string | null }>('select shipping_carrier, shipping_mode from orders where id = $1', [o.id])).rows[0];
      const carrier = row ? carrierOfOrder(ctx.app, row) : null;
      return carrier ? CARRIER_NAMES[carrier.id] : null;
    },
  },
};
