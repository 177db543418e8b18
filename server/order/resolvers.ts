import type { Resolvers } from '../generated/graphql';
import { catalogLookup } from '../shopper/catalog';
import * as orders from './service';
import { trackOrder } from './track';
import { orderHistory } from './transitions';

export const orderResolvers: Resolvers = {
  Query: {
    orders: (_p, { page }, ctx) => orders.findMany(ctx, page ?? 1),
    order: (_p, { id }, ctx) => orders.findOne(ctx, id),
    orderByToken: (_p, { token }, ctx) => orders.findByToken(ctx, token),
    trackOrder: (_p, { number, email }, ctx) => trackOrder(ctx, number, email),
  },
  Order: {
    history: (order, _a, ctx) => orderHistory(ctx.db, order.id),
  },
  OrderItem: {
    product: (item, _a, ctx) => catalogLookup(ctx)(item.productId),
  },
};
