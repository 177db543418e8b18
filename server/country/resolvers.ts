import type { Resolvers } from '../generated/graphql';
import { findManyCountries } from './service';

export const countryResolvers: Resolvers = {
  Query: {
    countries: (_p, _args, ctx) => findManyCountries(ctx),
  },
};
