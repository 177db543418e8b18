import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import { moveOrder, type Actor, type OrderMove } from '../../server/order/transitions';
import { refundOrder } from '../../server/payment/refunds';
import { receiveReturn, refundReturn } from '../../server/returns/back-office';
import { restock } from '../helpers/stock';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addressInput, addToCart, ok, PRODUCTS, uniqueEmail } from '../shopper/helpers';

const STAFF: Actor = { kind: 'staff', staffId: 'staff-7' };

export const SHOPPER_ORDER = `id token number status email total
  onlinePayment { status providerPaymentId refundedCentavos }
  shipment { carrier trackingNumber shippedAt deliveredAt }
  history { from to actor at }
  revocation { code state withinTerm }`;

export interface ShopperOrder {
  id: string;
  token: string;
  number: number;
  status: string;
  email: string;
  total: number;
  onlinePayment: { status: string; providerPaymentId: string | null; refundedCentavos: number } | null;
  shipment: { carrier: string; trackingNumber: string; shippedAt: string; deliveredAt: string | null } | null;
  history: { from: string; to: string; actor: string; at: string }[];
  revocation: { code: string; state: string; withinTerm: boolean } | null;
}

/** The error code a service threw (a GraphQLError's `extensions.code`). */
async function codeOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return (err as { extensions?: { code?: unknown } }).extensions?.code ?? err;
  }
  return 'no error';
}

/**
 * Orders moved by the staff, refunds through the Mercado Pago stand-in and returns received, through
 * the services the staff's API calls, on a started shop; the shopper's side read through the shop's
 * own API (`orderByToken`) and its mail outbox.
 */
export function orderOpsSuite(label: string, env: () => Promise<{ env: Record<string, string>; cleanup?: () => Promise<void> }>): void {
  let shop: TestShop;
  let cleanup: (() => Promise<void>) | undefined;
  let standIn: MercadoPagoStandIn;

  beforeAll(async () => {
    const setup = await env();
    cleanup = setup.cleanup;
    shop = await startTestShop({ MERCADOPAGO_STANDIN: 'true', ...setup.env });
    standIn = shop.server.services.payments.standIn as MercadoPagoStandIn;
    await restock(shop.server.services.db, PRODUCTS.battery, 500);
  });
  afterAll(async () => {
    await shop?.close();
    await cleanup?.();
  });

  const app = () => shop.server.services;
  const move = (orderId: string, to: OrderMove['to'], extra: Partial<OrderMove> = {}) => moveOrder(app(), STAFF, { orderId, to, ...extra });

  let keys = 0;
  async function placeOrder(payment: 'CASH_ON_DELIVERY' | 'WALLET', quantity = 1): Promise<{ s: Shopper; order: ShopperOrder }> {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, quantity));
    keys += 1;
    const { checkout } = ok(
      await s.gql<{ checkout: ShopperOrder }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${SHOPPER_ORDER} } }`, {
        input: { shippingAddress: { address: addressInput() }, billingSameAsShipping: true, payment, email: uniqueEmail('ops'), idempotencyKey: `order-ops-${label}-${keys}` },
      }),
    );
    return { s, order: checkout };
  }

  const read = async (s: Shopper, token: string) =>
    ok(await s.gql<{ orderByToken: ShopperOrder }>(`query($t: String!) { orderByToken(token: $t) { ${SHOPPER_ORDER} } }`, { t: token })).orderByToken;

  const mails = async (orderId: string) =>
    (
      await app().db.query<{ kind: string; dedupe_key: string; subject: string; text: string; to_address: string }>(
        `select kind, dedupe_key, subject, text, to_address from mail_outbox where dedupe_key like '%' || $1 || '%' order by id`,
        [orderId],
      )
    ).rows;

  const units = async () =>
    (await app().db.query<{ quantity: number; reserved: number }>("select quantity, reserved from stock_levels where part_id = $1 and warehouse_id = 'deposito-tienda'", [PRODUCTS.battery])).rows[0];

  /** A WALLET order paid on the stand-in's checkout: approved, notified to the shop. */
  async function paidWalletOrder(quantity = 1): Promise<{ s: Shopper; order: ShopperOrder; paymentId: number }> {
    const { s, order } = await placeOrder('WALLET', quantity);
    const { startPayment } = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token }));
    const preferenceId = new URL(startPayment.url).searchParams.get('pref_id') ?? '';
    const payment = standIn.store.pay(preferenceId, 'approved');
    expect(await standIn.notify(payment, 'payment.created')).toBe(200);
    return { s, order: await read(s, order.token), paymentId: payment.id };
  }

  describe(`order states (${label})`, () => {
    it('ships an order with carrier and tracking number, which the shopper sees on the order page and in an e-mail', async () => {
      const { s, order } = await placeOrder('CASH_ON_DELIVERY');
      expect(order).toMatchObject({ status: 'PENDING', shipment: null, history: [] });

      await move(order.id, 'PREPARING', { reason: 'Stock separado' });
      expect(await codeOf(move(order.id, 'SHIPPED', { carrier: 'Andreani' }))).toBe('BAD_USER_INPUT');
      expect(await codeOf(move(order.id, 'SHIPPED', { trackingNumber: 'AND-1' }))).toBe('BAD_USER_INPUT');
      expect(await codeOf(move(order.id, 'DELIVERED'))).toBe('ORDER_TRANSITION_REFUSED');
      await move(order.id, 'SHIPPED', { carrier: ' Andreani ', trackingNumber: ' 360002512345678 ' });

      const shipped = await read(s, order.token);
      expect(shipped.status).toBe('SHIPPED');
      expect(shipped.shipment).toMatchObject({ carrier: 'Andreani', trackingNumber: '360002512345678', deliveredAt: null });
      expect(shipped.history.map((h) => [h.from, h.to, h.actor])).toEqual([
        ['PENDING', 'PREPARING', 'STAFF'],
        ['PREPARING', 'SHIPPED', 'STAFF'],
      ]);
      const mail = (await mails(order.id)).find((m) => m.dedupe_key.endsWith(':SHIPPED'));
      expect(mail).toMatchObject({ kind: 'order-status', to_address: order.email, subject: `Despachamos tu pedido N.º ${order.number}` });
      expect(mail?.text).toContain('Andreani');
      expect(mail?.text).toContain('360002512345678');

      // Shipped: it cannot be cancelled any more; it can be delivered.
      const refused = move(order.id, 'CANCELLED');
      await expect(refused).rejects.toMatchObject({ extensions: { code: 'ORDER_TRANSITION_REFUSED', from: 'SHIPPED', to: 'CANCELLED', allowed: ['DELIVERED'] } });
      await move(order.id, 'DELIVERED');
      const delivered = await read(s, order.token);
      expect(delivered.status).toBe('DELIVERED');
      expect(delivered.shipment?.deliveredAt).not.toBeNull();
      expect((await mails(order.id)).map((m) => m.dedupe_key.split(':').at(-1))).toEqual([expect.any(String), 'PREPARING', 'SHIPPED', 'DELIVERED']);
      for (const to of ['PENDING', 'PREPARING', 'SHIPPED', 'CANCELLED', 'DELIVERED'] as const) {
        expect(await codeOf(move(order.id, to, { carrier: 'OCA', trackingNumber: 'X' })), to).toBe('ORDER_TRANSITION_REFUSED');
      }

      // Who and why stay in the shop's history (never shown to the shopper).
      const history = await app().db.query<{ actor: string; staff_id: string; reason: string }>('select actor, staff_id, reason from order_history where order_id = $1 order by id', [order.id]);
      expect(history.rows).toEqual([
        { actor: 'staff', staff_id: 'staff-7', reason: 'Stock separado' },
        { actor: 'staff', staff_id: 'staff-7', reason: '' },
        { actor: 'staff', staff_id: 'staff-7', reason: '' },
      ]);
    });

    it('cancels an order paid on delivery before it ships: its units go back into stock, the shopper is told', async () => {
      const before = await units();
      const { s, order } = await placeOrder('CASH_ON_DELIVERY', 2);
      expect(await units()).toEqual({ quantity: before.quantity - 2, reserved: before.reserved });
      await move(order.id, 'PREPARING');
      await move(order.id, 'CANCELLED', { reason: 'El cliente lo pidió por teléfono' });
      expect(await units()).toEqual(before);
      expect((await read(s, order.token)).status).toBe('CANCELLED');
      expect((await mails(order.id)).map((m) => m.subject)).toContain(`Cancelamos tu pedido N.º ${order.number}`);
      // Cancelled is final: nothing more moves, and no unit comes back twice.
      expect(await codeOf(move(order.id, 'PREPARING'))).toBe('ORDER_TRANSITION_REFUSED');
      expect(await units()).toEqual(before);
    });

    it('cancels an unpaid order paid online: the units it held are released; it is not prepared before it is paid', async () => {
      const before = await units();
      const { order } = await placeOrder('WALLET', 3);
      expect(await units()).toEqual({ quantity: before.quantity, reserved: before.reserved + 3 });
      await expect(move(order.id, 'PREPARING')).rejects.toMatchObject({ extensions: { code: 'ORDER_TRANSITION_REFUSED', notPaid: true } });
      await move(order.id, 'CANCELLED');
      expect(await units()).toEqual(before);
    });

    it('prepares an order paid online as soon as Mercado Pago approves it, by the shop itself', async () => {
      const { order } = await paidWalletOrder();
      expect(order.status).toBe('PREPARING');
      expect(order.history).toEqual([{ from: 'PENDING', to: 'PREPARING', actor: 'SYSTEM', at: expect.any(String) }]);
      // The payment's e-mail tells the shopper it is being prepared; no second one.
      expect((await mails(order.id)).map((m) => m.kind)).toEqual(['order-confirmation', 'payment-approved']);
    });
  });

  describe(`refunds (${label})`, () => {
    it('refunds part, then the rest, once per key, following the payment state, and never more than remains', async () => {
      const { s, order, paymentId } = await paidWalletOrder(2);
      const total = Math.round(order.total * 100);
      const part = Math.floor(total / 3);

      const first = await refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: part, reason: 'Una batería llegó golpeada', idempotencyKey: 'refund-key-0001' });
      expect(first).toMatchObject({ repeated: false, refund: { amountCentavos: part, state: 'approved', orderNumber: order.number, staffId: 'staff-7', reason: 'Una batería llegó golpeada' } });
      expect(standIn.store.refundsOf(paymentId)).toEqual([expect.objectContaining({ id: Number(first.refund.providerRefundId), amount: part / 100 })]);
      expect((await read(s, order.token)).onlinePayment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCentavos: part });

      // The same key again: the same refund, nothing asked or recorded twice.
      const again = await refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: part, reason: 'Una batería llegó golpeada', idempotencyKey: 'refund-key-0001' });
      expect(again).toMatchObject({ repeated: true, refund: { id: first.refund.id, providerRefundId: first.refund.providerRefundId } });
      expect(standIn.store.refundsOf(paymentId)).toHaveLength(1);
      expect(await codeOf(refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: part + 1, reason: 'Una batería llegó golpeada', idempotencyKey: 'refund-key-0001' }))).toBe('IDEMPOTENCY_KEY_REUSED');

      // More than remains is refused with what remains.
      await expect(refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: total, reason: 'Todo', idempotencyKey: 'refund-key-0002' })).rejects.toMatchObject({
        extensions: { code: 'REFUND_EXCEEDS_REMAINING', remainingCentavos: total - part },
      });

      // Mercado Pago's notification of the refund changes nothing more.
      await expect.poll(async () => Number((await app().db.query<{ r: string }>('select amount_refunded as r from payments where provider_payment_id = $1', [String(paymentId)])).rows[0].r)).toBe(part / 100);
      expect((await read(s, order.token)).onlinePayment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCentavos: part });

      const rest = await refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: null, reason: 'Devolución del resto', idempotencyKey: 'refund-key-0003' });
      expect(rest.refund.amountCentavos).toBe(total - part);
      expect((await read(s, order.token)).onlinePayment).toMatchObject({ status: 'REFUNDED', refundedCentavos: total });
      expect(await codeOf(refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: 100, reason: 'Otra vez', idempotencyKey: 'refund-key-0004' }))).toBe('REFUND_NOT_POSSIBLE');

      const rows = await app().db.query<{ amount_centavos: string; state: string; payment_id: string; reason: string }>(
        'select amount_centavos, state, payment_id, reason from refunds where order_id = $1 order by created_at',
        [order.id],
      );
      expect(rows.rows.map((r) => [Number(r.amount_centavos), r.state, r.reason])).toEqual([
        [part, 'approved', 'Una batería llegó golpeada'],
        [total - part, 'approved', 'Devolución del resto'],
      ]);
      const refundMails = (await mails(order.id)).filter((m) => m.kind === 'order-refund');
      expect(refundMails).toHaveLength(2);
      expect(refundMails[0].subject).toContain(`del pedido N.º ${order.number}`);
    });

    it('says clearly when Mercado Pago is down, records nothing, and the same key works once it is back', async () => {
      const { s, order, paymentId } = await paidWalletOrder();
      const total = Math.round(order.total * 100);
      for (const mode of ['unavailable', 'error'] as const) {
        standIn.store.refundMode = mode;
        await expect(refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: 1000, reason: 'Falla', idempotencyKey: 'refund-down-01' })).rejects.toMatchObject({
          message: expect.stringContaining('nothing was refunded'),
          extensions: { code: 'PAYMENT_PROVIDER_UNAVAILABLE' },
        });
      }
      standIn.store.refundMode = 'normal';
      expect((await app().db.query('select id from refunds where order_id = $1', [order.id])).rows).toEqual([]);
      expect(standIn.store.refundsOf(paymentId)).toEqual([]);
      expect((await read(s, order.token)).onlinePayment).toMatchObject({ status: 'APPROVED', refundedCentavos: 0 });

      const done = await refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: 1000, reason: 'Falla', idempotencyKey: 'refund-down-01' });
      expect(done.refund.amountCentavos).toBe(1000);
      expect(standIn.store.refundsOf(paymentId)).toHaveLength(1);
      expect((await read(s, order.token)).onlinePayment).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCentavos: 1000 });
      expect(total).toBeGreaterThan(1000);
    });

    it('answers one refund to the same key sent twice at once', async () => {
      const { order, paymentId } = await paidWalletOrder();
      const request = { orderId: order.id, amountCentavos: 2500, reason: 'Doble clic', idempotencyKey: 'refund-twice-01' };
      const [a, b] = await Promise.all([refundOrder(app(), STAFF, request), refundOrder(app(), STAFF, request)]);
      expect(a.refund.id).toBe(b.refund.id);
      expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
      expect(standIn.store.refundsOf(paymentId)).toHaveLength(1);
      expect((await app().db.query('select id from refunds where order_id = $1', [order.id])).rows).toHaveLength(1);
    });

    it('refuses to refund an order paid on delivery (no Mercado Pago payment)', async () => {
      const { order } = await placeOrder('CASH_ON_DELIVERY');
      expect(await codeOf(refundOrder(app(), STAFF, { orderId: order.id, amountCentavos: 100, reason: 'x', idempotencyKey: 'refund-cod-01' }))).toBe('REFUND_NOT_POSSIBLE');
    });
  });

  describe(`returns (${label})`, () => {
    it('receives a return asked past the 10 days (shown late, with its dates), restocks it and refunds it', async () => {
      const { s, order } = await paidWalletOrder(2);
      await move(order.id, 'SHIPPED', { carrier: 'OCA', trackingNumber: 'OCA-998877' });
      await move(order.id, 'DELIVERED');
      await app().db.query(`update orders set created_at = now() - interval '20 days', delivered_at = now() - interval '15 days' where id = $1`, [order.id]);
      const revoked = ok(
        await s.gql<{ requestOrderRevocation: { code: string; withinTerm: boolean } }>(
          'mutation($input: OrderRevocationInput!) { requestOrderRevocation(input: $input) { code withinTerm } }',
          { input: { orderNumber: order.number, email: order.email } },
        ),
      ).requestOrderRevocation;
      expect(revoked.withinTerm).toBe(false);

      // Not received yet: not refunded.
      expect(await codeOf(refundReturn(app(), STAFF, { orderId: order.id, idempotencyKey: 'return-refund-01' }))).toBe('RETURN_STEP_REFUSED');

      const before = await units();
      const received = await receiveReturn(app(), STAFF, { orderId: order.id, restock: true });
      expect(received).toMatchObject({ state: 'received', late: true, withinTerm: false, restocked: true, receivedBy: 'staff-7', code: revoked.code });
      expect(Date.parse(received.termEndsAt)).toBeLessThan(Date.parse(received.requestedAt));
      expect(Date.parse(received.termStartsAt)).toBeLessThan(Date.now() - 14 * 86_400_000);
      expect(await units()).toEqual({ quantity: before.quantity + 2, reserved: before.reserved });
      expect(await codeOf(receiveReturn(app(), STAFF, { orderId: order.id, restock: true }))).toBe('RETURN_STEP_REFUSED');
      expect(await units()).toEqual({ quantity: before.quantity + 2, reserved: before.reserved });

      const refunded = await refundReturn(app(), STAFF, { orderId: order.id, idempotencyKey: 'return-refund-01' });
      expect(refunded.return.state).toBe('refunded');
      expect(refunded.refund).toMatchObject({ forReturn: true, amountCentavos: Math.round(order.total * 100), reason: `Arrepentimiento ${revoked.code}` });
      const shopperView = await read(s, order.token);
      expect(shopperView.revocation).toMatchObject({ state: 'REFUNDED', withinTerm: false });
      expect(shopperView.onlinePayment?.status).toBe('REFUNDED');
      // The same key answers the same refund; another key is refused.
      expect((await refundReturn(app(), STAFF, { orderId: order.id, idempotencyKey: 'return-refund-01' })).repeated).toBe(true);
      expect(await codeOf(refundReturn(app(), STAFF, { orderId: order.id, idempotencyKey: 'return-refund-02' }))).toBe('RETURN_STEP_REFUSED');
    });

    it('receives a return without restocking (goods not fit for sale)', async () => {
      const { s, order } = await placeOrder('CASH_ON_DELIVERY');
      ok(await s.gql('mutation($input: OrderRevocationInput!) { requestOrderRevocation(input: $input) { code } }', { input: { orderNumber: order.number, email: order.email } }));
      const before = await units();
      const received = await receiveReturn(app(), STAFF, { orderId: order.id, restock: false });
      expect(received).toMatchObject({ state: 'received', late: false, restocked: false });
      expect(await units()).toEqual(before);
      expect((await read(s, order.token)).revocation?.state).toBe('RECEIVED');
    });
  });
}
