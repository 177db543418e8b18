import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarriersStandIn } from '../../fixtures/carriers/index';
import type { MercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { restock } from '../helpers/stock';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { signedInStaff, type TestStaff } from '../staff/helpers';
import { addressInput, addToCart, errorCode, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';

/**
 * Shipments created with the carrier the shopper chose: the staff create it from the order, the
 * order is SHIPPED with the carrier's tracking number (page and e-mail), the tracking job follows
 * the carrier's events and marks the order DELIVERED when the carrier says so.
 */
let shop: TestShop;
let payments: MercadoPagoStandIn;
let carriers: CarriersStandIn;
let staff: TestStaff;
let viewer: TestStaff;
let pgDatabase: TempPgDatabase | null = null;

beforeAll(async () => {
  // On PostgreSQL when the test server is set, else on embedded PGlite.
  pgDatabase = TEST_DATABASE_URL ? await createTempPgDatabase() : null;
  // A tracking round every second (the runner looks for due jobs every five).
  shop = await startTestShop({ MERCADOPAGO_STANDIN: 'true', SHIPMENT_TRACKING_SECONDS: '1', ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) });
  payments = shop.server.services.payments.standIn as MercadoPagoStandIn;
  carriers = shop.server.services.shipping.standIn as CarriersStandIn;
  await restock(shop.server.services.db, PRODUCTS.battery, 50);
  staff = await signedInStaff(shop, 'orders');
  viewer = await signedInStaff(shop, 'viewer');
});
afterAll(async () => {
  await shop?.close();
  await pgDatabase?.drop();
});

interface Option {
  quoteId: string;
  carrier: string;
  mode: string;
}
interface PlacedOrder {
  id: string;
  token: string;
  number: number;
  status: string;
}

const CORDOBA = { postcode: '5000', city: 'Córdoba', state: 'Córdoba', address1: 'Av. Colón 1234' };
let keys = 0;

/** An order placed with one of the carriers' quotes (or the shop's counter) and paid with Mercado Pago: PREPARING. */
async function paidOrder(pick: (o: Option) => boolean): Promise<{ s: Shopper; order: PlacedOrder; option: Option }> {
  const s = shop.shopper();
  ok(await addToCart(s, PRODUCTS.battery, 1));
  const quote = ok(await s.gql<{ shippingQuote: { options: Option[] } }>('query($p: String!) { shippingQuote(postcode: $p) { options { quoteId carrier mode } } }', { p: '5000' }));
  const option = quote.shippingQuote.options.find(pick);
  if (!option) throw new Error('no such option');
  keys += 1;
  const { checkout } = ok(
    await s.gql<{ checkout: PlacedOrder }>('mutation($input: CheckoutInput!) { checkout(input: $input) { id token number status } }', {
      input: {
        shippingAddress: { address: addressInput(CORDOBA) },
        billingSameAsShipping: true,
        payment: 'WALLET',
        email: uniqueEmail('shipments'),
        idempotencyKey: `shipments-${keys}-${Date.now()}`,
        shipping: { quoteId: option.quoteId },
      },
    }),
  );
  const { startPayment } = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: checkout.token }));
  const payment = payments.store.pay(new URL(startPayment.url).searchParams.get('pref_id') ?? '', 'approved');
  expect(await payments.notify(payment, 'payment.created')).toBe(200);
  return { s, order: checkout, option };
}

const CREATE = `mutation($id: ID!) { createShipment(orderId: $id) {
  repeated
  shipment { carrier carrierName trackingNumber labelReference state mode events { state description } }
  order { status shipment { carrier trackingNumber } } } }`;
const CHOICE = `query($id: ID!) { order(id: $id) { shippingChoice { carrier carrierName service mode branch { id name } postcode price deliveryDaysMin deliveryDaysMax } } }`;
const STAFF_ORDER = `query($id: ID!) { order(id: $id) { status shipmentCarrierName carrierShipment { trackingNumber state events { state } } } }`;
const PAGE = `query($t: String!) { orderByToken(token: $t) { status shipment { carrier trackingNumber deliveredAt }
  tracking { carrierName trackingNumber state events { state description } } } }`;

interface Created {
  createShipment: {
    repeated: boolean;
    shipment: { carrier: string; carrierName: string; trackingNumber: string; labelReference: string; state: string; mode: string; events: { state: string }[] };
    order: { status: string; shipment: { carrier: string; trackingNumber: string } | null };
  };
}
interface Page {
  orderByToken: {
    status: string;
    shipment: { carrier: string; trackingNumber: string; deliveredAt: string | null } | null;
    tracking: { carrierName: string; trackingNumber: string; state: string; events: { state: string; description: string }[] } | null;
  };
}

describe('shipments with the carriers', () => {
  it('creates the shipment with the order’s carrier: SHIPPED with its tracking number on the shopper’s page and e-mail, audited, once; refused without orders:manage', async () => {
    const { s, order } = await paidOrder((o) => o.carrier === 'andreani' && o.mode === 'HOME');
    const before = ok(await staff.browser.gql<{ order: { status: string; shipmentCarrierName: string | null; carrierShipment: unknown } }>(STAFF_ORDER, { id: order.id })).order;
    expect(before).toEqual({ status: 'PREPARING', shipmentCarrierName: 'Andreani', carrierShipment: null });
    // What the shopper chose, as the staff see it.
    const choice = ok(await staff.browser.gql<{ order: { shippingChoice: Record<string, unknown> } }>(CHOICE, { id: order.id })).order;
    expect(choice.shippingChoice).toMatchObject({ carrier: 'andreani', carrierName: 'Andreani', mode: 'HOME', branch: null, postcode: '5000' });
    expect(Number(choice.shippingChoice.price)).toBeGreaterThan(0);
    expect(choice.shippingChoice.deliveryDaysMax).toBeGreaterThanOrEqual(choice.shippingChoice.deliveryDaysMin as number);

    expect(errorCode(await viewer.browser.gql(CREATE, { id: order.id }))).toBe('FORBIDDEN');
    expect(await shop.server.services.db.query('select 1 from shipments where order_id = $1', [order.id])).toMatchObject({ rows: [] });

    const created = ok(await staff.browser.gql<Created>(CREATE, { id: order.id })).createShipment;
    expect(created.repeated).toBe(false);
    expect(created.shipment).toMatchObject({ carrier: 'andreani', carrierName: 'Andreani', state: 'CREATED', mode: 'HOME', events: [] });
    const atCarrier = carriers.store.shipments.get(`andreani:${created.shipment.trackingNumber}`);
    expect(atCarrier?.reference).toBe(String(order.number));
    expect(created.shipment.labelReference).toBe(atCarrier?.labelReference);
    expect(created.order).toEqual({ status: 'SHIPPED', shipment: { carrier: 'Andreani', trackingNumber: created.shipment.trackingNumber } });

    // Again (a second click, another tab): the same shipment, nothing asked of the carrier.
    const asked = carriers.store.creations.andreani;
    const again = ok(await staff.browser.gql<Created>(CREATE, { id: order.id })).createShipment;
    expect(again.repeated).toBe(true);
    expect(again.shipment.trackingNumber).toBe(created.shipment.trackingNumber);
    expect(carriers.store.creations.andreani).toBe(asked);
    expect((await shop.server.services.db.query('select id from shipments where order_id = $1', [order.id])).rows).toHaveLength(1);

    const page = ok(await s.gql<Page>(PAGE, { t: order.token })).orderByToken;
    expect(page).toMatchObject({
      status: 'SHIPPED',
      shipment: { carrier: 'Andreani', trackingNumber: created.shipment.trackingNumber },
      tracking: { carrierName: 'Andreani', trackingNumber: created.shipment.trackingNumber, state: 'CREATED' },
    });
    const audit = await shop.server.services.db.query<{ action: string; actor: string; after: Record<string, unknown> }>(
      `select action, actor, after from audit_log where entity = 'order' and entity_id = $1 and action = 'order.ship'`,
      [order.id],
    );
    expect(audit.rows).toEqual([{ action: 'order.ship', actor: staff.email, after: expect.objectContaining({ status: 'SHIPPED', trackingNumber: created.shipment.trackingNumber }) }]);
    const list = await (await fetch(`${shop.url}/dev/mail`)).text();
    const mail = new RegExp(`href="/dev/mail/(\\d+)">Despachamos tu pedido N\\.º ${order.number}<`).exec(list)?.[1];
    expect(await (await fetch(`${shop.url}/dev/mail/${mail}`)).text()).toContain(created.shipment.trackingNumber);
  });

  it('follows the carrier’s tracking with the job and marks the order DELIVERED when the carrier says so', async () => {
    const { s, order } = await paidOrder((o) => o.carrier === 'oca' && o.mode === 'HOME');
    const { trackingNumber } = ok(await staff.browser.gql<Created>(CREATE, { id: order.id })).createShipment.shipment;
    carriers.store.advance('oca', trackingNumber);
    // A page read while the tracking job commits may show the shipment's new state beside the order's
    // old one: wait for both (the order is DELIVERED in the same transaction as its shipment).
    const seen = async (state: string) => {
      for (let i = 0; i < 60; i++) {
        const page = ok(await s.gql<Page>(PAGE, { t: order.token })).orderByToken;
        if (page.tracking?.state === state && (state !== 'DELIVERED' || page.status === 'DELIVERED')) return page;
        await new Promise((r) => setTimeout(r, 250));
      }
      throw new Error(`never ${state}`);
    };
    const moving = await seen('IN_TRANSIT');
    expect(moving.status).toBe('SHIPPED');
    expect(moving.tracking?.events[0]).toEqual({ state: 'IN_TRANSIT', description: 'En viaje a sucursal de destino' });

    while (carriers.store.advance('oca', trackingNumber) !== 'delivered');
    const delivered = await seen('DELIVERED');
    expect(delivered.status).toBe('DELIVERED');
    expect(delivered.shipment?.deliveredAt).not.toBeNull();
    expect(delivered.tracking?.events.map((e) => e.state)).toEqual(['DELIVERED', 'OUT_FOR_DELIVERY', 'IN_TRANSIT', 'CREATED']);
    const history = await shop.server.services.db.query<{ to_status: string; actor: string }>(`select to_status, actor from order_history where order_id = $1 order by id`, [order.id]);
    expect(history.rows.at(-1)).toEqual({ to_status: 'DELIVERED', actor: 'system' });
    const staffView = ok(await staff.browser.gql<{ order: { carrierShipment: { state: string } } }>(STAFF_ORDER, { id: order.id })).order;
    expect(staffView.carrierShipment.state).toBe('DELIVERED');
  }, 40_000);

  it('shows Correo Argentino’s own tracking number once the parcel is admitted (MiCorreo knows it by the order number till then)', async () => {
    const { s, order } = await paidOrder((o) => o.carrier === 'correo-argentino' && o.mode === 'HOME');
    const { shipment } = ok(await staff.browser.gql<Created>(CREATE, { id: order.id })).createShipment;
    expect(shipment.trackingNumber).toBe(String(order.number));
    carriers.store.advance('correo-argentino', shipment.trackingNumber);
    let page: Page['orderByToken'] | null = null;
    // The order and its tracking are two reads of one answer: a round of tracking that commits
    // between them shows the new state beside the old number once; the next answer has both.
    const moved = (p: typeof page) => p?.tracking?.state === 'IN_TRANSIT' && p.shipment?.trackingNumber !== shipment.trackingNumber;
    for (let i = 0; i < 60 && !moved(page); i++) {
      if (i > 0) await new Promise((r) => setTimeout(r, 250));
      page = ok(await s.gql<Page>(PAGE, { t: order.token })).orderByToken;
    }
    const admitted = [...carriers.store.shipments.values()].find((x) => x.reference === String(order.number))?.admittedNumber;
    expect(admitted).toMatch(/^CU\d{9}AR$/);
    expect(page).toMatchObject({ shipment: { trackingNumber: admitted }, tracking: { trackingNumber: admitted, state: 'IN_TRANSIT' } });
    const staffView = ok(await staff.browser.gql<{ order: { carrierShipment: { trackingNumber: string } } }>(STAFF_ORDER, { id: order.id })).order;
    expect(staffView.carrierShipment.trackingNumber).toBe(admitted);
    // Tracked on by the order number, as MiCorreo knows it: the next moves still arrive.
    while (carriers.store.advance('correo-argentino', shipment.trackingNumber) !== 'delivered');
    for (let i = 0; i < 60 && page?.status !== 'DELIVERED'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      page = ok(await s.gql<Page>(PAGE, { t: order.token })).orderByToken;
    }
    expect(page?.status).toBe('DELIVERED');
  }, 40_000);

  it('asks the carrier once when two requests create the same shipment at once (a double click, two staff members)', async () => {
    const { order } = await paidOrder((o) => o.carrier === 'oca' && o.mode === 'HOME');
    const asked = carriers.store.creations.oca;
    // The carrier answers slowly, so the second request arrives while the first waits for it.
    carriers.set('oca', { latencyMs: 400 });
    let both: Created['createShipment'][];
    try {
      both = (await Promise.all([staff.browser.gql<Created>(CREATE, { id: order.id }), staff.browser.gql<Created>(CREATE, { id: order.id })])).map((r) => ok(r).createShipment);
    } finally {
      carriers.set('oca', { latencyMs: 0 });
    }
    expect(both.map((c) => c.repeated).sort()).toEqual([false, true]);
    expect(both[0]?.shipment.trackingNumber).toBe(both[1]?.shipment.trackingNumber);
    expect([...carriers.store.shipments.values()].filter((x) => x.reference === String(order.number))).toHaveLength(1);
    expect(carriers.store.creations.oca - asked).toBe(1);
    expect((await shop.server.services.db.query('select 1 from shipment_requests where order_id = $1', [order.id])).rows).toEqual([]);
  });

  it('leaves the shop’s counter to the manual path, and says when the carrier fails', async () => {
    const pickup = await paidOrder((o) => o.mode === 'PICKUP');
    expect(ok(await staff.browser.gql<{ order: { shippingChoice: unknown } }>(CHOICE, { id: pickup.order.id })).order.shippingChoice).toMatchObject({
      carrier: 'shop', mode: 'PICKUP', branch: null, price: '0.00',
    });
    expect(ok(await staff.browser.gql<{ order: { shipmentCarrierName: string | null } }>(STAFF_ORDER, { id: pickup.order.id })).order.shipmentCarrierName).toBeNull();
    expect(errorCode(await staff.browser.gql(CREATE, { id: pickup.order.id }))).toBe('SHIPMENT_NOT_POSSIBLE');

    const { order } = await paidOrder((o) => o.carrier === 'correo-argentino' && o.mode === 'HOME');
    carriers.set('correo-argentino', { fault: 'error' });
    try {
      expect(errorCode(await staff.browser.gql(CREATE, { id: order.id }))).toBe('CARRIER_UNAVAILABLE');
    } finally {
      carriers.set('correo-argentino', { fault: 'none' });
    }
    expect(ok(await staff.browser.gql<{ order: { status: string } }>(STAFF_ORDER, { id: order.id })).order.status).toBe('PREPARING');
    const created = ok(await staff.browser.gql<Created>(CREATE, { id: order.id })).createShipment;
    expect(created.order.status).toBe('SHIPPED');
    expect(created.shipment.carrier).toBe('correo-argentino');
  });
});
