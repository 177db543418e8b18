import crypto from 'node:crypto';
import type { ProductModel } from '../catalog/model';
import type { GraphQLContext } from '../context';
import type { Queryable } from '../db';
import { notFound, userError } from '../errors';
import { assertRoom, ensureShopper, isUuid, viewer } from '../shopper';
import { lookupAll, requireProduct, type ProductLookup } from '../shopper/products';
import {
  assertQuantity,
  cartFigures,
  lineTotal,
  MAX_LINE_QUANTITY,
  normaliseOptions,
  optionsKey,
  type CartFigures,
  type ChosenOption,
} from './rules';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db'>;

export interface CartLine {
  id: string;
  productId: string;
  options: ChosenOption[];
  quantity: number;
  price: number;
}

export interface CartItemModel {
  id: string;
  product: ProductModel;
  options: ChosenOption[];
  quantity: number;
  price: number;
  total: number;
}

export interface CartModel extends CartFigures {
  items: CartItemModel[];
}

interface LineRow {
  id: string;
  product_id: string;
  options: ChosenOption[];
  quantity: number;
  price: number | string;
}

/** The shopper's cart lines in the order they were first added. */
export async function readLines(db: Queryable, shopperId: string): Promise<CartLine[]> {
  const r = await db.query<LineRow>(
    'select id, product_id, options, quantity, price from cart_lines where shopper_id = $1 order by created_at, id',
    [shopperId],
  );
  return r.rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    options: row.options,
    quantity: Number(row.quantity),
    price: Number(row.price),
  }));
}

/** The session's cart with its products and totals; lines whose product left the catalogue are not shown. */
export async function findOne(ctx: Ctx, lookup: ProductLookup): Promise<CartModel> {
  const { shopperId } = viewer(ctx);
  const lines = shopperId ? await readLines(ctx.db, shopperId) : [];
  const products = await lookupAll(lookup, lines.map((l) => l.productId));
  const items: CartItemModel[] = [];
  lines.forEach((line, i) => {
    const product = products[i];
    if (product) items.push({ ...line, product, total: lineTotal(line) });
  });
  return { items, ...cartFigures(items) };
}

/** Adds a product with the catalogue's price; the same product and options add to the existing line. */
export async function add(
  ctx: Ctx,
  lookup: ProductLookup,
  productId: string,
  quantity: number,
  chosen: readonly ChosenOption[],
): Promise<CartModel> {
  assertQuantity(quantity);
  const product = await requireProduct(lookup, productId);
  const options = normaliseOptions(product, chosen);
  const shopperId = await ensureShopper(ctx);
  await assertRoom(ctx.db, 'cart_lines', shopperId, 'product_id = $2 and options_key = $3', [product.id, optionsKey(options)]);
  const r = await ctx.db.query(
    `insert into cart_lines (id, shopper_id, product_id, options, options_key, quantity, price)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (shopper_id, product_id, options_key) do update
       set quantity = cart_lines.quantity + excluded.quantity, price = excluded.price
       where cart_lines.quantity + excluded.quantity <= $8`,
    [crypto.randomUUID(), shopperId, product.id, JSON.stringify(options), optionsKey(options), quantity, product.price, MAX_LINE_QUANTITY],
  );
  if (r.rowCount === 0) throw userError('ERROR_ADD_TO_CART_QUANTITY', 'ERROR_ADD_TO_CART_QUANTITY', { status: 400 });
  return findOne(ctx, lookup);
}

function lineNotFound(): Error {
  return notFound('Cart item not found');
}

/** Sets a line's quantity and refreshes its price from the catalogue. */
export async function update(ctx: Ctx, lookup: ProductLookup, itemId: string, quantity: number): Promise<CartModel> {
  assertQuantity(quantity);
  const { shopperId } = viewer(ctx);
  if (!shopperId || !isUuid(itemId)) throw lineNotFound();
  const r = await ctx.db.query<{ product_id: string }>('select product_id from cart_lines where id = $1 and shopper_id = $2', [
    itemId,
    shopperId,
  ]);
  const line = r.rows[0];
  if (!line) throw lineNotFound();
  const product = await requireProduct(lookup, line.product_id);
  const u = await ctx.db.query('update cart_lines set quantity = $3, price = $4 where id = $1 and shopper_id = $2', [
    itemId,
    shopperId,
    quantity,
    product.price,
  ]);
  if (u.rowCount === 0) throw lineNotFound();
  return findOne(ctx, lookup);
}

export async function remove(ctx: Ctx, lookup: ProductLookup, itemId: string): Promise<CartModel> {
  const { shopperId } = viewer(ctx);
  if (!shopperId || !isUuid(itemId)) throw lineNotFound();
  const r = await ctx.db.query('delete from cart_lines where id = $1 and shopper_id = $2', [itemId, shopperId]);
  if (r.rowCount === 0) throw lineNotFound();
  return findOne(ctx, lookup);
}

export async function clear(ctx: Ctx, lookup: ProductLookup): Promise<CartModel> {
  const { shopperId } = viewer(ctx);
  if (shopperId) await ctx.db.query('delete from cart_lines where shopper_id = $1', [shopperId]);
  return findOne(ctx, lookup);
}
