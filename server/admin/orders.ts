import type { Queryable } from '../db';
import { adminBadInput } from './errors';
import { orderHistory as orderStateChanges } from '../order/transitions';
import type { OrderAddressJson, OrderDetailModel, OrderStatusValue, PaymentMethodValue, PaymentStatusValue } from './models';

export type { OrderAddressJson, OrderDetailModel, OrderStatusValue, PaymentMethodValue, PaymentStatusValue } from './models';

/**
 * The staff's read side of orders: the list (filters, search, cursor paging on the indexes of
 * migration 401) and an order's detail. The detail is a model of the order's own row; its lines,
 * payments, e-mails and history are fields resolved apart (server/admin/resolvers/orders.ts), so a
 * new part of the detail is a new field and a new function here, not a change of this query.
 */


export interface OrderListFilter {
  status?: readonly string[] | null;
  paymentStatus?: readonly string[] | null;
  paymentMethod?: readonly string[] | null;
  province?: string | null;
  from?: string | null;
  to?: string | null;
  search?: string | null;
}

export const MAX_PAGE = 100;

/** What a search term is taken for (decided by its shape, so that each kind asks one index). */
export type SearchKind = { kind: 'number-or-document'; digits: string } | { kind: 'document'; digits: string } | { kind: 'email'; prefix: string } | { kind: 'name'; prefix: string };

/**
 * Digits alone: an order number or a DNI/CUIT/CUIL (both asked); digits with dashes, dots or spaces
 * (`20-12345678-9`, `12.345.678`): a document; with `@`: the beginning of an e-mail; else the
 * beginning of a name (full or last). A leading `#` or `N.º` of an order number is dropped.
 */
export function searchKind(term: string): SearchKind | null {
  const t = term.trim().replace(/^(#|n\.?\s*º\s*)/i, '').trim();
  if (t === '') return null;
  if (/^\d+$/.test(t)) return { kind: 'number-or-document', digits: t };
  if (/^[\d.\-\s]+$/.test(t) && /\d/.test(t)) return { kind: 'document', digits: t.replace(/\D/g, '') };
  if (t.includes('@')) return { kind: 'email', prefix: t.toLowerCase() };
  return { kind: 'name', prefix: t.toLowerCase().replace(/\s+/g, ' ') };
}

const likePrefix = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';

interface Cursor {
  at: string;
  id: string;
}

export function encodeCursor(c: Cursor): string {
  return Buffer.from(`${c.at}|${c.id}`).toString('base64url');
}

export function decodeCursor(text: string): Cursor {
  const [at, id] = Buffer.from(text, 'base64url').toString('utf8').split('|');
  if (!at || !id || Number.isNaN(new Date(at).getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) throw adminBadInput('This cursor is not one the list gave.', 'after');
  return { at, id };
}

export interface OrderSummaryRow {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatusValue;
  paymentMethod: PaymentMethodValue;
  paymentStatus: PaymentStatusValue | null;
  email: string;
  customerName: string;
  province: string;
  total: string;
  quantity: number;
}

/** The SQL of a list query (exported for the bench's EXPLAIN). */
export function orderListQuery(filter: OrderListFilter, first: number, after: string | null): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  const p = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.status?.length) where.push(`status = any(${p(filter.status)}::text[])`);
  if (filter.paymentStatus?.length) where.push(`payment_status = any(${p(filter.paymentStatus)}::text[])`);
  if (filter.paymentMethod?.length) where.push(`payment = any(${p(filter.paymentMethod)}::text[])`);
  if (filter.province?.trim()) where.push(`ship_province = ${p(filter.province.trim())}`);
  if (filter.from) where.push(`created_at >= ${p(filter.from)}::timestamptz`);
  if (filter.to) where.push(`created_at < ${p(filter.to)}::timestamptz`);
  const search = filter.search ? searchKind(filter.search) : null;
  if (search?.kind === 'number-or-document') {
    // An order number fits a bigint; a longer run of digits can only be a document.
    where.push(search.digits.length <= 15 ? `(number = ${p(search.digits)}::bigint or billing_document = ${p(search.digits)})` : `billing_document = ${p(search.digits)}`);
  } else if (search?.kind === 'document') where.push(`billing_document = ${p(search.digits)}`);
  else if (search?.kind === 'email') where.push(`lower(email) like ${p(likePrefix(search.prefix))}`);
  else if (search?.kind === 'name') {
    const prefix = p(likePrefix(search.prefix));
    where.push(`(customer_name like ${prefix} or customer_last_name like ${prefix})`);
  }
  if (after) {
    const c = decodeCursor(after);
    where.push(`(created_at, id) < (${p(c.at)}::timestamptz, ${p(c.id)}::uuid)`);
  }
  const sql = `select id, number, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, status, payment, payment_status, email,
         coalesce(billing_address ->> 'firstName', '') || ' ' || coalesce(billing_address ->> 'lastName', '') as customer_name,
         coalesce(ship_province, '') as province, total::text as total, quantity
    from orders
   ${where.length ? `where ${where.join(' and ')}` : ''}
   order by created_at desc, id desc
   limit ${p(first + 1)}`;
  return { sql, params };
}

export async function listOrders(db: Queryable, filter: OrderListFilter, first: number, after: string | null): Promise<{ nodes: OrderSummaryRow[]; endCursor: string | null; hasNextPage: boolean }> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw adminBadInput(`first must be between 1 and ${MAX_PAGE}.`, 'first');
  const { sql, params } = orderListQuery(filter, first, after);
  const r = await db.query<{ id: string; number: string | number; at: string; status: OrderStatusValue; payment: PaymentMethodValue; payment_status: PaymentStatusValue | null; email: string; customer_name: string; province: string; total: string; quantity: number }>(sql, params);
  const rows = r.rows.slice(0, first);
  const last = rows[rows.length - 1];
  return {
    nodes: rows.map((row) => ({
      id: row.id,
      number: String(row.number),
      createdAt: row.at,
      status: row.status,
      paymentMethod: row.payment,
      paymentStatus: row.payment_status,
      email: row.email,
      customerName: row.customer_name.trim(),
      province: row.province,
      total: row.total,
      quantity: Number(row.quantity),
    })),
    endCursor: last ? encodeCursor({ at: last.at, id: last.id }) : null,
    hasNextPage: r.rows.length > first,
  };
}


export function orderAddress(a: OrderAddressJson) {
  return {
    firstName: a.firstName ?? '',
    lastName: a.lastName ?? '',
    company: a.company ?? '',
    address1: a.address1 ?? '',
    address2: a.address2 ?? '',
    city: a.city ?? '',
    province: a.state ?? '',
    postcode: a.postcode ?? '',
    country: a.country ?? '',
    email: a.email ?? '',
    phone: a.phone ?? '',
    documentType: a.documentType ?? null,
    documentNumber: a.documentNumber ?? '',
    ivaCondition: a.ivaCondition ?? null,
  };
}


export async function orderDetail(db: Queryable, by: { id?: string | null; number?: string | null }): Promise<OrderDetailModel | null> {
  let where: string;
  let value: string;
  if (by.id) {
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(by.id)) return null;
    where = 'id = $1';
    value = by.id;
  } else if (by.number) {
    if (!/^\d{1,15}$/.test(by.number.trim())) return null;
    where = 'number = $1::bigint';
    value = by.number.trim();
  } else throw adminBadInput('Give the order’s id or number.', 'id');
  const r = await db.query<{ id: string; number: string | number; created_at: Date | string; status: OrderStatusValue; payment: PaymentMethodValue; payment_status: PaymentStatusValue | null; email: string; language: string; comment: string; quantity: number; subtotal: string; total: string; totals: unknown; invoice_type: string; shipping_address: OrderAddressJson; billing_address: OrderAddressJson }>(
    `select id, number, created_at, status, payment, payment_status, email, language, comment, quantity, subtotal::text as subtotal, total::text as total,
            totals, invoice_type, shipping_address, billing_address
       from orders where ${where}`,
    [value],
  );
  const row = r.rows[0];
  if (!row) return null;
  return {
    id: row.id,
    number: String(row.number),
    createdAt: new Date(row.created_at).toISOString(),
    status: row.status,
    paymentMethod: row.payment,
    paymentStatus: row.payment_status,
    email: row.email,
    language: row.language,
    comment: row.comment,
    quantity: Number(row.quantity),
    subtotal: row.subtotal,
    total: row.total,
    totals: row.totals,
    invoiceType: row.invoice_type,
    shippingAddress: row.shipping_address,
    billingAddress: row.billing_address,
  };
}

export async function orderLines(db: Queryable, orderId: string) {
  const r = await db.query<{ position: number; product_id: string; name: string; sku: string; options: unknown; price: string; quantity: number; total: string }>(
    `select position, product_id, name, sku, options, price::text as price, quantity, total::text as total from order_items where order_id = $1 order by position`,
    [orderId],
  );
  return r.rows.map((l) => ({ position: l.position, productId: l.product_id, name: l.name, sku: l.sku, options: l.options, price: l.price, quantity: Number(l.quantity), total: l.total }));
}

export async function orderPayments(db: Queryable, orderId: string) {
  const r = await db.query<{ id: string | number; provider: string; provider_payment_id: string; status: PaymentStatusValue; provider_status: string; status_detail: string; amount: string; currency: string; updated_at: Date | string }>(
    `select id, provider, provider_payment_id, status, provider_status, status_detail, amount::text as amount, currency, updated_at
       from payments where order_id = $1 order by created_at, id`,
    [orderId],
  );
  return r.rows.map((p) => ({
    id: String(p.id),
    provider: p.provider,
    providerPaymentId: p.provider_payment_id,
    status: p.status,
    providerStatus: p.provider_status,
    statusDetail: p.status_detail,
    amount: p.amount,
    currency: p.currency,
    updatedAt: new Date(p.updated_at).toISOString(),
  }));
}

/**
 * The kinds of e-mail the shop sends about an order, by their dedupe key: `<kind>:<order id>`, or
 * `<kind>:<order id>:<more>` (one per payment, for example). A new kind about orders adds its prefix here.
 */
export const ORDER_MAIL_KINDS = ['order-confirmation', 'payment-approved', 'payment-rejected', 'order-revocation', 'order-status', 'order-refund'];

export async function orderMails(db: Queryable, orderId: string) {
  const exact = ORDER_MAIL_KINDS.map((k) => `${k}:${orderId}`);
  const prefixes = ORDER_MAIL_KINDS.map((k) => `${k}:${orderId}:%`);
  const r = await db.query<{ id: string | number; kind: string; to_address: string; subject: string; created_at: Date | string; sent_at: Date | string | null; failed_at: Date | string | null; held: boolean }>(
    // A message given up is its sending job's dead letter (server/jobs).
    `select m.id, m.kind, m.to_address, m.subject, m.created_at, m.sent_at, j.dead_at as failed_at, m.held
       from mail_outbox m left join jobs j on j.kind = 'mail' and j.dedupe_key = 'mail:' || m.id
      where m.dedupe_key = any($1::text[]) or ${prefixes.map((_, i) => `m.dedupe_key like $${i + 2}`).join(' or ')}
      order by m.created_at, m.id`,
    [exact, ...prefixes],
  );
  const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
  return r.rows.map((m) => ({ id: String(m.id), kind: m.kind, to: m.to_address, subject: m.subject, createdAt: iso(m.created_at) as string, sentAt: iso(m.sent_at), failedAt: iso(m.failed_at), held: m.held }));
}

export interface OrderHistoryRow {
  at: string;
  kind: string;
  actor: string;
  note: string;
}

/**
 * Where an order's history comes from: each source reads what its own tables know. A table of
 * order events adds a source here; the list is merged in time order.
 */
export const ORDER_HISTORY_SOURCES: Array<(db: Queryable, order: OrderDetailModel) => Promise<OrderHistoryRow[]>> = [
  async (_db, order) => [{ at: order.createdAt, kind: 'placed', actor: 'shopper', note: `${order.paymentMethod}` }],
  async (db, order) => {
    const r = await db.query<{ created_at: Date | string; status: string; provider_payment_id: string; provider: string; status_detail: string }>(
      'select created_at, status, provider_payment_id, provider, status_detail from payments where order_id = $1 order by created_at, id',
      [order.id],
    );
    return r.rows.map((p) => ({ at: new Date(p.created_at).toISOString(), kind: `payment:${p.status.toLowerCase()}`, actor: p.provider, note: [p.provider_payment_id, p.status_detail].filter(Boolean).join(' · ') }));
  },
  async (db, order) => {
    const r = await db.query<{ requested_at: Date | string; code: string; within_term: boolean }>('select requested_at, code, within_term from order_revocations where order_id = $1', [order.id]);
    return r.rows.map((v) => ({ at: new Date(v.requested_at).toISOString(), kind: 'revocation-requested', actor: 'shopper', note: `${v.code}${v.within_term ? '' : ' (past the term)'}` }));
  },
  async (db, order) => {
    const r = await db.query<{ at: Date | string; action: string; actor: string; reason: string }>(
      `select at, action, actor, reason from audit_log where entity = 'order' and entity_id = $1 order by id`,
      [order.id],
    );
    return r.rows.map((a) => ({ at: new Date(a.at).toISOString(), kind: a.action, actor: a.actor, note: a.reason }));
  },
  // Moves the shop made itself (a payment approved); the staff's own moves are their audit entries.
  async (db, order) =>
    (await orderStateChanges(db, order.id))
      .filter((h) => h.actor !== 'STAFF')
      .map((h) => ({ at: h.at, kind: `status:${h.to.toLowerCase()}`, actor: h.actor.toLowerCase(), note: h.reason })),
];

export async function orderHistory(db: Queryable, order: OrderDetailModel): Promise<OrderHistoryRow[]> {
  const parts = await Promise.all(ORDER_HISTORY_SOURCES.map((source) => source(db, order)));
  return parts.flat().sort((a, b) => a.at.localeCompare(b.at));
}
