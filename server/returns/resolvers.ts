import type { Resolvers } from '../generated/graphql';
import { requestOrderRevocation, revocationOf } from './service';

export const returnsResolvers: Resolvers = {
  Mutation: {
    requestOrderRevocation: (_p, { input }, ctx) => requestOrderRevocation(ctx, input),
  },
  Order: {
    revocation: (order, _a, ctx) => revocationOf(ctx.db, order.id),
  },
};
