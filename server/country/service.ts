import type { GraphQLContext } from '../context';
import type { Country } from '../generated/graphql';

/** The countries the shop ships to, in the shop's order (Argentina first). */
export async function findManyCountries(ctx: Pick<GraphQLContext, 'db'>): Promise<Country[]> {
  return (await ctx.db.query<Country>('select code, name from countries order by position')).rows;
}
