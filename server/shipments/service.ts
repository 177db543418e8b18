import crypto from 'node:crypto';
import type { Queryable } from '../db';
import { CARRIER_NAMES } from '../delivery/model';
import { afterOrderMove, moveOrderInTransaction, SYSTEM_ACTOR, type Actor, type MoveOutcome } from '../order/transitions';
import type { AppServices } from '../services';
import { isUuid } from '../shopper';
import { CarrierError, loadParcelDefaults, type CarrierId, type CarrierPort, type Parcel, type TrackingEvent, type TrackingState } from '../shipping';
import { parcelsOfQuoteId, shipmentProblem } from './rules';

type App = Pick<AppServices, 'db' | 'mail' | 'siteUrl' | 'shipping' | 'config'>;

export interface ShipmentEventModel {
  at: Date;
  state: TrackingState;
  description: string;
}

export interface ShipmentModel {
  id: string;
  orderId: string;
  carrier: CarrierId;
  carrierName: string;
  service: string;
  mode: 'home' | 'branch';
  trackingNumber: string;
  labelReference: string;
  state: TrackingState;
  createdAt: Date;
  checkedAt: Date | null;
  deliveredAt: Date | null;
  events: ShipmentEventModel[];
}

/** Why a shipment cannot be created with a carrier (the staff keep the manual path), or the carrier failed. */
export class ShipmentError extends Error {
  constructor(
    readonly code: 'SHIPMENT_NOT_POSSIBLE' | 'CARRIER_UNAVAILABLE',
    message: string,
  ) {
    super(message);
    this.name = 'ShipmentError';
  }
}

interface ShipmentRow {
  id: string;
  order_id: string;
  carrier: CarrierId;
  service: string;
  mode: 'home' | 'branch';
  tracking_number: string;
  label_reference: string;
  state: TrackingState;
  created_at: Date | string;
  checked_at: Date | string | null;
  delivered_at: Date | string | null;
}

const COLUMNS = 'id, order_id, carrier, service, mode, tracking_number, label_reference, state, created_at, checked_at, delivered_at';
const date = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** The shipments of these orders (at most one each), with their events oldest first. */
export async function shipmentsOfOrders(db: Queryable, orderIds: readonly string[]): Promise<Map<string, ShipmentModel>> {
  const ids = orderIds.filter(isUuid);
  const out = new Map<string, ShipmentModel>();
  if (ids.length === 0) return out;
  const rows = (await db.query<ShipmentRow>(`select ${COLUMNS} from shipments where order_id = any($1::uuid[])`, [ids])).rows;
  if (rows.length === 0) return out;
  const events = (
    await db.query<{ shipment_id: string; at: Date | string; state: TrackingState; description: string }>(
      'select shipment_id, at, state, description from shipment_events where shipment_id = any($1::uuid[]) order by at, id',
      [rows.map((r) => r.id)],
    )
  ).rows;
  for (const r of rows) {
    out.set(r.order_id, {
      id: r.id,
      orderId: r.order_id,
      carrier: r.carrier,
      carrierName: CARRIER_NAMES[r.carrier] ?? r.carrier,
      service: r.service,
      mode: r.mode,
      trackingNumber: r.tracking_number,
      labelReference: r.label_reference,
      state: r.state,
      createdAt: date(r.created_at),
      checkedAt: r.checked_at ? date(r.checked_at) : null,
      deliveredAt: r.delivered_at ? date(r.delivered_at) : null,
      events: events.filter((e) => e.shipment_id === r.id).map((e) => ({ at: date(e.at), state: e.state, description: e.description })),
    });
  }
  return out;
}

export async function shipmentOfOrder(db: Queryable, orderId: string): Promise<ShipmentModel | null> {
  return (await shipmentsOfOrders(db, [orderId])).get(orderId) ?? null;
}

interface OrderForShipment {
  status: string;
  number: string | number;
  email: string;
  total: string;
  shipping_quote_id: string | null;
  shipping_carrier: string | null;
  shipping_service: string | null;
  shipping_mode: string | null;
  shipping_branch: { id?: string } | null;
  shipping_address: Record<string, string | undefined> | null;
}

/** The carrier an order's quote names, when the shop can create its shipment with it; else null (manual path). */
export function carrierOfOrder(app: Pick<App, 'shipping'>, order: Pick<OrderForShipment, 'shipping_carrier' | 'shipping_mode'>): CarrierPort | null {
  if (order.shipping_mode !== 'home' && order.shipping_mode !== 'branch') return null;
  return app.shipping.carriers.get(order.shipping_carrier as CarrierId) ?? null;
}

export interface CreatedShipment {
  shipment: ShipmentModel;
  /** The order had its shipment already: nothing was asked of the carrier. */
  repeated: boolean;
}

/**
 * Creates the shipment of an order in PREPARING with the carrier, service, branch and parcels its
 * quote named, then in one transaction stores it (label reference, tracking number; its events come from the tracking job),
 * moves the order to SHIPPED with that carrier and tracking number (the shopper's page and e-mail
 * show them), and lets `inTransaction` write what goes with it (the staff's audit entry). An order
 * with its shipment already gets that shipment back. SHIPMENT_NOT_POSSIBLE: the order is not in
 * PREPARING, or has no carrier quote (the shop's counter, the flat rate): the staff ship it by hand.
 */
export async function createShipmentForOrder(
  app: App,
  actor: Actor,
  orderId: string,
  inTransaction?: (tx: Queryable, shipment: ShipmentModel, move: MoveOutcome) => Promise<void>,
): Promise<CreatedShipment> {
  const existing = await shipmentOfOrder(app.db, orderId);
  if (existing) return { shipment: existing, repeated: true };
  // Only one request asks the carrier; another arriving meanwhile (a second click) gets its shipment.
  if (!(await claimShipmentRequest(app.db, orderId))) {
    const made = await shipmentOfOtherRequest(app.db, orderId);
    if (made) return { shipment: made, repeated: true };
    throw new ShipmentError('CARRIER_UNAVAILABLE', 'The shipment is being created by another request; try again in a moment.');
  }
  try {
    return await createClaimedShipment(app, actor, orderId, inTransaction);
  } finally {
    await app.db.query('delete from shipment_requests where order_id = $1', [orderId]);
  }
}

/** How long a claim holds before another request may take it over (a carrier call takes seconds at most). */
const CLAIM_SECONDS = 120;

async function claimShipmentRequest(db: Queryable, orderId: string): Promise<boolean> {
  const r = await db.query(
    `insert into shipment_requests (order_id) values ($1)
     on conflict (order_id) do update set claimed_at = now() where shipment_requests.claimed_at < now() - make_interval(secs => $2)
     returning order_id`,
    [orderId, CLAIM_SECONDS],
  );
  return r.rows.length > 0;
}

/** Waits (up to 20 s) for the request holding the claim: its shipment, or null when it ended without one. */
async function shipmentOfOtherRequest(db: Queryable, orderId: string): Promise<ShipmentModel | null> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const made = await shipmentOfOrder(db, orderId);
    if (made) return made;
    const held = await db.query('select 1 from shipment_requests where order_id = $1', [orderId]);
    if (held.rows.length === 0) return shipmentOfOrder(db, orderId);
  }
  return null;
}

async function createClaimedShipment(
  app: App,
  actor: Actor,
  orderId: string,
  inTransaction?: (tx: Queryable, shipment: ShipmentModel, move: MoveOutcome) => Promise<void>,
): Promise<CreatedShipment> {
  const order = (
    await app.db.query<OrderForShipment>(
      `select status, number, email, total, shipping_quote_id, shipping_carrier, shipping_service, shipping_mode, shipping_branch, shipping_address
         from orders where id = $1`,
      [orderId],
    )
  ).rows[0];
  if (!order) throw new ShipmentError('SHIPMENT_NOT_POSSIBLE', 'No order has this id.');
  const carrier = carrierOfOrder(app, order);
  const problem = shipmentProblem({ status: order.status, hasCarrier: carrier !== null, mode: order.shipping_mode, branchId: order.shipping_branch?.id ?? null });
  if (problem || !carrier) throw new ShipmentError('SHIPMENT_NOT_POSSIBLE', problem ?? 'The order has no carrier quote.');
  const a = order.shipping_address ?? {};
  const parcels: Parcel[] = parcelsOfQuoteId(order.shipping_quote_id, (await loadParcelDefaults(app.db)).default);
  const mode = order.shipping_mode as 'home' | 'branch';
  // The street's number is the last word of the first address line when it is one.
  const line = (a.address1 ?? '').trim();
  const m = /^(.*?)\s+(\d+\S*)$/.exec(line);
  let made;
  try {
    made = await carrier.createShipment({
      quote: { service: order.shipping_service ?? '', mode },
      originPostcode: app.config.shipping.originPostcode,
      reference: String(order.number),
      recipient: {
        name: `${a.firstName ?? ''} ${a.lastName ?? ''}`.trim(),
        email: order.email,
        phone: a.phone ?? '',
        street: m ? m[1] : line,
        number: m ? m[2] : 'S/N',
        locality: a.city ?? '',
        postcode: a.postcode ?? '',
        province: a.state ?? '',
      },
      branchId: order.shipping_branch?.id ?? undefined,
      parcels,
      declaredValueCentavos: Math.round(Number(order.total) * 100),
    });
  } catch (err) {
    if (err instanceof CarrierError) throw new ShipmentError('CARRIER_UNAVAILABLE', `${CARRIER_NAMES[carrier.id]} did not create the shipment: ${err.message}`);
    throw err;
  }
  const id = crypto.randomUUID();
  const outcome = await app.db.transaction(async (tx) => {
    const inserted = await tx.query(
      `insert into shipments (id, order_id, carrier, service, mode, tracking_number, label_reference, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict (order_id) do nothing returning id`,
      [id, orderId, carrier.id, order.shipping_service ?? '', mode, made.trackingNumber, made.labelReference, actor.kind === 'staff' ? actor.staffId : actor.kind],
    );
    // Another request created it meanwhile: that one stands.
    if (inserted.rows.length === 0) return null;
    const move = await moveOrderInTransaction(tx, app, actor, { orderId, to: 'SHIPPED', carrier: CARRIER_NAMES[carrier.id], trackingNumber: made.trackingNumber });
    const shipment = (await shipmentOfOrder(tx, orderId)) as ShipmentModel;
    await inTransaction?.(tx, shipment, move);
    return { move, shipment };
  });
  if (!outcome) return { shipment: (await shipmentOfOrder(app.db, orderId)) as ShipmentModel, repeated: true };
  await afterOrderMove(app, outcome.move);
  return { shipment: outcome.shipment, repeated: false };
}

const OPEN_STATES = ['delivered', 'returned'];

export interface TrackingRound {
  checked: number;
  newEvents: number;
  delivered: number;
  failed: number;
}

/**
 * One round of tracking: asks each carrier for the events of up to `limit` shipments still on
 * their way (least recently checked first), stores the new ones and the latest state, and moves
 * an order to DELIVERED (by the shop itself) when its carrier says delivered. A carrier that fails
 * leaves its shipments for the next round. Safe to repeat.
 */
export async function refreshTracking(app: App, options: { limit?: number; log?: { warn(o: object, m: string): void } } = {}): Promise<TrackingRound> {
  const rows = (
    await app.db.query<{ id: string; order_id: string; carrier: CarrierId; tracking_number: string; label_reference: string; state: TrackingState }>(
      `select id, order_id, carrier, tracking_number, label_reference, state from shipments where state <> all($1::text[])
        order by checked_at nulls first, created_at limit $2`,
      [OPEN_STATES, options.limit ?? 100],
    )
  ).rows;
  const round: TrackingRound = { checked: 0, newEvents: 0, delivered: 0, failed: 0 };
  for (const row of rows) {
    const carrier = app.shipping.carriers.get(row.carrier);
    let events: TrackingEvent[];
    let carrierNumber: string | null;
    try {
      if (!carrier) throw new Error(`no carrier ${row.carrier} configured`);
      ({ events, trackingNumber: carrierNumber } = await carrier.track({ trackingNumber: row.tracking_number, labelReference: row.label_reference }));
    } catch (err) {
      round.failed += 1;
      options.log?.warn({ err, shipment: row.id }, 'tracking not read');
      await app.db.query('update shipments set checked_at = now() where id = $1', [row.id]);
      continue;
    }
    round.checked += 1;
    const valid = events.filter((e) => !Number.isNaN(e.at.getTime()));
    const latest = valid.reduce<TrackingEvent | null>((last, e) => (!last || e.at >= last.at ? e : last), null);
    const state = latest?.state ?? row.state;
    const move = await app.db.transaction(async (tx) => {
      for (const e of valid) {
        const r = await tx.query(
          `insert into shipment_events (shipment_id, at, state, description) values ($1, $2, $3, $4) on conflict do nothing returning id`,
          [row.id, e.at, e.state, e.description.slice(0, 300)],
        );
        round.newEvents += r.rows.length;
      }
      await tx.query(
        `update shipments set state = $2, checked_at = now(), delivered_at = case when $2 = 'delivered' then coalesce(delivered_at, now()) else delivered_at end where id = $1`,
        [row.id, state],
      );
      // The carrier's own tracking number, once it gives one (MiCorreo, when the parcel is admitted):
      // the shopper's page and the staff's see it from now on.
      if (carrierNumber !== null) {
        await tx.query('update shipments set tracking_number = $2 where id = $1', [row.id, carrierNumber]);
        await tx.query('update orders set tracking_number = $2 where id = $1 and tracking_number = $3', [row.order_id, carrierNumber, row.tracking_number]);
      }
      if (state !== 'delivered') return null;
      const status = (await tx.query<{ status: string }>('select status from orders where id = $1', [row.order_id])).rows[0]?.status;
      if (status !== 'SHIPPED') return null;
      round.delivered += 1;
      return moveOrderInTransaction(tx, app, SYSTEM_ACTOR, { orderId: row.order_id, to: 'DELIVERED', reason: `${CARRIER_NAMES[row.carrier] ?? row.carrier}: entregado` });
    });
    if (move) await afterOrderMove(app, move);
  }
  return round;
}
