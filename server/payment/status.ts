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
