import type { OrderStatus } from '../generated/graphql';

/**
 * An order's states and the moves between them. PENDING is the new order; it is prepared, shipped
 * with a carrier and a tracking number, and delivered. It may be cancelled until it ships, never
 * after. The payment has states of its own (server/payment/status.ts): a state here never says
 * whether the order is paid.
 */
export type OrderState = Extract<OrderStatus, 'PENDING' | 'PREPARING' | 'SHIPPED' | 'DELIVERED' | 'CANCELLED'>;

export const ORDER_STATES: readonly OrderState[] = ['PENDING', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'];

const MOVES: Record<OrderState, readonly OrderState[]> = {
  PENDING: ['PREPARING', 'CANCELLED'],
  PREPARING: ['SHIPPED', 'CANCELLED'],
  SHIPPED: ['DELIVERED'],
  DELIVERED: [],
  CANCELLED: [],
};

/** The states an order in `from` may move to. */
export function nextStates(from: OrderState): readonly OrderState[] {
  return MOVES[from];
}

export function isOrderState(value: string): value is OrderState {
  return (ORDER_STATES as readonly string[]).includes(value);
}

/** What a move needs besides the target state. */
export interface TransitionInput {
  to: OrderState;
  carrier?: string | null;
  trackingNumber?: string | null;
  /** A WALLET order's payment state ('APPROVED', …); null for orders paid offline. */
  paymentStatus?: string | null;
}

export type TransitionProblem =
  | { kind: 'refused'; allowed: readonly OrderState[] }
  | { kind: 'shipment-missing'; field: 'carrier' | 'trackingNumber' }
  | { kind: 'not-paid' };

/** The longest carrier name and tracking number kept. */
export const CARRIER_MAX = 60;
export const TRACKING_MAX = 60;

/**
 * Why an order in `from` may not make the move asked, or null when it may. Shipping needs a carrier
 * and a tracking number (trimmed, not empty); a WALLET order is prepared only once its payment is
 * approved (an unpaid one may still be cancelled).
 */
export function transitionProblem(from: OrderState, input: TransitionInput): TransitionProblem | null {
  const allowed = nextStates(from);
  if (!allowed.includes(input.to)) return { kind: 'refused', allowed };
  if (input.to === 'SHIPPED') {
    const carrier = input.carrier?.trim() ?? '';
    const tracking = input.trackingNumber?.trim() ?? '';
    if (carrier === '' || carrier.length > CARRIER_MAX) return { kind: 'shipment-missing', field: 'carrier' };
    if (tracking === '' || tracking.length > TRACKING_MAX) return { kind: 'shipment-missing', field: 'trackingNumber' };
  }
  if (input.to === 'PREPARING' && input.paymentStatus != null && input.paymentStatus !== 'APPROVED') return { kind: 'not-paid' };
  return null;
}

/** Whether the order's units must go back on sale when it reaches `to` (a cancelled order's). */
export function releasesStock(to: OrderState): boolean {
  return to === 'CANCELLED';
}

/** The moves a shopper is told about by e-mail. */
export function shopperIsTold(to: OrderState): boolean {
  return to === 'PREPARING' || to === 'SHIPPED' || to === 'DELIVERED' || to === 'CANCELLED';
}
