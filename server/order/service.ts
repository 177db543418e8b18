import type { GraphQLContext } from '../context';
import type { Queryable } from '../db';
import { badInput, notFound } from '../errors';
import { withTaxIdentity, type AddressFields } from '../address/validation';
import type { CartTotalRow, ChosenOption } from '../cart/rules';
import { isUuid, requireAccount } from '../shopper';
import { toCentavos } from '../pricing/rules';

/** Orders per page of the account's order history (spec §9). */
export const ORDERS_PER_PAGE = 16;

import type { OrderItemModel, OrderModel } from './model';
import type { InvoiceType, OrderStatus, PaymentMethod, PaymentStatus } from '../generated/graphql';

export type { OnlinePaymentModel, OrderItemModel, OrderModel } from './model';

interface OrderRow {
  id: string;
  token: string;
  number: number | string;
  created_at: Date | string;
  payment: PaymentMethod;
  status: OrderStatus;
  email: string;
  comment: string;
  quantity: number;
  subtotal: number | string;
  totals: (Omit<CartTotalRow, 'priceCentavos'> & { priceCentavos?: number })[];
  total: number | string;
  shipping_address: AddressFields;
  billing_address: AddressFields;
  invoice_type: InvoiceType;
  language: string;
  payment_status: PaymentStatus | null;
  payment_provider_id: string | null;
  payment_updated_at: Date | string | null;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  refunded_centavos: number | string;
}

interface ItemRow {
  order_id: string;
  product_id: string;
  name: string;
  sku: string;
  image: string | null;
  options: ChosenOption[];
  price: number | string;
  quantity: number;
  total: number | string;
}

const COLUMNS = `id, token, number, created_at, payment, status, email, comment, quantity, subtotal, totals, total,
                 shipping_address, billing_address, invoice_type, language, payment_status, payment_provider_id,
                 payment_updated_at, carrier, tracking_number, shipped_at, delivered_at,
                 greatest((select coalesce(sum(r.amount_centavos), 0) from refunds r where r.order_id = orders.id and r.state = 'approved'),
                          (select coalesce(round(sum(p.amount_refunded) * 100), 0) from payments p where p.order_id = orders.id)) as refunded_centavos`;

/** Loads the orders' lines in one query and builds the models, keeping the rows' order. */
async function withItems(db: Queryable, rows: OrderRow[]): Promise<OrderModel[]> {
  if (rows.length === 0) return [];
  const r = await db.query<ItemRow>(
    `select order_id, product_id, name, sku, image, options, price, quantity, total
       from order_items where order_id = any($1::uuid[]) order by order_id, position`,
    [rows.map((o) => o.id)],
  );
  const byOrder = new Map<string, OrderItemModel[]>();
  for (const i of r.rows) {
    const list = byOrder.get(i.order_id) ?? [];
    list.push({
      productId: i.product_id,
      name: i.name,
      sku: i.sku,
      image: i.image,
      options: i.options,
      price: Number(i.price),
      quantity: Number(i.quantity),
      total: Number(i.total),
    });
    byOrder.set(i.order_id, list);
  }
  return rows.map((o) => ({
    id: o.id,
    token: o.token,
    number: Number(o.number),
    createdAt: new Date(o.created_at).toISOString(),
    payment: o.payment,
    status: o.status,
    email: o.email,
    comment: o.comment,
    items: byOrder.get(o.id) ?? [],
    quantity: Number(o.quantity),
    subtotal: Number(o.subtotal),
    totals: o.totals.map((row) => ({ ...row, priceCentavos: row.priceCentavos ?? toCentavos(row.price) })),
    total: Number(o.total),
    totalCentavos: toCentavos(Number(o.total)),
    shippingAddress: withTaxIdentity(o.shipping_address),
    billingAddress: withTaxIdentity(o.billing_address),
    invoiceType: o.invoice_type,
    language: o.language,
    onlinePayment:
      o.payment === 'WALLET'
        ? {
            status: o.payment_status ?? 'PENDING',
            providerPaymentId: o.payment_provider_id,
            updatedAt: new Date(o.payment_updated_at ?? o.created_at).toISOString(),
            refundedCentavos: Number(o.refunded_centavos),
          }
        : null,
    shipment:
      o.carrier && o.tracking_number && o.shipped_at
        ? {
            carrier: o.carrier,
            trackingNumber: o.tracking_number,
            shippedAt: new Date(o.shipped_at).toISOString(),
            deliveredAt: o.delivered_at ? new Date(o.delivered_at).toISOString() : null,
          }
        : null,
  }));
}

/** An order by id without any check of who asks: for code that already knows the caller may see it. */
export async function loadOrder(db: Queryable, id: string): Promise<OrderModel | null> {
  const r = await db.query<OrderRow>(`select ${COLUMNS} from orders where id = $1`, [id]);
  return (await withItems(db, r.rows))[0] ?? null;
}

export interface OrderPage {
  items: OrderModel[];
  page: number;
  limit: number;
  total: number;
  pages: number;
  from: number;
  to: number;
}

/** The signed-in account's orders, newest first, 16 per page. */
export async function findMany(ctx: Pick<GraphQLContext, 'viewer' | 'db'>, page = 1): Promise<OrderPage> {
  const accountId = requireAccount(ctx);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) throw badInput('Page must be a whole number from 1', 'page');
  const limit = ORDERS_PER_PAGE;
  const count = await ctx.db.query<{ n: number | string }>('select count(*) as n from orders where account_id = $1', [accountId]);
  const total = Number(count.rows[0]?.n ?? 0);
  const r = await ctx.db.query<OrderRow>(
    `select ${COLUMNS} from orders where account_id = $1 order by created_at desc, number desc limit $2 offset $3`,
    [accountId, limit, (page - 1) * limit],
  );
  const items = await withItems(ctx.db, r.rows);
  const from = items.length > 0 ? (page - 1) * limit + 1 : 0;
  return { items, page, limit, total, pages: Math.ceil(total / limit), from, to: items.length > 0 ? from + items.length - 1 : 0 };
}

/** One of the signed-in account's orders; NOT_FOUND ('Page Not Found') for any other id. */
export async function findOne(ctx: Pick<GraphQLContext, 'viewer' | 'db'>, id: string): Promise<OrderModel> {
  const accountId = requireAccount(ctx);
  if (!isUuid(id)) throw notFound();
  const r = await ctx.db.query<OrderRow>(`select ${COLUMNS} from orders where id = $1 and account_id = $2`, [id, accountId]);
  const order = (await withItems(ctx.db, r.rows))[0];
  if (!order) throw notFound();
  return order;
}

/** The order with this token (whoever holds the token may read it); NOT_FOUND otherwise. */
export async function findByToken(ctx: Pick<GraphQLContext, 'db'>, token: string): Promise<OrderModel> {
  if (!/^[\w-]{20,64}$/.test(token)) throw notFound();
  const r = await ctx.db.query<OrderRow>(`select ${COLUMNS} from orders where token = $1`, [token]);
  const order = (await withItems(ctx.db, r.rows))[0];
  if (!order) throw notFound();
  return order;
}
