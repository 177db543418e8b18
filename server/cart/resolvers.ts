import type { Resolvers } from '../generated/graphql';
import { catalogLookup } from '../shopper/catalog';
import * as cart from './service';

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_p, _a, ctx) => cart.findOne(ctx, catalogLookup(ctx)),
  },
  Mutation: {
    addToCart: (_p, { productId, quantity, options }, ctx) => cart.add(ctx, catalogLookup(ctx), productId, quantity, options),
    updateCartItem: (_p, { itemId, quantity }, ctx) => cart.update(ctx, catalogLookup(ctx), itemId, quantity),
    removeCartItem: (_p, { itemId }, ctx) => cart.remove(ctx, catalogLookup(ctx), itemId),
    clearCart: (_p, _a, ctx) => cart.clear(ctx, catalogLookup(ctx)),
  },
};
