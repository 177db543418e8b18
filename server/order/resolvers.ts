import type { Resolvers } from '../generated/graphql';
import { catalogLookup } from '../shopper/catalog';
import * as orders from './service';

export const orderResolvers: Resolvers = {
  Query: {
    orders: (_p, { page }, ctx) => orders.findMany(ctx, page ?? 1),
    order: (_p, { id }, ctx) => orders.findOne(ctx, id),
    orderByToken: (_p, { token }, ctx) => orders.findByToken(ctx, token),
  },
  OrderItem: {
    product: (item, _a, ctx) => catalogLookup(ctx)(item.productId),
  },
};
