import type { Config } from '../config';
import { userError } from '../errors';
import type { PaymentMethod } from '../generated/graphql';

/**
 * A way to pay an order. Cash on delivery and bank transfer need nothing online; the card/wallet
 * service is offered only when its client id is configured, and the client id is public: the web
 * client hands it to the service's own script, which collects the payment.
 */
export interface PaymentGateway {
  readonly method: PaymentMethod;
  /** Public client id for the payment service's script; null for offline methods. */
  readonly clientId: string | null;
}

/** The payment methods offered with this configuration. */
export function paymentGateways(config: Pick<Config, 'payment'>): PaymentGateway[] {
  const gateways: PaymentGateway[] = [
    { method: 'CASH_ON_DELIVERY', clientId: null },
    { method: 'BANK_TRANSFER', clientId: null },
  ];
  if (config.payment.walletClientId) gateways.push({ method: 'WALLET', clientId: config.payment.walletClientId });
  return gateways;
}

/** The gateway of a method, or PAYMENT_METHOD_UNAVAILABLE (400) when it is not offered. */
export function requireGateway(config: Pick<Config, 'payment'>, method: PaymentMethod): PaymentGateway {
  const gateway = paymentGateways(config).find((g) => g.method === method);
  if (!gateway) throw userError('PAYMENT_METHOD_UNAVAILABLE', 'PAYMENT_METHOD_UNAVAILABLE', { status: 400 });
  return gateway;
}
