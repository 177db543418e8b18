import { describe, expect, it } from 'vitest';
import { paymentGateways, requireGateway } from './payment';

describe('payment methods', () => {
  it('offers cash on delivery and bank transfer, and the wallet only with its client id', () => {
    expect(paymentGateways({ payment: { walletClientId: null } }).map((g) => g.method)).toEqual(['CASH_ON_DELIVERY', 'BANK_TRANSFER']);
    const configured = { payment: { walletClientId: 'public-client-id' } };
    expect(paymentGateways(configured).at(-1)).toEqual({ method: 'WALLET', clientId: 'public-client-id' });
    expect(requireGateway(configured, 'WALLET').clientId).toBe('public-client-id');
  });

  it('refuses a method that is not offered with PAYMENT_METHOD_UNAVAILABLE', () => {
    expect(() => requireGateway({ payment: { walletClientId: null } }, 'WALLET')).toThrow(
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'PAYMENT_METHOD_UNAVAILABLE' }) }),
    );
  });
});
