import { describe, expect, it } from 'vitest';
import { paymentGateways, requireGateway, STAND_IN_PUBLIC_KEY } from './payment';

const mercadoPago = (over: Partial<{ accessToken: string | null; publicKey: string | null; standIn: boolean }>) => ({
  payment: { mercadoPago: { accessToken: null, publicKey: null, webhookSecret: null, standIn: false, standInShared: null, timeoutMs: 1000, ...over } },
});

describe('payment methods', () => {
  it('offers cash on delivery and bank transfer, and Mercado Pago with an access token or the stand-in', () => {
    expect(paymentGateways(mercadoPago({})).map((g) => g.method)).toEqual(['CASH_ON_DELIVERY', 'BANK_TRANSFER']);
    const configured = mercadoPago({ accessToken: 'APP_USR-private', publicKey: 'APP_USR-public' });
    expect(paymentGateways(configured).at(-1)).toEqual({ method: 'WALLET', publicKey: 'APP_USR-public' });
    expect(requireGateway(mercadoPago({ standIn: true }), 'WALLET').publicKey).toBe(STAND_IN_PUBLIC_KEY);
  });

  it('refuses a method that is not offered with PAYMENT_METHOD_UNAVAILABLE', () => {
    expect(() => requireGateway(mercadoPago({}), 'WALLET')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'PAYMENT_METHOD_UNAVAILABLE' }) }),
    );
  });
});
