import { findProduct } from '../catalog';
import type { GraphQLContext } from '../context';
import { memoiseLookup, type ProductLookup } from './products';

const lookups = new WeakMap<object, ProductLookup>();

/** The catalogue's product lookup for this request (each product asked for once). */
export function catalogLookup(ctx: GraphQLContext): ProductLookup {
  let lookup = lookups.get(ctx.req);
  if (!lookup) {
    lookup = memoiseLookup((id) => findProduct(ctx, id));
    lookups.set(ctx.req, lookup);
  }
  return lookup;
}
