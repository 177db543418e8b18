import type { Resolvers } from '../generated/graphql';
import * as addresses from './service';

export const addressResolvers: Resolvers = {
  Query: {
    addresses: (_p, _a, ctx) => addresses.findMany(ctx),
    address: (_p, { id }, ctx) => addresses.findOne(ctx, id),
  },
  Mutation: {
    addAddress: (_p, { input }, ctx) => addresses.create(ctx, input),
    updateAddress: (_p, { id, input }, ctx) => addresses.update(ctx, id, input),
    removeAddress: (_p, { id }, ctx) => addresses.remove(ctx, id),
    setDefaultAddress: (_p, { id }, ctx) => addresses.setDefault(ctx, id),
  },
};
