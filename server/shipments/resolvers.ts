import type { ParcelState, Resolvers } from '../generated/graphql';
import { shipmentOfOrder, type ShipmentModel } from './service';

const STATES: Record<ShipmentModel['state'], ParcelState> = {
  created: 'CREATED',
  'in-transit': 'IN_TRANSIT',
  'at-branch': 'AT_BRANCH',
  'out-for-delivery': 'OUT_FOR_DELIVERY',
  delivered: 'DELIVERED',
  returned: 'RETURNED',
  unknown: 'UNKNOWN',
};

/** The shopper's order page: the carrier's tracking of the order's shipment. */
export const trackingResolvers: Resolvers = {
  Order: {
    tracking: async (order, _a, ctx) => {
      const s = await shipmentOfOrder(ctx.db, order.id);
      if (!s) return null;
      return {
        carrierName: s.carrierName,
        trackingNumber: s.trackingNumber,
        state: STATES[s.state],
        checkedAt: s.checkedAt?.toISOString() ?? null,
        events: s.events.map((e) => ({ at: e.at.toISOString(), state: STATES[e.state], description: e.description })).reverse(),
      };
    },
  },
};
