import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { restock } from '../helpers/stock';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { signedInStaff, type TestStaff } from '../staff/helpers';
import { addressInput, addToCart, errorCode, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';
import { SHOPPER_ORDER, type ShopperOrder } from './order-ops-suite';

/**
 * The staff's side of orders through /admin/graphql: moves, refunds and returns, each with its
 * audit entry, refused without the permission; the shopper's page and e-mail show what changed.
 */
let shop: TestShop;
let standIn: MercadoPagoStandIn;
let staff: TestStaff;
let viewer: TestStaff;

beforeAll(async () => {
  shop = await startTestShop({ MERCADOPAGO_STANDIN: 'true' });
  standIn = shop.server.services.payments.standIn as MercadoPagoStandIn;
  await restock(shop.server.services.db, PRODUCTS.battery, 200);
  staff = await signedInStaff(shop, 'orders');
  viewer = await signedInStaff(shop, 'viewer');
});
afterAll(async () => {
  await shop?.close();
});

const DETAIL = `id number status paymentStatus nextStatuses refundableCentavos
  shipment { carrier trackingNumber shippedAt deliveredAt }
  stateChanges { from to actorKind staffId reason at }
  refunds { id amountCentavos amount state providerRefundId reason forReturn }
  return { code state late withinTerm requestedAt termEndsAt receivedAt restocked }`;

interface Detail {
  id: string;
  number: string;
  status: string;
  paymentStatus: string | null;
  nextStatuses: string[];
  refundableCentavos: number;
  shipment: { carrier: string; trackingNumber: string } | null;
  stateChanges: { from: string; to: string; actorKind: string; staffId: string | null; reason: string }[];
  refunds: { id: string; amountCentavos: number; amount: string; state: string; providerRefundId: string | null; reason: string; forReturn: boolean }[];
  return: { code: string; state: string; late: boolean; withinTerm: boolean; requestedAt: string; termEndsAt: string; receivedAt: string | null; restocked: boolean | null } | null;
}

const CHANGE = `mutation($input: ChangeOrderStatusInput!) { changeOrderStatus(input: $input) { ${DETAIL} } }`;
const REFUND = `mutation($input: RefundOrderInput!) { refundOrder(input: $input) { repeated refund { id amountCentavos amount state providerRefundId } order { ${DETAIL} } } }`;
const RECEIVE = `mutation($input: ReceiveReturnInput!) { receiveReturn(input: $input) { code state late withinTerm requestedAt termStartsAt termEndsAt receivedAt restocked } }`;
const REFUND_RETURN = `mutation($input: RefundReturnInput!) { refundReturn(input: $input) { repeated refund { amountCentavos state } order { ${DETAIL} } } }`;

let keys = 0;
async function placeOrder(payment: 'CASH_ON_DELIVERY' | 'WALLET'): Promise<{ s: Shopper; order: ShopperOrder }> {
  const s = shop.shopper();
  ok(await addToCart(s, PRODUCTS.battery, 1));
  keys += 1;
  const { checkout } = ok(
    await s.gql<{ checkout: ShopperOrder }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${SHOPPER_ORDER} } }`, {
      input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment, email: uniqueEmail('staff-ops'), idempotencyKey: `admin-ops-${keys}` },
    }),
  );
  return { s, order: checkout };
}

async function paidOrder(): Promise<{ s: Shopper; order: ShopperOrder }> {
  const placed = await placeOrder('WALLET');
  const { startPayment } = ok(await placed.s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: placed.order.token }));
  const payment = standIn.store.pay(new URL(startPayment.url).searchParams.get('pref_id') ?? '', 'approved');
  expect(await standIn.notify(payment, 'payment.created')).toBe(200);
  return placed;
}

const audit = async (orderId: string) =>
  (await shop.server.services.db.query<{ action: string; actor: string; reason: string; after: Record<string, unknown> }>(
    `select action, actor, reason, after from audit_log where entity = 'order' and entity_id = $1 order by id`,
    [orderId],
  )).rows;

describe('order operations on the staff API', () => {
  it('marks an order shipped with its tracking number: audited, on the shopper page and in the e-mail; refused without orders:manage', async () => {
    const { s, order } = await placeOrder('CASH_ON_DELIVERY');
    expect(errorCode(await viewer.browser.gql(CHANGE, { input: { orderId: order.id, to: 'PREPARING' } }))).toBe('FORBIDDEN');

    const prepared = ok(await staff.browser.gql<{ changeOrderStatus: Detail }>(CHANGE, { input: { orderId: order.id, to: 'PREPARING', reason: 'Listo para embalar' } })).changeOrderStatus;
    expect(prepared).toMatchObject({ status: 'PREPARING', nextStatuses: ['SHIPPED', 'CANCELLED'] });
    const missing = await staff.browser.gql(CHANGE, { input: { orderId: order.id, to: 'SHIPPED', carrier: 'Correo Argentino' } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'trackingNumber' });

    const shipped = ok(
      await staff.browser.gql<{ changeOrderStatus: Detail }>(CHANGE, { input: { orderId: order.id, to: 'SHIPPED', carrier: 'Correo Argentino', trackingNumber: 'CA123456789AR' } }),
    ).changeOrderStatus;
    expect(shipped).toMatchObject({ status: 'SHIPPED', nextStatuses: ['DELIVERED'], shipment: { carrier: 'Correo Argentino', trackingNumber: 'CA123456789AR' } });
    expect(shipped.stateChanges.map((c) => [c.from, c.to, c.actorKind, c.staffId])).toEqual([
      ['PENDING', 'PREPARING', 'staff', staff.id],
      ['PREPARING', 'SHIPPED', 'staff', staff.id],
    ]);
    const kinds = await shop.server.services.db.query<{ kind: string }>(`select kind from mail_outbox where dedupe_key like '%' || $1 || '%' order by id`, [order.id]);
    expect(kinds.rows.map((m) => m.kind)).toEqual(['order-confirmation', 'order-status', 'order-status']);

    const refused = await staff.browser.gql(CHANGE, { input: { orderId: order.id, to: 'CANCELLED' } });
    expect(refused.status).toBe(409);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'ORDER_TRANSITION_REFUSED', from: 'SHIPPED', allowed: ['DELIVERED'] });

    expect((await audit(order.id)).map((a) => [a.action, a.actor, a.reason, a.after])).toEqual([
      ['order.prepare', staff.email, 'Listo para embalar', { status: 'PREPARING' }],
      ['order.ship', staff.email, '', { status: 'SHIPPED', carrier: 'Correo Argentino', trackingNumber: 'CA123456789AR' }],
    ]);

    const page = ok(await s.gql<{ orderByToken: ShopperOrder }>(`query($t: String!) { orderByToken(token: $t) { ${SHOPPER_ORDER} } }`, { t: order.token })).orderByToken;
    expect(page).toMatchObject({ status: 'SHIPPED', shipment: { carrier: 'Correo Argentino', trackingNumber: 'CA123456789AR' } });
    const list = await (await fetch(`${shop.url}/dev/mail`)).text();
    const id = new RegExp(`href="/dev/mail/(\\d+)">Despachamos tu pedido N\\.º ${order.number}<`).exec(list)?.[1];
    expect(id).toBeDefined();
    expect(await (await fetch(`${shop.url}/dev/mail/${id}`)).text()).toContain('CA123456789AR');
  });

  it('refunds half of an order, once per key, audited; refused without payments:refund; Mercado Pago down says so', async () => {
    const { order } = await paidOrder();
    const total = Math.round(order.total * 100);
    const half = Math.floor(total / 2);
    const input = { orderId: order.id, amountCentavos: half, reason: 'Mitad por demora', idempotencyKey: `half-${order.id}` };
    expect(errorCode(await viewer.browser.gql(REFUND, { input }))).toBe('FORBIDDEN');

    standIn.store.refundMode = 'unavailable';
    const down = await staff.browser.gql(REFUND, { input });
    standIn.store.refundMode = 'normal';
    expect(down.status).toBe(503);
    expect(down.errors?.[0]?.extensions?.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(await audit(order.id)).toEqual([]);

    const first = ok(await staff.browser.gql<{ refundOrder: { repeated: boolean; refund: { id: string; amount: string }; order: Detail } }>(REFUND, { input })).refundOrder;
    expect(first).toMatchObject({ repeated: false, refund: { amount: `${Math.trunc(half / 100)}.${String(half % 100).padStart(2, '0')}` } });
    expect(first.order).toMatchObject({ paymentStatus: 'PARTIALLY_REFUNDED', refundableCentavos: total - half });
    const again = ok(await staff.browser.gql<{ refundOrder: { repeated: boolean; refund: { id: string } } }>(REFUND, { input })).refundOrder;
    expect(again).toMatchObject({ repeated: true, refund: { id: first.refund.id } });
    expect((await audit(order.id)).map((a) => [a.action, a.reason])).toEqual([['order.refund', 'Mitad por demora']]);
    const tooMuch = await staff.browser.gql(REFUND, { input: { ...input, amountCentavos: total, idempotencyKey: `all-${order.id}` } });
    expect(tooMuch.errors?.[0]?.extensions).toMatchObject({ code: 'REFUND_EXCEEDS_REMAINING', remainingCentavos: total - half });
  });

  it('receives a return asked past the 10 days, lists it late with its dates, restocks and refunds it, audited', async () => {
    const { s, order } = await paidOrder();
    ok(await staff.browser.gql(CHANGE, { input: { orderId: order.id, to: 'SHIPPED', carrier: 'Andreani', trackingNumber: 'AND-42' } }));
    ok(await staff.browser.gql(CHANGE, { input: { orderId: order.id, to: 'DELIVERED' } }));
    await shop.server.services.db.query(`update orders set created_at = now() - interval '30 days', delivered_at = now() - interval '25 days' where id = $1`, [order.id]);
    ok(await s.gql('mutation($input: OrderRevocationInput!) { requestOrderRevocation(input: $input) { code } }', { input: { orderNumber: order.number, email: order.email } }));

    const listed = ok(await staff.browser.gql<{ returns: { nodes: { orderId: string; late: boolean; state: string; termEndsAt: string; requestedAt: string }[] } }>(
      '{ returns(state: REQUESTED, first: 100) { nodes { orderId late state termEndsAt requestedAt } pageInfo { hasNextPage endCursor } } }',
    )).returns.nodes.find((r) => r.orderId === order.id);
    expect(listed).toMatchObject({ late: true, state: 'REQUESTED' });
    expect(Date.parse(listed?.termEndsAt ?? '')).toBeLessThan(Date.parse(listed?.requestedAt ?? ''));

    expect(errorCode(await staff.browser.gql(REFUND_RETURN, { input: { orderId: order.id, idempotencyKey: `ret-${order.id}` } }))).toBe('RETURN_STEP_REFUSED');
    expect(errorCode(await viewer.browser.gql(RECEIVE, { input: { orderId: order.id, restock: true } }))).toBe('FORBIDDEN');
    const received = ok(await staff.browser.gql<{ receiveReturn: { state: string; late: boolean; restocked: boolean; receivedAt: string } }>(RECEIVE, { input: { orderId: order.id, restock: true, reason: 'Caja sana' } })).receiveReturn;
    expect(received).toMatchObject({ state: 'RECEIVED', late: true, restocked: true });

    const refunded = ok(await staff.browser.gql<{ refundReturn: { repeated: boolean; refund: { amountCentavos: number }; order: Detail } }>(REFUND_RETURN, { input: { orderId: order.id, idempotencyKey: `ret-${order.id}` } })).refundReturn;
    expect(refunded.refund.amountCentavos).toBe(Math.round(order.total * 100));
    expect(refunded.order).toMatchObject({ paymentStatus: 'REFUNDED', refundableCentavos: 0, return: { state: 'REFUNDED', late: true, restocked: true } });
    expect(refunded.order.refunds).toEqual([expect.objectContaining({ forReturn: true, state: 'APPROVED' })]);
    expect((await audit(order.id)).map((a) => a.action)).toEqual(['order.ship', 'order.deliver', 'return.receive', 'return.refund']);
  });
});
