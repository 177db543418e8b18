import type { GraphQLContext } from '../context';
import type { ProductLookup } from './products';

/** The catalogue's product lookup for this request (each product asked for once). */
export function catalogLookup(ctx: Pick<GraphQLContext, 'loaders'>): ProductLookup {
  return ctx.loaders.productLookup;
}
