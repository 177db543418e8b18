import type { ProductModel } from '../catalog/model';
import type { GraphQLContext } from '../context';
import { assertRoom, ensureShopper, viewer } from '../shopper';
import { lookupAll, requireProduct, type ProductLookup } from '../shopper/products';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db'>;

/** A product kept on a list (wishlist or compare) and when it was added. */
export interface ListItemModel {
  product: ProductModel;
  addedAt: string;
}

/** The two product lists a shopper keeps: same rules, different tables and order. */
export type ProductListKind = 'wishlist' | 'compare';

const TABLES: Record<ProductListKind, { table: 'wishlist_items' | 'compare_items'; order: string }> = {
  wishlist: { table: 'wishlist_items', order: 'added_at desc, product_id' },
  compare: { table: 'compare_items', order: 'added_at, product_id' },
};

/** The list's products (wishlist newest first, compare oldest first); products gone from the catalogue are left out. */
export async function listItems(ctx: Ctx, lookup: ProductLookup, kind: ProductListKind): Promise<ListItemModel[]> {
  const { shopperId } = viewer(ctx);
  if (!shopperId) return [];
  const { table, order } = TABLES[kind];
  const r = await ctx.db.query<{ product_id: string; added_at: Date | string }>(
    `select product_id, added_at from ${table} where shopper_id = $1 order by ${order}`,
    [shopperId],
  );
  const products = await lookupAll(lookup, r.rows.map((row) => row.product_id));
  const items: ListItemModel[] = [];
  r.rows.forEach((row, i) => {
    const product = products[i];
    if (product) items.push({ product, addedAt: new Date(row.added_at).toISOString() });
  });
  return items;
}

/** Adds a product unless it is already on the list (no duplicates by id). */
export async function addItem(ctx: Ctx, lookup: ProductLookup, kind: ProductListKind, productId: string): Promise<void> {
  const product = await requireProduct(lookup, productId);
  const shopperId = await ensureShopper(ctx);
  await assertRoom(ctx.db, TABLES[kind].table, shopperId, 'product_id = $2', [product.id]);
  await ctx.db.query(`insert into ${TABLES[kind].table} (shopper_id, product_id) values ($1, $2) on conflict do nothing`, [
    shopperId,
    product.id,
  ]);
}

export async function removeItem(ctx: Ctx, kind: ProductListKind, productId: string): Promise<void> {
  const { shopperId } = viewer(ctx);
  if (!shopperId) return;
  await ctx.db.query(`delete from ${TABLES[kind].table} where shopper_id = $1 and product_id = $2`, [shopperId, productId]);
}

export async function clearItems(ctx: Ctx, kind: ProductListKind): Promise<void> {
  const { shopperId } = viewer(ctx);
  if (!shopperId) return;
  await ctx.db.query(`delete from ${TABLES[kind].table} where shopper_id = $1`, [shopperId]);
}

export async function findOne(ctx: Ctx, lookup: ProductLookup): Promise<{ items: ListItemModel[]; count: number }> {
  const items = await listItems(ctx, lookup, 'wishlist');
  return { items, count: items.length };
}
