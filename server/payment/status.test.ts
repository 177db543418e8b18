import { describe, expect, it } from 'vitest';
import { orderPaymentStatus, paymentStatusOf, withRefunds } from './status';

describe('payment states', () => {
  it("maps Mercado Pago's statuses to the shop's", () => {
    expect(['approved', 'pending', 'in_process', 'authorized', 'rejected', 'cancelled', 'refunded', 'charged_back'].map(paymentStatusOf)).toEqual([
      'APPROVED', 'PENDING', 'PENDING', 'PENDING', 'REJECTED', 'REJECTED', 'REFUNDED', 'REFUNDED',
    ]);
  });

  it('says an order is paid once any payment is approved, whatever was rejected before', () => {
    expect(orderPaymentStatus([])).toBe('PENDING');
    expect(orderPaymentStatus(['REJECTED'])).toBe('REJECTED');
    expect(orderPaymentStatus(['REJECTED', 'PENDING'])).toBe('PENDING');
    expect(orderPaymentStatus(['REJECTED', 'APPROVED'])).toBe('APPROVED');
    expect(orderPaymentStatus(['REFUNDED', 'REJECTED'])).toBe('REFUNDED');
  });

  it('says a paid payment is refunded in part or in full by what was given back, in centavos', () => {
    expect(withRefunds('APPROVED', 10_000, 0)).toBe('APPROVED');
    expect(withRefunds('APPROVED', 10_000, 1)).toBe('PARTIALLY_REFUNDED');
    expect(withRefunds('APPROVED', 10_000, 9_999)).toBe('PARTIALLY_REFUNDED');
    expect(withRefunds('APPROVED', 10_000, 10_000)).toBe('REFUNDED');
    expect(withRefunds('REFUNDED', 10_000, 0)).toBe('REFUNDED');
    expect(withRefunds('PENDING', 10_000, 5_000)).toBe('PENDING');
    expect(withRefunds('REJECTED', 10_000, 5_000)).toBe('REJECTED');
  });
});
