import type { PaymentStatus } from '../generated/graphql';

/** Mercado Pago's status of a payment in the shop's four states. */
export function paymentStatusOf(providerStatus: string): PaymentStatus {
  switch (providerStatus) {
    case 'approved':
      return 'APPROVED';
    case 'rejected':
    case 'cancelled':
      return 'REJECTED';
    case 'refunded':
    case 'charged_back':
      return 'REFUNDED';
    default:
      // pending, authorized, in_process, in_mediation: not (or not yet) money the shop has.
      return 'PENDING';
  }
}

/**
 * Where an order's payment stands given all its payments: paid when one is approved; else refunded
 * when one was paid and given back; else pending while one is in process (or none was made); else
 * rejected.
 */
export function orderPaymentStatus(statuses: readonly PaymentStatus[]): PaymentStatus {
  for (const status of ['APPROVED', 'REFUNDED', 'PENDING', 'REJECTED'] as const) if (statuses.includes(status)) return status;
  return 'PENDING';
}

/**
 * The order's payment state once refunds are counted: a paid payment with some of it given back is
 * PARTIALLY_REFUNDED, with all of it REFUNDED. `refundedCentavos` is the larger of what the shop
 * recorded and what Mercado Pago reports (a refund made in Mercado Pago's own panel counts too).
 */
export function withRefunds(status: PaymentStatus, paidCentavos: number, refundedCentavos: number): PaymentStatus {
  if ((status !== 'APPROVED' && status !== 'REFUNDED') || refundedCentavos <= 0) return status;
  return refundedCentavos >= paidCentavos ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}
