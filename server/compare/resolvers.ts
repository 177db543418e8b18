import type { Resolvers } from '../generated/graphql';
import { catalogLookup } from '../shopper/catalog';
import { addItem, clearItems, removeItem } from '../wishlist/service';
import * as compare from './service';

export const compareResolvers: Resolvers = {
  Query: {
    compare: (_p, _a, ctx) => compare.findOne(ctx, catalogLookup(ctx)),
  },
  Mutation: {
    addToCompare: async (_p, { productId }, ctx) => {
      await addItem(ctx, catalogLookup(ctx), 'compare', productId);
      return compare.findOne(ctx, catalogLookup(ctx));
    },
    removeFromCompare: async (_p, { productId }, ctx) => {
      await removeItem(ctx, 'compare', productId);
      return compare.findOne(ctx, catalogLookup(ctx));
    },
    clearCompare: async (_p, _a, ctx) => {
      await clearItems(ctx, 'compare');
      return compare.findOne(ctx, catalogLookup(ctx));
    },
  },
};
