import crypto from 'node:crypto';
import type { Queryable } from '../../server/db';

/**
 * Orders as the checkout stores them, made up in bulk for the staff's order list (tests and
 * bench/admin-orders.ts): a spread of states, payment methods, provinces, dates, names, e-mails
 * and DNI/CUIT numbers, each computed from the order's index so a test knows what to expect.
 */

const FIRST = ['María', 'Juan', 'Lucía', 'Carlos', 'Sofía', 'Martín', 'Valentina', 'Diego', 'Camila', 'Javier', 'Florencia', 'Pablo'];
const LAST = ['González', 'Rodríguez', 'Fernández', 'López', 'Martínez', 'Pérez', 'García', 'Sánchez', 'Romero', 'Sosa', 'Álvarez', 'Torres', 'Ruiz'];
export const PROVINCES = ['Buenos Aires', 'Ciudad Autónoma de Buenos Aires', 'Córdoba', 'Santa Fe', 'Mendoza', 'Tucumán', 'Entre Ríos', 'Salta', 'Neuquén', 'Chubut'];
const STATUSES = ['PENDING', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'] as const;
const METHODS = ['WALLET', 'CASH_ON_DELIVERY', 'BANK_TRANSFER'] as const;
const PAYMENT_STATES = ['PENDING', 'APPROVED', 'REJECTED', 'REFUNDED'] as const;

export interface SampleOrder {
  id: string;
  number: number;
  email: string;
  status: (typeof STATUSES)[number];
  payment: (typeof METHODS)[number];
  paymentStatus: (typeof PAYMENT_STATES)[number] | null;
  firstName: string;
  lastName: string;
  province: string;
  documentType: 'DNI' | 'CUIT';
  documentNumber: string;
  createdAt: string;
  total: string;
}

/** A number in [0, n) from the order's index and a salt: each attribute spread independently of the others. */
function pick(i: number, salt: number, n: number): number {
  const h = crypto.createHash('sha1').update(`${salt}:${i}`).digest();
  return h.readUInt32BE(0) % n;
}

/** Order `i` (0-based) of a set numbered from `firstNumber`, the newest first, 7 minutes apart from `newest`. */
export function sampleOrder(i: number, firstNumber: number, newest: number): SampleOrder {
  const first = FIRST[pick(i, 1, FIRST.length)];
  const last = LAST[pick(i, 2, LAST.length)];
  const payment = METHODS[pick(i, 3, METHODS.length)];
  const dni = String(20_000_000 + ((i * 7919) % 30_000_000));
  const cuit = pick(i, 4, 5) === 0;
  const status = STATUSES[pick(i, 5, STATUSES.length)];
  return {
    id: crypto.randomUUID(),
    number: firstNumber + i,
    email: `${ascii(first)}.${ascii(last)}.${i}@example.com`,
    status,
    payment,
    paymentStatus: payment === 'WALLET' ? (status === 'PENDING' ? PAYMENT_STATES[pick(i, 6, 4) === 0 ? 2 : 0] : pick(i, 7, 17) === 0 ? 'REFUNDED' : 'APPROVED') : null,
    firstName: first,
    lastName: last,
    province: PROVINCES[pick(i, 8, PROVINCES.length)],
    documentType: cuit ? 'CUIT' : 'DNI',
    documentNumber: cuit ? `20${dni}${i % 10}` : dni,
    createdAt: new Date(newest - i * 7 * 60_000).toISOString(),
    total: `${10_000 + ((i * 137) % 90_000)}.${String(i % 100).padStart(2, '0')}`,
  };
}

function ascii(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export function sampleOrders(count: number, firstNumber = 500_000, newest = Date.now()): SampleOrder[] {
  return Array.from({ length: count }, (_, i) => sampleOrder(i, firstNumber, newest));
}

/** Inserts the orders (with one line each) in batches, and moves the order-number counter past them. */
export async function insertSampleOrders(db: Queryable, orders: readonly SampleOrder[], batch = 2000): Promise<void> {
  for (let at = 0; at < orders.length; at += batch) {
    const part = orders.slice(at, at + batch);
    const address = (o: SampleOrder) =>
      JSON.stringify({
        firstName: o.firstName, lastName: o.lastName, company: '', country: 'AR', address1: `Calle ${o.number % 997} ${100 + (o.number % 4000)}`,
        address2: '', city: 'Ciudad', state: o.province, postcode: String(1000 + (o.number % 8000)), email: o.email, phone: '+54 11 5555-0000',
        documentType: o.documentType, documentNumber: o.documentNumber, ivaCondition: o.documentType === 'CUIT' ? 'RESPONSABLE_INSCRIPTO' : 'CONSUMIDOR_FINAL',
      });
    await db.query(
      `insert into orders (id, number, token, shopper_id, idempotency_key, email, status, payment, quantity, subtotal, totals, total,
                           shipping_address, billing_address, invoice_type, payment_status, created_at)
       select u.id, u.number, md5(u.id::text), u.id, 'sample', u.email, u.status, u.payment, 1, u.total, '{}'::jsonb, u.total,
              u.address, u.address, case when u.address ->> 'documentType' = 'CUIT' then 'A' else 'B' end, u.payment_status, u.created_at
         from unnest($1::uuid[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::jsonb[], $8::text[], $9::timestamptz[])
              as u(id, number, email, status, payment, total, address, payment_status, created_at)`,
      [
        part.map((o) => o.id), part.map((o) => o.number), part.map((o) => o.email), part.map((o) => o.status), part.map((o) => o.payment),
        part.map((o) => o.total), part.map(address), part.map((o) => o.paymentStatus), part.map((o) => o.createdAt),
      ],
    );
    await db.query(
      `insert into order_items (order_id, position, product_id, name, sku, image, options, price, quantity, total)
       select u.id, 1, 'sample-part', 'Pastillas de freno', 'SKU-1', null, '[]'::jsonb, u.total, 1, u.total
         from unnest($1::uuid[], $2::numeric[]) as u(id, total)`,
      [part.map((o) => o.id), part.map((o) => o.total)],
    );
  }
  await db.query('update order_number_counter set last_number = greatest(last_number, $1)', [orders.reduce((max, o) => Math.max(max, o.number), 0)]);
}
