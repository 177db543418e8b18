import type { Resolvers } from '../generated/graphql';
import { catalogLookup } from '../shopper/catalog';
import * as lists from './service';

export const wishlistResolvers: Resolvers = {
  Query: {
    wishlist: (_p, _a, ctx) => lists.findOne(ctx, catalogLookup(ctx)),
  },
  Mutation: {
    addToWishlist: async (_p, { productId }, ctx) => {
      await lists.addItem(ctx, catalogLookup(ctx), 'wishlist', productId);
      return lists.findOne(ctx, catalogLookup(ctx));
    },
    removeFromWishlist: async (_p, { productId }, ctx) => {
      await lists.removeItem(ctx, 'wishlist', productId);
      return lists.findOne(ctx, catalogLookup(ctx));
    },
  },
};
