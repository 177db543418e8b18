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
import type { PartOffer } from '../pricing/price-book';
import { IVA_GENERAL_BP, toPesos } from '../pricing/rules';

type Ctx = Pick<GraphQLContext, 'viewer' | 'db'>;

export interface CartLine {
  id: string;
  productId: string;
  options: ChosenOption[];
  quantity: number;
  /** The unit price when the line last changed. */
  priceCentavos: number;
}

export interface CartItemModel {
  id: string;
  product: ProductModel;
  options: ChosenOption[];
  quantity: number;
  /** Pesos at the API's edge. */
  price: number;
  total: number;
  priceCentavos: number;
  ivaBp: number;
}

export interface CartModel extends CartFigures {
  items: CartItemModel[];
}

interface LineRow {
  id: string;
  product_id: string;
  options: ChosenOption[];
  quantity: number;
  price_centavos: number | string;
}

/** The shopper's cart lines in the order they were first added. */
export async function readLines(db: Queryable, shopperId: string): Promise<CartLine[]> {
  const r = await db.query<LineRow>(
    'select id, product_id, options, quantity, price_centavos from cart_lines where shopper_id = $1 order by created_at, id',
    [shopperId],
  );
  return r.rows.map((row) => ({
    id: row.id,
    productId: row.product_id,
    options: row.options,
    quantity: Number(row.quantity),
    priceCentavos: Number(row.price_centavos),
  }));
}

/** A line as the cart shows it: at its product's offer price now (the line's own price once the offer is gone). */
function cartItem(line: CartLine, product: ProductModel): CartItemModel {
  const priceCentavos = product.offer?.priceCentavos ?? line.priceCentavos;
  return {
    id: line.id,
    product,
    options: line.options,
    quantity: line.quantity,
    priceCentavos,
    ivaBp: product.offer?.ivaBp ?? IVA_GENERAL_BP,
    price: toPesos(priceCentavos),
    total: toPesos(lineTotal({ priceCentavos, quantity: line.quantity })),
  };
}

/** The session's cart with its products and totals; lines whose product left the catalogue are not shown. */
export async function findOne(ctx: Ctx, lookup: ProductLookup): Promise<CartModel> {
  const { shopperId } = viewer(ctx);
  const lines = shopperId ? await readLines(ctx.db, shopperId) : [];
  const products = await lookupAll(lookup, lines.map((l) => l.productId));
  const items: CartItemModel[] = [];
  lines.forEach((line, i) => {
    const product = products[i];
    if (product) items.push(cartItem(line, product));
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
  const offer = requireOffer(product, quantity);
  const options = normaliseOptions(product, chosen);
  const shopperId = await ensureShopper(ctx);
  await assertRoom(ctx.db, 'cart_lines', shopperId, 'product_id = $2 and options_key = $3', [product.id, optionsKey(options)]);
  const r = await ctx.db.query(
    `insert into cart_lines (id, shopper_id, product_id, options, options_key, quantity, price_centavos)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (shopper_id, product_id, options_key) do update
       set quantity = cart_lines.quantity + excluded.quantity, price_centavos = excluded.price_centavos
       where cart_lines.quantity + excluded.quantity <= $8`,
    [crypto.randomUUID(), shopperId, product.id, JSON.stringify(options), optionsKey(options), quantity, offer.priceCentavos, Math.min(MAX_LINE_QUANTITY, offer.available)],
  );
  if (r.rowCount === 0) {
    if (offer.available < MAX_LINE_QUANTITY) throw productUnavailable(product.id, offer.available);
    throw userError('ERROR_ADD_TO_CART_QUANTITY', 'ERROR_ADD_TO_CART_QUANTITY', { status: 400 });
  }
  return findOne(ctx, lookup);
}

/** The part's offer, or PRODUCT_UNAVAILABLE: a part without an offer, or without that many units, cannot be bought. */
export function requireOffer(product: ProductModel, quantity = 1): PartOffer {
  const offer = product.offer;
  if (!offer || offer.available < quantity) throw productUnavailable(product.id, offer?.available ?? 0);
  return offer;
}

/** PRODUCT_UNAVAILABLE (409) for a part, with the units left. */
export function productUnavailable(productId: string, available: number): Error {
  return userError('PRODUCT_UNAVAILABLE', 'PRODUCT_UNAVAILABLE', { status: 409, extensions: { productId, available } });
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
  const offer = requireOffer(product, quantity);
  const u = await ctx.db.query('update cart_lines set quantity = $3, price_centavos = $4 where id = $1 and shopper_id = $2', [
    itemId,
    shopperId,
    quantity,
    offer.priceCentavos,
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
