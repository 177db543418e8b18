/**
 * Payments made outside the shop (cash on delivery, bank transfer): the staff record them by hand.
 * An order paid online is recorded by Mercado Pago alone, and a payment is recorded once.
 */

export type OfflinePaymentProblem = 'online' | 'paid' | 'cancelled';

/**
 * Why an order may not be marked paid by the staff, or null when it may: a WALLET order is paid
 * through Mercado Pago ('online'), a payment already recorded (paid, refunded after) is not recorded
 * again ('paid'), and a cancelled order sells nothing ('cancelled').
 */
export function offlinePaymentProblem(order: { payment: string; paymentStatus: string | null; status: string }): OfflinePaymentProblem | null {
  if (order.payment === 'WALLET') return 'online';
  if (order.paymentStatus !== null && order.paymentStatus !== 'PENDING' && order.paymentStatus !== 'REJECTED') return 'paid';
  if (order.status === 'CANCELLED') return 'cancelled';
  return null;
}

/** Whether marking paid moves the order too: a new order is then prepared; one further on stays. */
export function movesWhenPaid(status: string): boolean {
  return status === 'PENDING';
}
