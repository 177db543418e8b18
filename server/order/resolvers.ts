import { checkout } from '../checkout/service';
import { paymentGateways } from '../checkout/payment';
import type { Resolvers } from '../generated/graphql';
import { catalogLookup } from '../shopper/catalog';
import * as orders from './service';

export const orderResolvers: Resolvers = {
  Query: {
    paymentMethods: (_p, _a, ctx) => paymentGateways(ctx.config).map((g) => ({ method: g.method, clientId: g.clientId })),
    orders: (_p, { page }, ctx) => orders.findMany(ctx, page ?? 1),
    order: (_p, { id }, ctx) => orders.findOne(ctx, id),
    orderByToken: (_p, { token }, ctx) => orders.findByToken(ctx, token),
  },
  Mutation: {
    checkout: (_p, { input }, ctx) => checkout(ctx, catalogLookup(ctx), input),
  },
  OrderItem: {
    product: (item, _a, ctx) => catalogLookup(ctx)(item.productId),
  },
};
