import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGlobalDispatcher, MockAgent, setGlobalDispatcher, type Dispatcher } from 'undici';
import { signNotification, StandInStore } from '../../fixtures/mercadopago/index';
import { recordPayment } from '../../server/payment/service';
import { refundOrder } from '../../server/payment/refunds';
import { captureLog } from '../helpers/log-capture';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';
import { addressInput, addToCart, errorCode, ok, PRODUCTS } from '../shopper/helpers';

/**
 * Mercado Pago through its official SDK, with the SDK's HTTP calls to api.mercadopago.com answered
 * by undici's MockAgent from the stand-in's store (fixtures/mercadopago): preferences are made and
 * payments read exactly as the SDK does it against Mercado Pago; notifications are signed as
 * Mercado Pago signs them and sent to the gateway's route.
 */
const ACCESS_TOKEN = 'TEST-4455667788-private-access-token';
const SECRET = 'webhook-secret-of-the-tests';
const store = new StandInStore();
store.checkoutUrl = 'https://www.mercadopago.com.ar/checkout/v1/redirect';
const calls = { preferences: 0, payments: 0, unauthorised: 0, refused: 0, refunds: [] as Array<{ key: string | null; body: unknown }> };
/** While true, Mercado Pago answers preferences with 429 (too many requests) and no wait. */
let refusing = false;

let previous: Dispatcher;
let agent: MockAgent;
let shop: TestShop;
const captured = captureLog('info');

function header(opts: { headers?: unknown }, name: string): string | null {
  const h = opts.headers;
  if (!h) return null;
  if (Array.isArray(h)) {
    for (let i = 0; i < h.length; i += 2) if (String(h[i]).toLowerCase() === name) return String(h[i + 1]);
    return null;
  }
  if (h instanceof Headers) return h.get(name);
  const entry = Object.entries(h as Record<string, string>).find(([k]) => k.toLowerCase() === name);
  return entry ? entry[1] : null;
}

beforeAll(async () => {
  previous = getGlobalDispatcher();
  agent = new MockAgent();
  // The shop, the test's own requests and the parts provider stay on loopback.
  agent.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
  setGlobalDispatcher(agent);
  const api = agent.get('https://api.mercadopago.com');
  api
    .intercept({ path: '/checkout/preferences/', method: 'POST' })
    .reply<object>((opts) => {
      if (header(opts, 'authorization') !== `Bearer ${ACCESS_TOKEN}`) {
        calls.unauthorised += 1;
        return { statusCode: 401, data: { message: 'invalid access token', status: 401 } };
      }
      if (refusing) {
        calls.refused += 1;
        return { statusCode: 429, data: { message: 'too many requests', status: 429 }, responseOptions: { headers: { 'retry-after': '0' } } };
      }
      calls.preferences += 1;
      const body = JSON.parse(String(opts.body)) as Record<string, unknown>;
      return { statusCode: 201, data: store.createPreference(body, header(opts, 'x-idempotency-key')) };
    })
    .persist();
  api
    .intercept({ path: (p: string) => /^\/v1\/payments\/\d+$/.test(p), method: 'GET' })
    .reply<object>((opts) => {
      calls.payments += 1;
      const payment = store.payment(Number(opts.path.split('/').pop()));
      return payment ? { statusCode: 200, data: StandInStore.publicPayment(payment) } : { statusCode: 404, data: { message: 'Payment not found', status: 404 } };
    })
    .persist();
  api
    .intercept({ path: (p: string) => /^\/v1\/payments\/\d+\/refunds$/.test(p), method: 'POST' })
    .reply<object>((opts) => {
      if (header(opts, 'authorization') !== `Bearer ${ACCESS_TOKEN}`) return { statusCode: 401, data: { message: 'invalid access token', status: 401 } };
      const body = JSON.parse(String(opts.body ?? '{}')) as { amount?: number };
      calls.refunds.push({ key: header(opts, 'x-idempotency-key'), body });
      try {
        return { statusCode: 201, data: store.refund(Number(opts.path.split('/')[3]), body.amount, header(opts, 'x-idempotency-key')) };
      } catch (err) {
        return { statusCode: 400, data: { message: (err as Error).message, status: 400 } };
      }
    })
    .persist();
  shop = await startTestShop(
    { MERCADOPAGO_ACCESS_TOKEN: ACCESS_TOKEN, MERCADOPAGO_PUBLIC_KEY: 'TEST-public-key', MERCADOPAGO_WEBHOOK_SECRET: SECRET, MERCADOPAGO_TIMEOUT_MS: '3000' },
    { log: captured.log },
  );
});
afterAll(async () => {
  await shop?.close();
  setGlobalDispatcher(previous);
  await agent?.close();
});

const ORDER = `token number status total invoiceType onlinePayment { status providerPaymentId }`;
interface OrderShape {
  token: string;
  number: number;
  status: string;
  total: number;
  invoiceType: string;
  onlinePayment: { status: string; providerPaymentId: string | null } | null;
}

/** A WALLET order of a battery, and the id of the preference made to pay it. */
async function walletOrder(s: Shopper, key: string, billing: Record<string, unknown> = {}): Promise<{ order: OrderShape; url: string; preferenceId: string }> {
  ok(await addToCart(s, PRODUCTS.battery, 1));
  const { checkout: order } = ok(
    await s.gql<{ checkout: OrderShape }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER} } }`, {
      input: { shippingAddress: { address: addressInput(billing) }, billingSameAsShipping: true, payment: 'WALLET', idempotencyKey: key },
    }),
  );
  const { startPayment } = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token }));
  const preferenceId = new URL(startPayment.url).searchParams.get('pref_id') ?? '';
  return { order, url: startPayment.url, preferenceId };
}

async function read(s: Shopper, token: string): Promise<OrderShape> {
  return ok(await s.gql<{ orderByToken: OrderShape }>(`query($t: String!) { orderByToken(token: $t) { ${ORDER} } }`, { t: token })).orderByToken;
}

/** Sends Mercado Pago's notification of a payment, signed with `secret`. */
function notify(paymentId: number, secret = SECRET): Promise<Response> {
  return fetch(`${shop.url}/payments/mercadopago/notifications?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signNotification(secret, String(paymentId)) },
    body: JSON.stringify({ action: 'payment.updated', api_version: 'v1', type: 'payment', data: { id: String(paymentId) }, live_mode: false }),
  });
}

async function outbox(kind: string, token: string): Promise<number> {
  const r = await shop.server.services.db.query<{ n: number }>(
    `select count(*)::int as n from mail_outbox m join orders o on m.dedupe_key like $1 || ':' || o.id || '%' where o.token = $2`,
    [kind, token],
  );
  return r.rows[0].n;
}

describe('Mercado Pago Checkout Pro', () => {
  it('is offered with its public key, and makes one preference per order: items summing to the total, payer, token, back and notification URLs', async () => {
    const s = shop.shopper();
    const methods = ok(await s.gql<{ paymentMethods: { method: string; publicKey: string | null }[] }>('{ paymentMethods { method publicKey } }'));
    expect(methods.paymentMethods.at(-1)).toEqual({ method: 'WALLET', publicKey: 'TEST-public-key' });

    const before = calls.preferences;
    const { order, url, preferenceId } = await walletOrder(s, 'mp-preference-1', { documentType: 'CUIT', documentNumber: '20-12345678-6', ivaCondition: 'RESPONSABLE_INSCRIPTO' });
    expect(order.onlinePayment).toEqual({ status: 'PENDING', providerPaymentId: null });
    expect(order.invoiceType).toBe('A');
    expect(url.startsWith(store.checkoutUrl)).toBe(true);
    const preference = store.preference(preferenceId);
    expect(preference).toMatchObject({
      external_reference: order.token,
      notification_url: `${shop.url}/payments/mercadopago/notifications`,
      back_urls: { success: `${shop.url}/shop/order-success?token=${order.token}` },
      auto_return: 'approved',
      payer: { email: 'martina@example.com', identification: { type: 'CUIT', number: '20123456786' } },
    });
    expect(StandInStore.total(preference!)).toBe(order.total);
    expect(preference!.items.map((i) => i.id)).toEqual([PRODUCTS.battery, 'shipping']);
    // Asked again (a retry, another tab): the same preference, not a second one.
    ok(await s.gql('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token }));
    expect(calls.preferences - before).toBe(1);
    expect(calls.unauthorised).toBe(0);

    const cash = shop.shopper();
    ok(await addToCart(cash, PRODUCTS.oil, 1));
    const offline = ok(await cash.gql<{ checkout: OrderShape }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER} } }`, {
      input: { shippingAddress: { address: addressInput() }, payment: 'CASH_ON_DELIVERY', idempotencyKey: 'mp-cash-order-1' },
    })).checkout;
    expect(offline.onlinePayment).toBeNull();
    expect(errorCode(await cash.gql('mutation($t: String!) { startPayment(token: $t) { url } }', { t: offline.token }))).toBe('PAYMENT_NOT_REQUIRED');
  });

  it('answers PAYMENT_PROVIDER_UNAVAILABLE (503) while Mercado Pago refuses, keeping the order, and makes the preference once it answers', async () => {
    const s = shop.shopper();
    ok(await addToCart(s, PRODUCTS.battery, 1));
    const { checkout: order } = ok(await s.gql<{ checkout: OrderShape }>(`mutation($input: CheckoutInput!) { checkout(input: $input) { ${ORDER} } }`, {
      input: { shippingAddress: { address: addressInput() }, payment: 'WALLET', idempotencyKey: 'mp-outage-1' },
    }));
    refusing = true;
    try {
      const refused = await s.gql('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token });
      expect(errorCode(refused)).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
      expect(refused.status).toBe(503);
      // The SDK tried three times (its own retries), then gave up.
      expect(calls.refused).toBe(3);
    } finally {
      refusing = false;
    }
    expect(await read(s, order.token)).toMatchObject({ status: 'PENDING', onlinePayment: { status: 'PENDING', providerPaymentId: null } });
    const again = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token }));
    expect(again.startPayment.url.startsWith(store.checkoutUrl)).toBe(true);
  });

  it('marks the order paid when Mercado Pago approves, once, however often it notifies', async () => {
    const s = shop.shopper();
    const { order, preferenceId } = await walletOrder(s, 'mp-approved-1');
    const payment = store.pay(preferenceId, 'approved');
    expect((await notify(payment.id)).status).toBe(200);
    expect(await read(s, order.token)).toMatchObject({ status: 'PREPARING', onlinePayment: { status: 'APPROVED', providerPaymentId: String(payment.id) } });
    // The same notification again, twice at once: still one payment, one e-mail.
    expect((await Promise.all([notify(payment.id), notify(payment.id)])).map((r) => r.status)).toEqual([200, 200]);
    const rows = await shop.server.services.db.query<{ n: number }>('select count(*)::int as n from payments where provider_payment_id = $1', [String(payment.id)]);
    expect(rows.rows[0].n).toBe(1);
    expect(await outbox('payment-approved', order.token)).toBe(1);
    expect(errorCode(await s.gql('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token }))).toBe('PAYMENT_NOT_REQUIRED');

    // Without SMTP_URL the e-mail is kept in the outbox and shown at /dev/mail.
    const list = await (await fetch(`${shop.url}/dev/mail`)).text();
    expect(list).toContain(`Recibimos el pago de tu pedido N.º ${order.number}`);
    const id = /href="\/dev\/mail\/(\d+)">Recibimos el pago de tu pedido N\.º (\d+)/.exec(list);
    expect(id?.[2]).toBe(String(order.number));
    const page = await fetch(`${shop.url}/dev/mail/${id?.[1]}`);
    expect(await page.text()).toContain('src="/dev/mail/shop-logo.png"');
  });

  it('leaves the order pending and payable again after a rejection, says a pending payment is in process, then takes an approval', async () => {
    const s = shop.shopper();
    const { order, url, preferenceId } = await walletOrder(s, 'mp-rejected-1');
    const rejected = store.pay(preferenceId, 'rejected');
    expect((await notify(rejected.id)).status).toBe(200);
    expect(await read(s, order.token)).toMatchObject({ status: 'PENDING', onlinePayment: { status: 'REJECTED', providerPaymentId: String(rejected.id) } });
    expect(await outbox('payment-rejected', order.token)).toBe(1);
    // Paying again goes to the same checkout page.
    const again = ok(await s.gql<{ startPayment: { url: string } }>('mutation($t: String!) { startPayment(token: $t) { url } }', { t: order.token }));
    expect(again.startPayment.url).toBe(url);

    const pending = store.pay(preferenceId, 'pending');
    expect((await notify(pending.id)).status).toBe(200);
    expect(await read(s, order.token)).toMatchObject({ status: 'PENDING', onlinePayment: { status: 'PENDING', providerPaymentId: String(pending.id) } });

    store.update(pending.id, 'approved');
    expect((await notify(pending.id)).status).toBe(200);
    expect(await read(s, order.token)).toMatchObject({ status: 'PREPARING', onlinePayment: { status: 'APPROVED', providerPaymentId: String(pending.id) } });
  });

  it('refuses a notification with a bad signature, and a payment whose amount is not the order total, and logs both', async () => {
    const s = shop.shopper();
    const { order, preferenceId } = await walletOrder(s, 'mp-refused-1');
    const forged = store.pay(preferenceId, 'approved');
    const asked = calls.payments;
    expect((await notify(forged.id, 'not-the-secret')).status).toBe(401);
    const unsigned = await fetch(`${shop.url}/payments/mercadopago/notifications?data.id=${forged.id}&type=payment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(401);
    // Refused before Mercado Pago was even asked.
    expect(calls.payments).toBe(asked);
    expect((await read(s, order.token)).onlinePayment?.status).toBe('PENDING');

    const short = store.pay(preferenceId, 'approved', { amount: order.total - 1 });
    expect((await notify(short.id)).status).toBe(422);
    expect(await read(s, order.token)).toMatchObject({ status: 'PENDING', onlinePayment: { status: 'PENDING', providerPaymentId: null } });
    expect(captured.atLeast(40).some((l) => l.msg === 'Mercado Pago notification refused: bad signature')).toBe(true);
    const mismatch = captured.atLeast(50).find((l) => l.msg === 'Mercado Pago payment does not match its order amount: not recorded');
    expect(mismatch).toMatchObject({ payment: { id: String(short.id), amount: order.total - 1 }, order: { number: order.number, total: order.total } });
  });

  it("records the payment the shopper comes back with by asking Mercado Pago, never goes back to an older report, and follows a refund", async () => {
    const s = shop.shopper();
    const { order, preferenceId } = await walletOrder(s, 'mp-return-1');
    const payment = store.pay(preferenceId, 'approved');
    // No notification yet: the back URL's payment id is checked with Mercado Pago.
    const back = ok(await s.gql<{ confirmPayment: OrderShape }>(`mutation($t: String!, $p: String!) { confirmPayment(token: $t, paymentId: $p) { ${ORDER} } }`, { t: order.token, p: String(payment.id) }));
    expect(back.confirmPayment).toMatchObject({ status: 'PREPARING', onlinePayment: { status: 'APPROVED' } });
    // Another order's payment is not this order's.
    const other = await walletOrder(shop.shopper(), 'mp-return-2');
    expect(errorCode(await s.gql(`mutation($t: String!, $p: String!) { confirmPayment(token: $t, paymentId: $p) { token } }`, { t: other.order.token, p: String(payment.id) }))).toBe('NOT_FOUND');

    // A report older than the one recorded changes nothing.
    const stale = { id: String(payment.id), status: 'pending', statusDetail: '', externalReference: order.token, amount: order.total, amountRefunded: 0, currency: 'ARS', lastUpdated: new Date(Date.parse(payment.date_last_updated) - 60_000).toISOString() };
    expect(await recordPayment(shop.server.services, stale)).toBe('unchanged');
    expect((await read(s, order.token)).onlinePayment?.status).toBe('APPROVED');

    store.update(payment.id, 'refunded');
    expect((await notify(payment.id)).status).toBe(200);
    expect((await read(s, order.token)).onlinePayment).toEqual({ status: 'REFUNDED', providerPaymentId: String(payment.id) });
  });

  it("refunds part of a payment through the SDK's refunds call, with the refund's idempotency key and the amount in pesos", async () => {
    const s = shop.shopper();
    const { order, preferenceId } = await walletOrder(s, 'mp-refund-1');
    const payment = store.pay(preferenceId, 'approved');
    expect((await notify(payment.id)).status).toBe(200);
    const { id } = ok(await s.gql<{ orderByToken: { id: string } }>('query($t: String!) { orderByToken(token: $t) { id } }', { t: order.token })).orderByToken;
    const { refund } = await refundOrder(shop.server.services, { kind: 'staff', staffId: 'staff-1' }, { orderId: id, amountCentavos: 1050, reason: 'Diferencia de precio', idempotencyKey: 'sdk-refund-0001' });
    expect(calls.refunds.at(-1)).toEqual({ key: 'sdk-refund-0001', body: { amount: 10.5 } });
    expect(refund).toMatchObject({ state: 'approved', amountCentavos: 1050, providerRefundId: String(store.refundsOf(payment.id)[0].id) });
    // Mercado Pago's notification of the changed payment agrees.
    expect((await notify(payment.id)).status).toBe(200);
    expect((await read(s, order.token)).onlinePayment).toEqual({ status: 'PARTIALLY_REFUNDED', providerPaymentId: String(payment.id) });
  });
});
