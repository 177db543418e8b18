import { startMercadoPagoStandIn, type MercadoPagoStandIn } from '../../fixtures/mercadopago/index';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { sdkMercadoPagoApi, standInMercadoPagoApi, type MercadoPagoApi } from './mercadopago-api';

/** The payment side of a gateway: Mercado Pago (or its stand-in) and the secret its notifications are signed with. */
export interface PaymentsRuntime {
  /** Null when WALLET is not offered. */
  mercadoPago: MercadoPagoApi | null;
  webhookSecret: string | null;
  /** The stand-in this gateway started (development), else null. */
  standIn: MercadoPagoStandIn | null;
  close(): Promise<void>;
}

/**
 * Mercado Pago through its SDK with MERCADOPAGO_ACCESS_TOKEN; else, with MERCADOPAGO_STANDIN (the
 * development default), the offline stand-in on a loopback port, signing with the configured secret
 * or a random one; else nothing (WALLET is not offered).
 */
export async function createPayments(config: Config, log: Logger): Promise<PaymentsRuntime> {
  const mp = config.payment.mercadoPago;
  if (mp.accessToken) {
    return { mercadoPago: sdkMercadoPagoApi(mp.accessToken, mp.timeoutMs), webhookSecret: mp.webhookSecret, standIn: null, close: async () => {} };
  }
  if (!mp.standIn) return { mercadoPago: null, webhookSecret: null, standIn: null, close: async () => {} };
  if (mp.standInShared && mp.webhookSecret) {
    // Several workers: one stand-in (the primary's) holds every preference and payment, and signs with the secret they share.
    return { mercadoPago: standInMercadoPagoApi(mp.standInShared.url, mp.standInShared.accessToken, mp.timeoutMs), webhookSecret: mp.webhookSecret, standIn: null, close: async () => {} };
  }
  const standIn = await startMercadoPagoStandIn({
    webhookSecret: mp.webhookSecret ?? undefined,
    onNotification: (event) =>
      event.status !== null && event.status < 300
        ? log.debug({ notification: event }, 'Mercado Pago stand-in notified the shop')
        : log.warn({ notification: event }, 'Mercado Pago stand-in could not notify the shop'),
  });
  log.info({ url: standIn.url }, 'Mercado Pago stand-in started (no MERCADOPAGO_ACCESS_TOKEN set)');
  return {
    mercadoPago: standInMercadoPagoApi(standIn.url, standIn.accessToken, mp.timeoutMs),
    webhookSecret: standIn.webhookSecret,
    standIn,
    close: () => standIn.close(),
  };
}
