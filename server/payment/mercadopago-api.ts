import type * as MercadoPagoModule from 'mercadopago';
import { lazyModule } from '../lazy-module';

/** Loaded when the shop talks to Mercado Pago itself (not for its stand-in): the SDK is large. */
const sdk = lazyModule<typeof MercadoPagoModule>('mercadopago');
import type { PaymentResponse } from 'mercadopago/dist/clients/payment/commonTypes';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import type { RefundResponse } from 'mercadopago/dist/clients/paymentRefund/commonTypes';

export type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';

/** A payment as the shop reads it from Mercado Pago. */
export interface ProviderPayment {
  /** Mercado Pago's id of the payment. */
  id: string;
  /** Mercado Pago's status (`approved`, `pending`, `in_process`, `rejected`, `refunded`, …). */
  status: string;
  statusDetail: string;
  /** The order's token, as the preference carried it. */
  externalReference: string | null;
  amount: number;
  /** What was given back of it so far (transaction_amount_refunded), in pesos. */
  amountRefunded: number;
  currency: string;
  /** When Mercado Pago last changed the payment (orders reports that arrive out of order). */
  lastUpdated: string;
}

/** Mercado Pago did not answer, or answered with an error: nothing the shopper did wrong. */
export class MercadoPagoUnavailable extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MercadoPagoUnavailable';
  }
}

/** What the shop asks of Mercado Pago: a Checkout Pro preference, and a payment by its id. */
export interface MercadoPagoApi {
  /** Creates a preference; one idempotency key makes one preference however often it is asked. */
  createPreference(body: PreferenceRequest, idempotencyKey: string): Promise<{ id: string; initPoint: string }>;
  /** The payment as Mercado Pago knows it now; null when it knows no such payment. */
  getPayment(id: string): Promise<ProviderPayment | null>;
  /**
   * Gives back `amount` pesos of a payment (POST /v1/payments/{id}/refunds); one idempotency key
   * makes one refund however often it is asked. Refused or unanswered: MercadoPagoUnavailable.
   */
  refundPayment(paymentId: string, amount: number, idempotencyKey: string): Promise<ProviderRefund>;
}

/** A refund as Mercado Pago answers it. */
export interface ProviderRefund {
  id: string;
  paymentId: string;
  /** In pesos. */
  amount: number;
  status: string;
}

/** Mercado Pago's answer about a refund, in the shop's terms. */
export function providerRefund(r: RefundResponse): ProviderRefund {
  if (r.id === undefined || typeof r.amount !== 'number') throw new MercadoPagoUnavailable('Mercado Pago answered a refund without id or amount');
  return { id: String(r.id), paymentId: String(r.payment_id ?? ''), amount: r.amount, status: r.status ?? 'approved' };
}

/** Mercado Pago's answer about a payment, in the shop's terms. */
export function providerPayment(p: PaymentResponse): ProviderPayment {
  if (p.id === undefined || typeof p.status !== 'string' || typeof p.transaction_amount !== 'number') {
    throw new MercadoPagoUnavailable('Mercado Pago answered a payment without id, status or amount');
  }
  return {
    id: String(p.id),
    status: p.status,
    statusDetail: p.status_detail ?? '',
    externalReference: p.external_reference ?? null,
    amount: p.transaction_amount,
    amountRefunded: p.transaction_amount_refunded ?? 0,
    currency: p.currency_id ?? 'ARS',
    lastUpdated: p.date_last_updated ?? p.date_created ?? new Date(0).toISOString(),
  };
}

/** The HTTP status of Mercado Pago's refusal (null when it did not answer at all). */
function statusOf(err: unknown): number | null {
  return err instanceof sdk().MercadoPagoError ? err.status : null;
}

/**
 * Mercado Pago through its official SDK (`mercadopago`), with the shop's access token. The SDK
 * retries 429 and 5xx answers itself; `timeoutMs` bounds each try.
 */
export function sdkMercadoPagoApi(accessToken: string, timeoutMs: number): MercadoPagoApi {
  const { MercadoPagoConfig, Payment, PaymentRefund, Preference } = sdk();
  const config = new MercadoPagoConfig({ accessToken, options: { timeout: timeoutMs, maxRetries: 2 } });
  const preferences = new Preference(config);
  const payments = new Payment(config);
  const refunds = new PaymentRefund(config);
  return {
    async createPreference(body, idempotencyKey) {
      let answer;
      try {
        answer = await preferences.create({ body, requestOptions: { idempotencyKey, timeout: timeoutMs, maxRetries: 2 } });
      } catch (err) {
        throw new MercadoPagoUnavailable('Mercado Pago refused or did not answer the preference', statusOf(err), { cause: err });
      }
      const initPoint = answer.init_point ?? answer.sandbox_init_point;
      if (!answer.id || !initPoint) throw new MercadoPagoUnavailable('Mercado Pago answered a preference without id or init point');
      return { id: answer.id, initPoint };
    },
    async getPayment(id) {
      let answer;
      try {
        answer = await payments.get({ id, requestOptions: { timeout: timeoutMs, maxRetries: 2 } });
      } catch (err) {
        if (statusOf(err) === 404) return null;
        throw new MercadoPagoUnavailable('Mercado Pago did not answer about a payment', statusOf(err), { cause: err });
      }
      return providerPayment(answer);
    },
    async refundPayment(paymentId, amount, idempotencyKey) {
      let answer;
      try {
        answer = await refunds.create({ payment_id: paymentId, body: { amount }, requestOptions: { idempotencyKey, timeout: timeoutMs, maxRetries: 2 } });
      } catch (err) {
        throw new MercadoPagoUnavailable('Mercado Pago refused or did not answer the refund', statusOf(err), { cause: err });
      }
      return providerRefund(answer);
    },
  };
}

/**
 * The offline stand-in (fixtures/mercadopago) over Mercado Pago's own REST paths and answers. The
 * SDK's address is fixed to Mercado Pago's host, so the stand-in is reached with plain HTTP calls.
 */
export function standInMercadoPagoApi(baseUrl: string, accessToken: string, timeoutMs: number): MercadoPagoApi {
  const call = async (path: string, init: RequestInit = {}): Promise<Response> => {
    try {
      return await fetch(`${baseUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new MercadoPagoUnavailable('the Mercado Pago stand-in did not answer', null, { cause: err });
    }
  };
  return {
    async createPreference(body, idempotencyKey) {
      const res = await call('/checkout/preferences', { method: 'POST', body: JSON.stringify(body), headers: { 'x-idempotency-key': idempotencyKey } });
      if (!res.ok) throw new MercadoPagoUnavailable(`the Mercado Pago stand-in answered ${res.status}`, res.status);
      const answer = (await res.json()) as { id?: string; init_point?: string };
      if (!answer.id || !answer.init_point) throw new MercadoPagoUnavailable('the Mercado Pago stand-in answered a preference without id');
      return { id: answer.id, initPoint: answer.init_point };
    },
    async getPayment(id) {
      const res = await call(`/v1/payments/${encodeURIComponent(id)}`);
      if (res.status === 404) return null;
      if (!res.ok) throw new MercadoPagoUnavailable(`the Mercado Pago stand-in answered ${res.status}`, res.status);
      return providerPayment((await res.json()) as PaymentResponse);
    },
    async refundPayment(paymentId, amount, idempotencyKey) {
      const res = await call(`/v1/payments/${encodeURIComponent(paymentId)}/refunds`, {
        method: 'POST',
        body: JSON.stringify({ amount }),
        headers: { 'x-idempotency-key': idempotencyKey },
      });
      if (!res.ok) throw new MercadoPagoUnavailable(`the Mercado Pago stand-in answered ${res.status} to a refund`, res.status);
      return providerRefund((await res.json()) as RefundResponse);
    },
  };
}
