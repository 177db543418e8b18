import type { GraphQLContext } from '../context';
import type { ProductLookup } from '../shopper/products';
import { listItems, type ListItemModel } from '../wishlist/service';
import { compareTable, type CompareRow } from './table';

export interface CompareModel {
  items: ListItemModel[];
  count: number;
  attributes: CompareRow[];
}

/** The session's comparison list with its attribute table. */
export async function findOne(ctx: Pick<GraphQLContext, 'viewer' | 'db'>, lookup: ProductLookup): Promise<CompareModel> {
  const items = await listItems(ctx, lookup, 'compare');
  return { items, count: items.length, attributes: compareTable(items.map((i) => i.product)) };
}
