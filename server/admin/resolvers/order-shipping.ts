import { CARRIER_NAMES, MODE, type OptionCarrier, type OptionMode, type ShippingBranchModel } from '../../delivery/model';
import type { OrderShippingChoice, Resolvers } from '../generated/graphql';

interface ShippingRow {
  shipping_carrier: OptionCarrier | null;
  shipping_service: string | null;
  shipping_mode: OptionMode | null;
  shipping_branch: ShippingBranchModel | null;
  shipping_postcode: string | null;
  shipping_price: string | number | null;
  shipping_days_min: number | null;
  shipping_days_max: number | null;
}

/** The order's stored shipping choice as the staff API shows it (null without one). */
export function shippingChoiceOf(row: ShippingRow): OrderShippingChoice | null {
  if (!row.shipping_carrier || !row.shipping_mode) return null;
  const branch = row.shipping_mode === 'branch' ? row.shipping_branch : null;
  return {
    carrier: row.shipping_carrier,
    carrierName: CARRIER_NAMES[row.shipping_carrier] ?? row.shipping_carrier,
    service: row.shipping_service ?? '',
    mode: MODE[row.shipping_mode],
    branch: branch ? { id: branch.id, name: branch.name, address: branch.address, locality: branch.locality, postcode: branch.postcode } : null,
    postcode: row.shipping_postcode ?? '',
    price: Number(row.shipping_price ?? 0).toFixed(2),
    deliveryDaysMin: row.shipping_days_min ?? 0,
    deliveryDaysMax: row.shipping_days_max ?? 0,
  };
}

export const orderShippingResolvers: Resolvers = {
  OrderDetail: {
    shippingChoice: async (o, _a, ctx) => {
      const row = (
        await ctx.db.query<ShippingRow>(
          `select shipping_carrier, shipping_service, shipping_mode, shipping_branch, shipping_postcode, shipping_price,
                  shipping_days_min, shipping_days_max
             from orders where id = $1`,
          [o.id],
        )
      ).rows[0];
      return row ? shippingChoiceOf(row) : null;
    },
  },
};
