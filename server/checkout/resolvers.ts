import type { Resolvers } from '../generated/graphql';
import { catalogLookup } from '../shopper/catalog';
import { paymentGateways } from './payment';
import { checkout } from './service';

/** Checkout: the payment methods on offer and placing an order from the session's cart. */
export const checkoutResolvers: Resolvers = {
  Query: {
    paymentMethods: (_p, _a, ctx) => paymentGateways(ctx.config).map((g) => ({ method: g.method, publicKey: g.publicKey, clientId: g.publicKey })),
  },
  Mutation: {
    checkout: (_p, { input }, ctx) => checkout(ctx, catalogLookup(ctx), input),
  },
};
