import type { Config } from '../config';
import { userError } from '../errors';
import type { PaymentMethod } from '../generated/graphql';

/**
 * A way to pay an order. Cash on delivery and bank transfer need nothing online; Mercado Pago
 * (WALLET) is offered when an access token is configured, or when the gateway runs its stand-in
 * (development). Its public key is public: the web client may hand it to Mercado Pago's scripts.
 */
export interface PaymentGateway {
  readonly method: PaymentMethod;
  /** Mercado Pago's public key; null for offline methods. */
  readonly publicKey: string | null;
}

/** The public key the stand-in answers with (the stand-in needs none). */
export const STAND_IN_PUBLIC_KEY = 'TEST-stand-in-public-key';

/** The payment methods offered with this configuration. */
export function paymentGateways(config: Pick<Config, 'payment'>): PaymentGateway[] {
  const gateways: PaymentGateway[] = [
    { method: 'CASH_ON_DELIVERY', publicKey: null },
    { method: 'BANK_TRANSFER', publicKey: null },
  ];
  const mp = config.payment.mercadoPago;
  if (mp.accessToken) gateways.push({ method: 'WALLET', publicKey: mp.publicKey });
  else if (mp.standIn) gateways.push({ method: 'WALLET', publicKey: mp.publicKey ?? STAND_IN_PUBLIC_KEY });
  return gateways;
}

/** The gateway of a method, or PAYMENT_METHOD_UNAVAILABLE (400) when it is not offered. */
export function requireGateway(config: Pick<Config, 'payment'>, method: PaymentMethod): PaymentGateway {
  const gateway = paymentGateways(config).find((g) => g.method === method);
  if (!gateway) throw userError('PAYMENT_METHOD_UNAVAILABLE', 'PAYMENT_METHOD_UNAVAILABLE', { status: 400 });
  return gateway;
}
