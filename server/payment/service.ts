import type { GraphQLContext } from '../context';
import { recordCatalogueWrite } from '../pricing/catalogue-writes';
import { toCentavos, toPesos } from '../pricing/rules';
import { consumeReservations, releaseReservations } from '../stock/reservations';
import type { Queryable } from '../db';
import { notFound, userError } from '../errors';
import type { PaymentStatus } from '../generated/graphql';
import { shopPageUrl } from '../mail/language';
import { paymentResultMail } from '../mail/messages';
import { isMailLanguage, type MailLanguage } from '../mail/texts';
import { orderPagePath } from '../checkout/service';
import { findByToken, loadOrder, type OrderModel } from '../order/service';
import type { AppServices } from '../services';
import { MercadoPagoUnavailable, type MercadoPagoApi, type PreferenceRequest, type ProviderPayment } from './mercadopago-api';
import { paymentStatusOf } from './status';
import { settleOrderPayment } from './settle';
import { moveOrderInTransaction, SYSTEM_ACTOR } from '../order/transitions';

/** Where Mercado Pago sends its notifications (the gateway's route in notifications.ts). */
export const NOTIFICATION_PATH = '/payments/mercadopago/notifications';

const PROVIDER = 'mercadopago';

type App = Pick<AppServices, 'db' | 'log' | 'mail' | 'payments' | 'siteUrl'>;
type Ctx = Pick<GraphQLContext, 'viewer' | 'db' | 'app' | 'log'>;

function unavailable(): Error {
  return userError('PAYMENT_PROVIDER_UNAVAILABLE', 'Mercado Pago did not answer; try again in a moment', { status: 503 });
}

function mercadoPago(app: Pick<App, 'payments'>): MercadoPagoApi {
  const api = app.payments.mercadoPago;
  if (!api) throw unavailable();
  return api;
}

function languageOf(order: OrderModel): MailLanguage {
  return isMailLanguage(order.language) ? order.language : 'es';
}

/**
 * The rows of an order added to its lines: shipping. The TAX row is the IVA the prices include and
 * is not charged again (orders placed when tax was added on top still carry it in their total).
 */
function chargedRows(order: OrderModel): OrderModel['totals'] {
  const all = order.totals.reduce((s, r) => s + r.priceCentavos, 0);
  const addedOnTop = toCentavos(order.subtotal) + all === order.totalCentavos;
  return order.totals.filter((r) => r.type !== 'TAX' || addedOnTop);
}

/**
 * The preference of an order: its lines and shipping as items (so Mercado Pago charges the order's
 * total to the centavo; prices include IVA), the billing address as payer, the order's token as external
 * reference, its page as back URL (in the order's language) and the gateway's notification URL.
 */
export function preferenceFor(order: OrderModel, siteUrl: string): PreferenceRequest {
  const billing = order.billingAddress;
  const back = shopPageUrl(siteUrl, orderPagePath(order.token), languageOf(order));
  const item = (id: string, title: string, quantity: number, price: number) => ({ id, title: title.slice(0, 250), quantity, unit_price: price, currency_id: 'ARS' });
  return {
    items: [
      ...order.items.map((i) => item(i.productId, [i.name, ...i.options.map((o) => `${o.name}: ${o.value}`)].join(' · '), i.quantity, i.price)),
      ...chargedRows(order).map((row) => item(row.type.toLowerCase(), row.type === 'SHIPPING' ? 'Envío' : 'Impuestos', 1, toPesos(row.priceCentavos))),
    ],
    payer: {
      name: billing.firstName,
      surname: billing.lastName,
      email: order.email,
      phone: { number: billing.phone },
      ...(billing.documentType && billing.documentNumber ? { identification: { type: billing.documentType, number: billing.documentNumber } } : {}),
      address: { zip_code: billing.postcode, street_name: billing.address1 },
    },
    external_reference: order.token,
    back_urls: { success: back, pending: back, failure: back },
    auto_return: 'approved',
    notification_url: new URL(NOTIFICATION_PATH, siteUrl).toString(),
    statement_descriptor: 'AUTOPARTES DEL SUR',
    metadata: { order_number: order.number },
  };
}

/** Mercado Pago's checkout page for a WALLET order not paid yet: its preference is made once, then reused. */
export async function startPayment(ctx: Ctx, token: string): Promise<{ url: string }> {
  const order = await findByToken(ctx, token);
  if (order.payment !== 'WALLET' || order.onlinePayment?.status === 'APPROVED' || order.onlinePayment?.status === 'REFUNDED') {
    throw userError('PAYMENT_NOT_REQUIRED', 'This order has nothing to pay online', { status: 400 });
  }
  const saved = await ctx.db.query<{ payment_url: string | null }>('select payment_url from orders where id = $1', [order.id]);
  const known = saved.rows[0]?.payment_url;
  if (known) return { url: known };
  let preference;
  try {
    // One key per order: concurrent asks make one preference at Mercado Pago.
    preference = await mercadoPago(ctx.app).createPreference(preferenceFor(order, ctx.app.siteUrl()), `preference-${order.id}`);
  } catch (err) {
    if (!(err instanceof MercadoPagoUnavailable)) throw err;
    ctx.log.warn({ err, order: { id: order.id, number: order.number } }, 'Mercado Pago preference not created');
    throw unavailable();
  }
  const r = await ctx.db.query<{ payment_url: string }>(
    `update orders set payment_preference_id = coalesce(payment_preference_id, $2), payment_url = coalesce(payment_url, $3)
      where id = $1 returning payment_url`,
    [order.id, preference.id, preference.initPoint],
  );
  return { url: r.rows[0]?.payment_url ?? preference.initPoint };
}

export type RecordOutcome = 'recorded' | 'unchanged' | 'unknown-order' | 'not-wallet' | 'amount-mismatch';

interface PaymentRow {
  status: PaymentStatus;
  provider_status: string;
  provider_payment_id: string;
  provider_updated_at: Date | string;
}

async function queuePaymentMail(app: App, tx: Queryable, orderId: string, payment: ProviderPayment, approved: boolean): Promise<void> {
  const order = await loadOrder(tx, orderId);
  if (!order) return;
  const language = languageOf(order);
  const link = shopPageUrl(app.siteUrl(), orderPagePath(order.token), language);
  await app.mail.enqueue(tx, {
    kind: approved ? 'payment-approved' : 'payment-rejected',
    // One "paid" message per order; one "rejected" per refused payment.
    dedupeKey: approved ? `payment-approved:${orderId}` : `payment-rejected:${orderId}:${payment.id}`,
    to: order.email,
    language,
    ...paymentResultMail(order, { approved, providerPaymentId: payment.id, amount: payment.amount }, link, language),
  });
}

/**
 * Records a payment as Mercado Pago reports it (after a notification, or when the shopper comes
 * back): once per payment id, so a repeated report changes nothing, and never going back to an
 * older state (Mercado Pago's `date_last_updated`), so reports arriving out of order are harmless.
 * A payment whose amount or currency is not the order's is refused and logged. The order's payment
 * status follows its payments; an approved one moves a PENDING order to PAID; the shopper is
 * e-mailed when the order is paid, and when a payment is rejected.
 */
export async function recordPayment(app: App, payment: ProviderPayment): Promise<RecordOutcome> {
  const token = payment.externalReference ?? '';
  const found = /^[\w-]{20,64}$/.test(token)
    ? await app.db.query<{ id: string; number: number | string; payment: string; total: number | string }>(
        'select id, number, payment, total from orders where token = $1',
        [token],
      )
    : { rows: [] };
  const order = found.rows[0];
  if (!order) {
    app.log.warn({ payment: { id: payment.id, status: payment.status } }, 'Mercado Pago payment names no order of the shop: ignored');
    return 'unknown-order';
  }
  if (order.payment !== 'WALLET') {
    app.log.warn({ payment: { id: payment.id }, order: { id: order.id, number: Number(order.number) } }, 'Mercado Pago payment for an order not paid online: ignored');
    return 'not-wallet';
  }
  if (toCentavos(payment.amount) !== toCentavos(Number(order.total)) || payment.currency !== 'ARS') {
    app.log.error(
      { payment: { id: payment.id, status: payment.status, amount: payment.amount, currency: payment.currency }, order: { id: order.id, number: Number(order.number), total: Number(order.total) } },
      'Mercado Pago payment does not match its order amount: not recorded',
    );
    return 'amount-mismatch';
  }
  const status = paymentStatusOf(payment.status);
  const reported = new Date(payment.lastUpdated);
  let released: string[] = [];
  const outcome = await app.db.transaction(async (tx): Promise<RecordOutcome> => {
    const locked = await tx.query<{ payment_status: PaymentStatus | null; status: string }>('select payment_status, status from orders where id = $1 for update', [order.id]);
    const before = locked.rows[0]?.payment_status ?? 'PENDING';
    const existing = await tx.query<PaymentRow>(
      'select status, provider_status, provider_payment_id, provider_updated_at from payments where provider = $1 and provider_payment_id = $2',
      [PROVIDER, payment.id],
    );
    const seen = existing.rows[0];
    if (seen) {
      const last = new Date(seen.provider_updated_at).getTime();
      if (reported.getTime() < last || (reported.getTime() === last && seen.provider_status === payment.status)) return 'unchanged';
      await tx.query(
        `update payments set status = $3, provider_status = $4, status_detail = $5, provider_updated_at = $6, amount_refunded = $7, updated_at = now()
          where provider = $1 and provider_payment_id = $2`,
        [PROVIDER, payment.id, status, payment.status, payment.statusDetail, reported, payment.amountRefunded],
      );
    } else {
      await tx.query(
        `insert into payments (order_id, provider, provider_payment_id, status, provider_status, status_detail, amount, currency, provider_updated_at, amount_refunded)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [order.id, PROVIDER, payment.id, status, payment.status, payment.statusDetail, payment.amount, payment.currency, reported, payment.amountRefunded],
      );
    }
    const overall = await settleOrderPayment(tx, order.id);
    // A new order paid online is being prepared once its payment is approved.
    if (overall === 'APPROVED' && locked.rows[0]?.status === 'PENDING') {
      await moveOrderInTransaction(tx, app, SYSTEM_ACTOR, { orderId: order.id, to: 'PREPARING', reason: `Mercado Pago payment ${payment.id} approved` });
    }
    // Paid: the units held for the order leave stock. Rejected: they go back on sale.
    if (overall === 'APPROVED' && before !== 'APPROVED') {
      await consumeReservations(tx, order.id);
      await queuePaymentMail(app, tx, order.id, payment, true);
    } else if (status === 'REJECTED' && seen?.status !== 'REJECTED' && overall !== 'APPROVED' && overall !== 'PARTIALLY_REFUNDED') {
      released = await releaseReservations(tx, order.id);
      await queuePaymentMail(app, tx, order.id, payment, false);
    }
    return 'recorded';
  });
  if (outcome === 'recorded') {
    app.log.info({ payment: { id: payment.id, status: payment.status }, order: { id: order.id, number: Number(order.number) } }, 'Mercado Pago payment recorded');
    app.mail.kick();
  }
  if (released.length > 0) await recordCatalogueWrite(app.db, 'stock-change', released);
  return outcome;
}

/**
 * When the shopper comes back from Mercado Pago: the payment named in the address is asked of
 * Mercado Pago and recorded if it is this order's (its status in the address is never believed).
 */
export async function confirmPayment(ctx: Ctx, token: string, paymentId: string): Promise<OrderModel> {
  const order = await findByToken(ctx, token);
  if (order.payment !== 'WALLET' || !/^\d{1,20}$/.test(paymentId)) throw notFound();
  let payment: ProviderPayment | null;
  try {
    payment = await mercadoPago(ctx.app).getPayment(paymentId);
  } catch (err) {
    if (!(err instanceof MercadoPagoUnavailable)) throw err;
    ctx.log.warn({ err, payment: { id: paymentId } }, 'Mercado Pago payment not read');
    throw unavailable();
  }
  if (!payment || payment.externalReference !== order.token) throw notFound();
  await recordPayment(ctx.app, payment);
  return (await loadOrder(ctx.db, order.id)) as OrderModel;
}
