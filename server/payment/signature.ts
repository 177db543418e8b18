import type * as MercadoPagoModule from 'mercadopago';
import { lazyModule } from '../lazy-module';

/** Loaded with the first notification (the SDK is large; a start does not need it). */
const sdk = lazyModule<typeof MercadoPagoModule>('mercadopago');

/**
 * Checks a notification's `x-signature` with the SDK's validator: the HMAC-SHA256 of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;` keyed with the webhook secret, compared in
 * constant time. `data.id` is lower-cased first, as Mercado Pago signs alphanumeric ids. Answers why
 * a notification is refused, or null when it is Mercado Pago's.
 */
export function notificationSignatureProblem(input: {
  signature: string | string[] | undefined;
  requestId: string | string[] | undefined;
  dataId: string | null;
  secret: string;
}): string | null {
  try {
    sdk().WebhookSignatureValidator.validate({
      xSignature: input.signature,
      xRequestId: input.requestId,
      dataId: input.dataId?.toLowerCase() ?? null,
      secret: input.secret,
    });
    return null;
  } catch (err) {
    if (err instanceof sdk().InvalidWebhookSignatureError) return err.reason;
    throw err;
  }
}
