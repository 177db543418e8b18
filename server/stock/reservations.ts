import type { Queryable } from '../db';

export interface UnitsWanted {
  partId: string;
  /** The supplier whose warehouses hold the offer's units. */
  supplierId: string;
  quantity: number;
}

/** Units taken from one warehouse for one part. */
export interface UnitsTaken {
  warehouseId: string;
  partId: string;
  quantity: number;
}

export interface TakeOutcome {
  taken: UnitsTaken[];
  /** The first line that could not get all its units, with the units there were. */
  short: { partId: string; available: number } | null;
  /** Parts a warehouse ran out of free units of (what shoppers see as stock changed). */
  ranOut: string[];
}

/**
 * Takes units for an order's lines inside its transaction, before it takes an order number (a
 * checkout refused for want of units never waits for, nor holds, the number counter): from the offer's supplier's warehouses,
 * the shop's own first, then the fastest. Each warehouse row is locked and changed by one
 * conditional statement, so two checkouts never both get the last unit (on PostgreSQL the second
 * waits for the first and sees what it left; the embedded database runs them one after the other).
 * Lines are taken in part order, so two checkouts lock rows in the same order.
 *
 * `hold`: the units are reserved (`active` until paid, released or expired). Otherwise they are
 * taken from stock at once (`consumed`: orders paid on delivery or by transfer).
 * A line short of units leaves `short` set: the caller throws and the transaction keeps nothing.
 */
export async function takeUnits(tx: Queryable, lines: readonly UnitsWanted[], hold: boolean): Promise<TakeOutcome> {
  const ranOut: string[] = [];
  const taken: UnitsTaken[] = [];
  const sorted = [...lines].sort((a, b) => (a.partId < b.partId ? -1 : a.partId > b.partId ? 1 : 0));
  for (const line of sorted) {
    const places = await tx.query<{ warehouse_id: string }>(
      `select s.warehouse_id from stock_levels s join warehouses w on w.id = s.warehouse_id
        where s.part_id = $1 and w.supplier_id = $2
        order by w.own desc, w.delivery_days_min, w.id`,
      [line.partId, line.supplierId],
    );
    let missing = line.quantity;
    for (const { warehouse_id: warehouseId } of places.rows) {
      if (missing === 0) break;
      const took = await tx.query<{ took: number; free: number }>(
        `with w as (
           select warehouse_id, part_id, least(quantity - reserved, $3::int) as take
             from stock_levels where warehouse_id = $1 and part_id = $2 and quantity > reserved
              for update
         )
         update stock_levels s
            set reserved = s.reserved + case when $4::boolean then w.take else 0 end,
                quantity = s.quantity - case when $4::boolean then 0 else w.take end
           from w where s.warehouse_id = w.warehouse_id and s.part_id = w.part_id
         returning w.take::int as took, (s.quantity - s.reserved)::int as free`,
        [warehouseId, line.partId, missing, hold],
      );
      const row = took.rows[0];
      if (!row || row.took <= 0) continue;
      missing -= row.took;
      if (row.free === 0) ranOut.push(line.partId);
      taken.push({ warehouseId, partId: line.partId, quantity: row.took });
    }
    if (missing > 0) return { taken, short: { partId: line.partId, available: line.quantity - missing }, ranOut };
  }
  return { taken, short: null, ranOut };
}

/**
 * Records what an order took (in its transaction, once the order is stored): `active` until
 * `expiresAt` for held units, `consumed` for units taken from stock (`expiresAt` null).
 */
export async function recordReservations(tx: Queryable, orderId: string, taken: readonly UnitsTaken[], expiresAt: Date | null): Promise<void> {
  if (taken.length === 0) return;
  await tx.query(
    `insert into stock_reservations (id, order_id, warehouse_id, part_id, quantity, state, expires_at)
     select gen_random_uuid(), $1, t."warehouseId", t."partId", t.quantity, $3, coalesce($4::timestamptz, now())
       from jsonb_to_recordset($2::jsonb) as t("warehouseId" text, "partId" text, quantity int)`,
    [orderId, JSON.stringify(taken), expiresAt ? 'active' : 'consumed', expiresAt],
  );
}

/** Ends reservations: their units leave stock (`consumed`) or go back on sale (`released`, `expired`). */
async function endReservations(db: Queryable, where: string, params: unknown[], state: 'consumed' | 'released' | 'expired'): Promise<string[]> {
  const r = await db.query<{ parts: string[] | null }>(
    `with ended as (
       update stock_reservations set state = $${params.length + 1}
        where state = 'active' and ${where}
       returning warehouse_id, part_id, quantity
     ), sums as (
       select warehouse_id, part_id, sum(quantity)::int as q from ended group by warehouse_id, part_id
     ), moved as (
       update stock_levels s
          set reserved = s.reserved - sums.q,
              quantity = s.quantity - case when $${params.length + 1} = 'consumed' then sums.q else 0 end
         from sums where s.warehouse_id = sums.warehouse_id and s.part_id = sums.part_id
       returning s.part_id
     )
     select array(select distinct part_id from moved order by part_id) as parts`,
    [...params, state],
  );
  return r.rows[0]?.parts ?? [];
}

/** A paid order's reserved units leave stock. Answers the parts whose stock changed. */
export function consumeReservations(db: Queryable, orderId: string): Promise<string[]> {
  return endReservations(db, 'order_id = $1', [orderId], 'consumed');
}

/** A rejected payment's reserved units go back on sale. Answers the parts whose stock changed. */
export function releaseReservations(db: Queryable, orderId: string): Promise<string[]> {
  return endReservations(db, 'order_id = $1', [orderId], 'released');
}

/**
 * Puts the units of reservations past their time back on sale (abandoned or unpaid checkouts).
 * A plain function: checkout calls it before taking units, and a periodic job may call it.
 */
export function releaseExpiredReservations(db: Queryable, now: Date = new Date()): Promise<string[]> {
  return endReservations(db, 'expires_at <= $1', [now], 'expired');
}

/**
 * Puts an order's units back on sale, in its transaction: units still held are released, and units
 * that had left stock come back into their warehouse, their reservations ending as `state`
 * (`released` for a cancelled order, `returned` for goods the shopper sent back). Answers the parts
 * whose stock changed.
 */
export async function giveBackUnits(db: Queryable, orderId: string, state: 'released' | 'returned'): Promise<string[]> {
  const held = await endReservations(db, 'order_id = $1', [orderId], 'released');
  const r = await db.query<{ parts: string[] | null }>(
    `with back as (
       update stock_reservations set state = $2
        where order_id = $1 and state = 'consumed'
       returning warehouse_id, part_id, quantity
     ), sums as (
       select warehouse_id, part_id, sum(quantity)::int as q from back group by warehouse_id, part_id
     ), moved as (
       insert into stock_levels (warehouse_id, part_id, quantity)
       select warehouse_id, part_id, q from sums
       on conflict (warehouse_id, part_id) do update set quantity = stock_levels.quantity + excluded.quantity
       returning part_id
     )
     select array(select distinct part_id from moved order by part_id) as parts`,
    [orderId, state],
  );
  return [...new Set([...held, ...(r.rows[0]?.parts ?? [])])].sort();
}
