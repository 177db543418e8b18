import type { Resolvers } from '../generated/graphql';
import { PROVINCES } from '../../shared/argentina/provinces';
import { findManyCountries } from './service';

export const countryResolvers: Resolvers = {
  Query: {
    countries: (_p, _args, ctx) => findManyCountries(ctx),
    provinces: (_p, { country }) =>
      country.trim().toUpperCase() === 'AR' ? PROVINCES.map((p) => ({ code: `AR-${p.letter}`, name: p.name })) : [],
  },
};
