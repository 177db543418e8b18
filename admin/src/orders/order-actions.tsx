import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Modal, useToast, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { useStaffSession } from '../app/staff-session';
import { formatPesos } from '../lib/format';
import type { AdminOrderQuery, OrderStatus } from '../gql/graphql';
import { CHANGE_ORDER_STATUS, ORDER, REFUND_ORDER } from './documents';
import { centavosOf, pesosOf, refundKey } from './refund-amount';
import styles from './order.module.css';

type Order = NonNullable<AdminOrderQuery['order']>;
type Action = { kind: 'move'; to: OrderStatus } | { kind: 'refund' };

const MOVE_LABELS = {
  PREPARING: 'admin.BUTTON_MOVE_PREPARING',
  SHIPPED: 'admin.BUTTON_MOVE_SHIPPED',
  DELIVERED: 'admin.BUTTON_MOVE_DELIVERED',
  CANCELLED: 'admin.BUTTON_MOVE_CANCELLED',
} as const;

function isMove(status: OrderStatus): status is keyof typeof MOVE_LABELS {
  return status in MOVE_LABELS;
}

/** The dialog of one action: its fields, the reason the audit log keeps, and the API's answer. */
function ActionDialog({ order, action, onClose }: { order: Order; action: Action | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [key, setKey] = useState(refundKey);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const refetch = { refetchQueries: [{ query: ORDER, variables: { number: order.number } }], awaitRefetchQueries: true };
  const [move, moving] = useMutation(CHANGE_ORDER_STATUS, refetch);
  const [refund, refunding] = useMutation(REFUND_ORDER, refetch);

  const reset = () => {
    setCarrier('');
    setTracking('');
    setReason('');
    setAmount('');
    setFailure(null);
    setFieldError(null);
    setKey(refundKey());
  };

  const submit = async () => {
    if (!action) return;
    setFailure(null);
    setFieldError(null);
    try {
      if (action.kind === 'move') {
        if (action.to === 'SHIPPED' && (!carrier.trim() || !tracking.trim())) {
          setFieldError(t('admin.ERROR_SHIPMENT_REQUIRED'));
          return;
        }
        await move({
          variables: {
            input: {
              orderId: order.id,
              to: action.to,
              ...(action.to === 'SHIPPED' ? { carrier: carrier.trim(), trackingNumber: tracking.trim() } : {}),
              ...(reason.trim() ? { reason: reason.trim() } : {}),
            },
          },
        });
        toast.show({ message: t('admin.ORDER_MOVED', { status: t(`admin.ORDER_STATUS_${action.to}`) }), tone: 'success' });
      } else {
        const centavos = amount.trim() ? centavosOf(amount) : order.refundableCentavos;
        if (centavos === null || centavos > order.refundableCentavos) {
          setFieldError(t('admin.ERROR_REFUND_AMOUNT', { max: formatPesos(pesosOf(order.refundableCentavos), i18n.language) }));
          return;
        }
        if (!reason.trim()) {
          setFieldError(t('admin.ERROR_REASON_REQUIRED'));
          return;
        }
        await refund({ variables: { input: { orderId: order.id, amountCentavos: centavos, reason: reason.trim(), idempotencyKey: key } } });
        toast.show({ message: t('admin.ORDER_REFUNDED', { amount: formatPesos(pesosOf(centavos), i18n.language) }), tone: 'success' });
      }
      reset();
      onClose();
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };

  const refundTitle = t('admin.REFUND_TITLE', { number: order.number });
  const title = action?.kind === 'refund' ? refundTitle : action ? t('admin.MOVE_TITLE', { status: t(`admin.ORDER_STATUS_${action.to}`) }) : '';
  return (
    <Modal
      open={action !== null}
      onClose={() => {
        reset();
        onClose();
      }}
      title={title}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {t('BUTTON_CANCEL')}
          </Button>
          <Button variant={action?.kind === 'move' && action.to === 'CANCELLED' ? 'danger' : 'primary'} loading={moving.loading || refunding.loading} onClick={() => void submit()}>
            {action?.kind === 'refund' ? t('admin.BUTTON_REFUND') : t('admin.BUTTON_CONFIRM')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {fieldError && <Alert tone="warning">{fieldError}</Alert>}
        {action?.kind === 'move' && action.to === 'SHIPPED' && (
          <>
            <Input label={t('admin.INPUT_CARRIER_LABEL')} hint={t('admin.INPUT_CARRIER_HINT')} required maxLength={60} value={carrier} onChange={(e) => setCarrier(e.target.value)} />
            <Input label={t('admin.INPUT_TRACKING_LABEL')} required maxLength={60} value={tracking} onChange={(e) => setTracking(e.target.value)} />
          </>
        )}
        {action?.kind === 'move' && action.to === 'CANCELLED' && <p>{t('admin.MOVE_CANCEL_LEAD')}</p>}
        {action?.kind === 'refund' && (
          <Input
            label={t('admin.INPUT_REFUND_AMOUNT_LABEL')}
            hint={t('admin.INPUT_REFUND_AMOUNT_HINT', { max: formatPesos(pesosOf(order.refundableCentavos), i18n.language) })}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
        <Input
          label={t('admin.INPUT_REASON_LABEL')}
          hint={action?.kind === 'refund' ? t('admin.INPUT_REASON_HINT') : t('admin.INPUT_MOVE_REASON_HINT')}
          required={action?.kind === 'refund'}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Modal>
  );
}

/**
 * What the staff may do to an order now: the moves its state allows (shipping asks for the
 * carrier and tracking number), and a refund of what remains of its Mercado Pago payment. Each
 * button shows only with the permission it needs; without any, the section is not there.
 */
export function OrderActions({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const { grants } = useStaffSession();
  const [action, setAction] = useState<Action | null>(null);
  const moves = grants.has('orders:manage') ? order.nextStatuses.filter(isMove) : [];
  const canRefund = grants.has('payments:refund') && order.refundableCentavos > 0;
  if (moves.length === 0 && !canRefund) return null;
  return (
    <section className={styles.card} aria-labelledby="order-actions">
      <h2 id="order-actions" className={styles.cardTitle}>
        {t('admin.ORDER_ACTIONS')}
      </h2>
      <div className={styles.actions}>
        {moves.map((to) => (
          <Button key={to} variant={to === 'CANCELLED' ? 'secondary' : 'primary'} onClick={() => setAction({ kind: 'move', to })}>
            {t(MOVE_LABELS[to])}
          </Button>
        ))}
        {canRefund && (
          <Button variant="secondary" onClick={() => setAction({ kind: 'refund' })}>
            {t('admin.BUTTON_OPEN_REFUND', { amount: formatPesos(pesosOf(order.refundableCentavos), i18n.language) })}
          </Button>
        )}
      </div>
      <ActionDialog order={order} action={action} onClose={() => setAction(null)} />
    </section>
  );
}
