import crypto from 'node:crypto';
import type { ProductModel } from '../catalog/model';
import type { GraphQLContext } from '../context';
import type { Queryable } from '../db';
import { badInput, userError } from '../errors';
import { addressNotFound, findOne as findAddress } from '../address/service';
import { validateAddress, type AddressFields, type AddressInputLike } from '../address/validation';
import { productUnavailable, readLines } from '../cart/service';
import { recordCatalogueWrite } from '../pricing/catalogue-writes';
import { toPesos } from '../pricing/rules';
import { recordReservations, releaseExpiredReservations, takeUnits } from '../stock/reservations';
import { cartFigures, lineTotal } from '../cart/rules';
import type { PaymentMethod } from '../generated/graphql';
import { loadOrder, type OrderModel } from '../order/service';
import { findOne as findAccount } from '../account/service';
import { viewer } from '../shopper';
import { lookupAll, type ProductLookup } from '../shopper/products';
import { requireGateway } from './payment';
import { invoiceTypeFor } from '../../shared/argentina/tax-identity';
import { orderConfirmationMail } from '../mail/messages';
import { requestLanguage, shopPageUrl } from '../mail/language';

type Ctx = Pick<GraphQLContext, 'viewer' | 'headers' | 'db' | 'config' | 'app'>;

export interface CheckoutAddressChoice {
  addressId?: string | null;
  address?: AddressInputLike | null;
}

export interface CheckoutRequest {
  shippingAddress: CheckoutAddressChoice;
  billingAddress?: CheckoutAddressChoice | null;
  billingSameAsShipping?: boolean | null;
  payment: PaymentMethod;
  comment?: string | null;
  email?: string | null;
  idempotencyKey: string;
}

/** Points where tests make a checkout fail on purpose, to prove nothing half-done is kept. */
export interface CheckoutSeams {
  afterOrderInsert?: (tx: Queryable) => Promise<void>;
}

const cartEmpty = () => userError('CART_EMPTY', 'CART_EMPTY', { status: 400 });

async function resolveAddress(ctx: Ctx, choice: CheckoutAddressChoice, field: string): Promise<AddressFields> {
  if (choice.addressId) {
    if (!viewer(ctx).accountId) throw addressNotFound();
    const { id: _id, default: _default, ...fields } = await findAddress(ctx, choice.addressId);
    return fields;
  }
  if (choice.address) return validateAddress(ctx.db, choice.address);
  throw badInput('ERROR_FORM_REQUIRED', field);
}

async function existingOrderId(db: Queryable, shopperId: string, key: string): Promise<string | null> {
  const r = await db.query<{ id: string }>('select id from orders where shopper_id = $1 and idempotency_key = $2', [shopperId, key]);
  return r.rows[0]?.id ?? null;
}

async function orderEmail(ctx: Ctx, request: CheckoutRequest, shipping: AddressFields): Promise<string> {
  const given = request.email?.trim();
  if (given) {
    if (given.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(given)) throw badInput('ERROR_FORM_INCORRECT_EMAIL', 'email');
    return given;
  }
  const { accountId } = viewer(ctx);
  const account = accountId ? await findAccount(ctx, accountId) : null;
  return account?.email ?? shipping.email;
}

/**
 * Places an order from the session's cart. Everything that may be slow or fail (addresses, the
 * catalogue's prices) happens first; then one transaction locks the shopper (replays of one
 * idempotency key wait here and find the order), re-reads the cart, takes the next order number
 * from the counter row, stores the order and its lines, and only then removes the ordered lines.
 */
export async function checkout(ctx: Ctx, lookup: ProductLookup, request: CheckoutRequest, seams: CheckoutSeams = {}): Promise<OrderModel> {
  const key = request.idempotencyKey.trim();
  if (!/^[\w.:-]{8,100}$/.test(key)) throw badInput('The idempotency key must be 8 to 100 letters, digits or -_.:', 'idempotencyKey');
  const { shopperId, accountId } = viewer(ctx);
  if (!shopperId) throw cartEmpty();
  const replay = await existingOrderId(ctx.db, shopperId, key);
  if (replay) return (await loadOrder(ctx.db, replay)) as OrderModel;

  requireGateway(ctx.config, request.payment);
  const comment = (request.comment ?? '').trim();
  if (comment.length > 2000) throw badInput('ERROR_FORM_TOO_LONG', 'comment');
  const shipping = await resolveAddress(ctx, request.shippingAddress, 'shippingAddress');
  const billing =
    request.billingSameAsShipping || !request.billingAddress ? shipping : await resolveAddress(ctx, request.billingAddress, 'billingAddress');
  const email = await orderEmail(ctx, request, shipping);
  const invoiceType = invoiceTypeFor(billing.ivaCondition);
  const language = requestLanguage(ctx);

  const lines = await readLines(ctx.db, shopperId);
  if (lines.length === 0) {
    // A replay of this key may have emptied the cart since the check above.
    const placed = await existingOrderId(ctx.db, shopperId, key);
    if (placed) return (await loadOrder(ctx.db, placed)) as OrderModel;
    throw cartEmpty();
  }
  const ids = [...new Set(lines.map((l) => l.productId))];
  const found = await lookupAll(lookup, ids);
  const products = new Map<string, ProductModel | null>(ids.map((id, i) => [id, found[i]]));

  // Units of abandoned checkouts go back on sale before these are taken.
  const changedParts = new Set(await releaseExpiredReservations(ctx.db));
  const orderId = await ctx.db.transaction(async (tx) => {
    await tx.query('select id from shoppers where id = $1 for update', [shopperId]);
    const already = await existingOrderId(tx, shopperId, key);
    if (already) return already;
    const current = await readLines(tx, shopperId);
    if (current.length === 0) throw cartEmpty();
    const priced = current.map((line) => {
      const product = products.get(line.productId);
      if (product === undefined) throw userError('CART_CHANGED', 'The cart changed during checkout; try again', { status: 409 });
      if (product === null) {
        throw userError('PRODUCT_NOT_FOUND', 'Product not found', { status: 404, extensions: { productId: line.productId } });
      }
      const offer = product.offer;
      if (!offer) throw productUnavailable(product.id, 0);
      return { line, product, offer, priceCentavos: offer.priceCentavos, ivaBp: offer.ivaBp, quantity: line.quantity };
    });
    // The units first: held for a wallet payment, taken at once for the other methods. Short of
    // units, the checkout is refused before it takes an order number.
    const holdUntil = request.payment === 'WALLET' ? new Date(Date.now() + ctx.config.stock.reservationMinutes * 60_000) : null;
    const units = await takeUnits(
      tx,
      priced.map((p) => ({ partId: p.product.id, supplierId: p.offer.supplierId, quantity: p.quantity })),
      holdUntil !== null,
    );
    if (units.short) throw productUnavailable(units.short.partId, units.short.available);
    for (const part of units.ranOut) changedParts.add(part);
    const figures = cartFigures(priced);
    const id = crypto.randomUUID();
    const token = crypto.randomBytes(24).toString('base64url');
    const items = priced.map((p, i) => ({
      position: i + 1,
      product_id: p.product.id,
      name: p.product.name,
      sku: p.product.sku,
      image: p.product.images[0] ?? null,
      options: p.line.options,
      price: toPesos(p.priceCentavos),
      quantity: p.quantity,
      total: toPesos(lineTotal(p)),
    }));
    // One statement takes the next number (locking the counter row until commit), stores the order
    // and its lines: the lock is held for as few round trips as possible.
    const stored = await tx.query<{ number: number | string; created_at: Date | string }>(
      `with next as (
         update order_number_counter set last_number = last_number + 1 where id = 1 returning last_number
       ), placed as (
         insert into orders (id, number, token, shopper_id, account_id, idempotency_key, email, status, payment, comment,
                             quantity, subtotal, totals, total, shipping_address, billing_address, invoice_type, language,
                             payment_status)
         select $1, next.last_number, $2, $3, $4, $5, $6, 'PENDING', $7, $8, $9, $10, $11, $12, $13, $14, $16, $17,
                case when $7 = 'WALLET' then 'PENDING' end
           from next
         returning id, number, created_at
       ), lines as (
         insert into order_items (order_id, position, product_id, name, sku, image, options, price, quantity, total)
         select placed.id, i.position, i.product_id, i.name, i.sku, i.image, i.options, i.price, i.quantity, i.total
           from placed, jsonb_to_recordset($15::jsonb) as i(position int, product_id text, name text, sku text, image text,
                                                            options jsonb, price numeric, quantity int, total numeric)
       )
       select number, created_at from placed`,
      [id, token, shopperId, accountId, key, email, request.payment, comment, figures.quantity, figures.subtotal,
        JSON.stringify(figures.totals), figures.total, JSON.stringify(shipping), JSON.stringify(billing), JSON.stringify(items),
        invoiceType, language],
    );
    await recordReservations(tx, id, units.taken, holdUntil);
    await seams.afterOrderInsert?.(tx);
    await tx.query('delete from cart_lines where shopper_id = $1 and id = any($2::uuid[])', [shopperId, current.map((l) => l.id)]);
    // The confirmation is queued with the order (both stored, or neither); a worker sends it later.
    const row = stored.rows[0];
    const order: OrderModel = {
      id,
      token,
      number: Number(row.number),
      createdAt: new Date(row.created_at).toISOString(),
      payment: request.payment,
      status: 'PENDING',
      email,
      comment,
      items: items.map((i) => ({ productId: i.product_id, name: i.name, sku: i.sku, image: i.image, options: i.options, price: i.price, quantity: i.quantity, total: i.total })),
      ...figures,
      shippingAddress: shipping,
      billingAddress: billing,
      invoiceType,
      language,
      onlinePayment: request.payment === 'WALLET' ? { status: 'PENDING', providerPaymentId: null, updatedAt: new Date(row.created_at).toISOString(), refundedCentavos: 0 } : null,
      shipment: null,
    };
    const link = shopPageUrl(ctx.app.siteUrl(), orderPagePath(token), language);
    await ctx.app.mail.enqueue(tx, {
      kind: 'order-confirmation',
      dedupeKey: `order-confirmation:${id}`,
      to: email,
      language,
      ...orderConfirmationMail(order, link, language),
    });
    return id;
  });
  ctx.app.mail.kick();
  // What shoppers see as in stock changed: pages and answers showing it are dropped.
  if (changedParts.size > 0) await recordCatalogueWrite(ctx.db, 'stock-change', [...changedParts]);
  return (await loadOrder(ctx.db, orderId)) as OrderModel;
}

/** The page that shows an order to whoever holds its token (also where Mercado Pago sends the shopper back). */
export function orderPagePath(token: string): string {
  return `/shop/order-success?token=${encodeURIComponent(token)}`;
}
