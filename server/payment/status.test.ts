import { describe, expect, it } from 'vitest';
import { orderPaymentStatus, paymentStatusOf } from './status';

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
});
