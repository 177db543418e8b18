import { describe, expect, it } from 'vitest';
import { movesWhenPaid, offlinePaymentProblem } from './offline';

describe('marking an order paid by hand', () => {
  it('is for unpaid cash and transfer orders that are not cancelled', () => {
    expect(offlinePaymentProblem({ payment: 'CASH_ON_DELIVERY', paymentStatus: null, status: 'PENDING' })).toBeNull();
    expect(offlinePaymentProblem({ payment: 'BANK_TRANSFER', paymentStatus: null, status: 'PREPARING' })).toBeNull();
    expect(offlinePaymentProblem({ payment: 'CASH_ON_DELIVERY', paymentStatus: null, status: 'DELIVERED' })).toBeNull();
  });
  it('refuses a Mercado Pago order whatever its state', () => {
    expect(offlinePaymentProblem({ payment: 'WALLET', paymentStatus: 'PENDING', status: 'PENDING' })).toBe('online');
    expect(offlinePaymentProblem({ payment: 'WALLET', paymentStatus: 'APPROVED', status: 'PREPARING' })).toBe('online');
  });
  it('refuses a payment recorded already, refunded or not', () => {
    for (const paymentStatus of ['APPROVED', 'REFUNDED', 'PARTIALLY_REFUNDED']) {
      expect(offlinePaymentProblem({ payment: 'BANK_TRANSFER', paymentStatus, status: 'PREPARING' })).toBe('paid');
    }
  });
  it('refuses a cancelled order', () => {
    expect(offlinePaymentProblem({ payment: 'CASH_ON_DELIVERY', paymentStatus: null, status: 'CANCELLED' })).toBe('cancelled');
  });
  it('prepares a new order and leaves one further on where it is', () => {
    expect(movesWhenPaid('PENDING')).toBe(true);
    expect(['PREPARING', 'SHIPPED', 'DELIVERED'].map(movesWhenPaid)).toEqual([false, false, false]);
  });
});
