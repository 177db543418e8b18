import type { Queryable } from '../db';
import type { PaymentStatus } from '../generated/graphql';
import { toCentavos } from '../pricing/rules';
import { orderPaymentStatus, withRefunds } from './status';

/**
 * Sets where an order's payment stands from its payments and refunds, inside `tx`: paid when one
 * payment is approved, refunded in part or in full by the larger of what the shop recorded of that
 * payment's refunds and what Mercado Pago reports. Answers the new state.
 */
export async function settleOrderPayment(tx: Queryable, orderId: string): Promise<PaymentStatus> {
  const all = await tx.query<{ id: string | number; status: PaymentStatus; provider_payment_id: string; amount: string | number; amount_refunded: string | number }>(
    `select id, status, provider_payment_id, amount, amount_refunded from payments where order_id = $1
      order by provider_updated_at desc, id desc`,
    [orderId],
  );
  const base = orderPaymentStatus(all.rows.map((p) => p.status));
  const deciding = all.rows.find((p) => p.status === base) ?? all.rows[0];
  let refundedCentavos = 0;
  if (deciding) {
    const recorded = await tx.query<{ n: string | number }>(
      `select coalesce(sum(amount_centavos), 0) as n from refunds where payment_id = $1 and state = 'approved'`,
      [deciding.id],
    );
    refundedCentavos = Math.max(Number(recorded.rows[0]?.n ?? 0), toCentavos(Number(deciding.amount_refunded)));
  }
  const overall = withRefunds(base, deciding ? toCentavos(Number(deciding.amount)) : 0, refundedCentavos);
  await tx.query(
    `update orders set payment_status = $2, payment_provider_id = coalesce($3, payment_provider_id), payment_updated_at = now()
      where id = $1 and (payment_status is distinct from $2 or payment_provider_id is distinct from coalesce($3, payment_provider_id))`,
    [orderId, overall, deciding?.provider_payment_id ?? null],
  );
  return overall;
}
