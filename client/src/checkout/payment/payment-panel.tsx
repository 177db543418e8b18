import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { OrderView_OrderFragment } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/keys';
import { apiErrorKey } from '../../lib/api-error/api-error';
import { Alert, type AlertTone } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { useFormatMoney } from '../../ui/price/money-format';
import { useConfirmPayment } from './use-confirm-payment';
import { useStartPayment } from './use-start-payment';
import styles from './payment-panel.module.css';

export interface PaymentPanelProps {
  order: Pick<OrderView_OrderFragment, 'token' | 'payment' | 'onlinePayment'>;
  /**
   * The payment Mercado Pago sent the shopper back with (`payment_id` of the back URL): asked of the
   * gateway once, which asks Mercado Pago, so the page shows the payment even before the
   * notification arrives. Its status in the address is never believed.
   */
  returnedPaymentId?: string | null;
  /** Called once the returned payment was checked (the page may drop Mercado Pago's parameters). */
  onReturnChecked?: () => void;
}

function lead(order: PaymentPanelProps['order']): { key: TranslationKey; tone: AlertTone } | null {
  const payment = order.onlinePayment;
  if (!payment) return null;
  switch (payment.status) {
    case 'APPROVED':
      return { key: 'TEXT_PAYMENT_APPROVED_LEAD', tone: 'success' };
    case 'REJECTED':
      return { key: 'TEXT_PAYMENT_REJECTED_LEAD', tone: 'danger' };
    case 'REFUNDED':
      return { key: 'TEXT_PAYMENT_REFUNDED_LEAD', tone: 'info' };
    case 'PARTIALLY_REFUNDED':
      return { key: 'TEXT_PAYMENT_PARTIALLY_REFUNDED_LEAD', tone: 'info' };
    case 'PENDING':
      return payment.providerPaymentId ? { key: 'TEXT_PAYMENT_IN_PROCESS_LEAD', tone: 'info' } : { key: 'TEXT_PAYMENT_PENDING_LEAD', tone: 'warning' };
  }
}

/**
 * Where the Mercado Pago payment of an order stands, in words, with "Pay with Mercado Pago" while
 * nothing was paid (or the last payment was rejected). Nothing for orders paid offline.
 */
export function PaymentPanel({ order, returnedPaymentId, onReturnChecked }: PaymentPanelProps) {
  const { t, i18n } = useTranslation();
  const { pay, pending } = useStartPayment();
  const formatMoney = useFormatMoney();
  const [confirm, confirming] = useConfirmPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!returnedPaymentId || asked.current === returnedPaymentId || order.payment !== 'WALLET') return;
    asked.current = returnedPaymentId;
    confirm({ variables: { token: order.token, paymentId: returnedPaymentId } })
      .catch(() => undefined)
      .finally(() => onReturnChecked?.());
  }, [confirm, onReturnChecked, order.payment, order.token, returnedPaymentId]);

  const said = lead(order);
  if (!said || !order.onlinePayment) return null;
  const payable = order.onlinePayment.status === 'REJECTED' || (order.onlinePayment.status === 'PENDING' && !order.onlinePayment.providerPaymentId);
  const onPay = () => {
    setFailure(null);
    pay(order.token).catch((error: unknown) => setFailure(t(apiErrorKey(error, (key) => i18n.exists(key)))));
  };
  return (
    <section className={styles.panel} data-payment-panel={order.onlinePayment.status} aria-live="polite">
      {confirming.loading ? (
        <p role="status">{t('TEXT_PAYMENT_CHECKING')}</p>
      ) : (
        <Alert tone={said.tone}>
          <p className={styles.lead}>{t(said.key, { amount: formatMoney(order.onlinePayment.refundedCentavos / 100) })}</p>
          {order.onlinePayment.providerPaymentId && <p className={styles.id}>{t('TEXT_PAYMENT_ID', { id: order.onlinePayment.providerPaymentId })}</p>}
        </Alert>
      )}
      {failure && <Alert tone="danger">{failure}</Alert>}
      {payable && !confirming.loading && (
        <Button size="lg" loading={pending} onClick={onPay}>
          {t('BUTTON_PAY_WITH_MERCADO_PAGO')}
        </Button>
      )}
    </section>
  );
}
