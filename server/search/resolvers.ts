import type { Resolvers } from '../generated/graphql';
import { search } from './list';
import { suggestions } from './service';

export const searchResolvers: Resolvers = {
  Query: {
    searchSuggestions: (_p, { query, vehicleId }, ctx) => suggestions(ctx, query, vehicleId ?? null),
    search: (_p, args, ctx) => search(ctx, args),
  },
};
