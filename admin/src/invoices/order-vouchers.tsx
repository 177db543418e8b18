import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, useToast, useTranslation } from '../ui';
import { useStaffSession } from '../app/staff-session';
import { formatPesos } from '../lib/format';
import type { AdminVoucherFragment } from '../gql/graphql';
import { ORDER } from '../orders/documents';
import { MARK_ORDER_PAID, ORDER_VOUCHERS, RETRY_INVOICE } from './documents';
import { ReasonDialog } from './reason-dialog';
import { awaitingArca, VOUCHER_TONES, voucherDate } from './voucher-view';
import styles from '../orders/order.module.css';
import own from './invoices.module.css';

/** How long the page keeps asking after the staff marked the order paid or retried a voucher (the job runs apart). */
const FOLLOW_MS = 30_000;
const POLL_MS = 1500;

/** One voucher: its title, state, CAE and due date, total, the PDF link; a rejected one says ARCA's reasons. */
export function VoucherItem({ voucher, onRetry }: { voucher: AdminVoucherFragment; onRetry?: (voucher: AdminVoucherFragment) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={own.voucher} data-voucher={voucher.id} data-voucher-state={voucher.state}>
      <div className={own.voucherHead}>
        <strong>{voucher.title}</strong>
        <Badge tone={VOUCHER_TONES[voucher.state]}>{t(`admin.VOUCHER_STATE_${voucher.state}`)}</Badge>
        <span>{formatPesos(voucher.total, i18n.language)}</span>
      </div>
      {voucher.cae && (
        <dl className={styles.facts}>
          <dt>{t('admin.VOUCHER_CAE')}</dt>
          <dd data-fact="cae">{voucher.cae}</dd>
          <dt>{t('admin.VOUCHER_CAE_DUE')}</dt>
          <dd>{voucherDate(voucher.caeDueDate)}</dd>
          <dt>{t('admin.VOUCHER_ISSUED')}</dt>
          <dd>{voucherDate(voucher.issueDate)}</dd>
        </dl>
      )}
      {voucher.state === 'REJECTED' && (
        <Alert tone="danger" title={t('admin.VOUCHER_REJECTED_TITLE')}>
          <ul className={own.reasons}>
            {voucher.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className={styles.actions}>
        {voucher.downloadUrl && (
          <a className={own.download} href={voucher.downloadUrl} download>
            {t('admin.VOUCHER_DOWNLOAD', { title: voucher.title })}
          </a>
        )}
        {voucher.state === 'REJECTED' && onRetry && (
          <Button size="sm" variant="secondary" onClick={() => onRetry(voucher)}>
            {t('admin.BUTTON_RETRY_INVOICE')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The order's "Comprobantes": its invoice and credit notes as ARCA authorised or refused them, a
 * retry for a rejected one, and "Marcar como pagado" for an unpaid cash or transfer order (which
 * issues the invoice). Follows the job's progress for a while after either.
 */
export function OrderVouchers({ number }: { number: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { grants } = useStaffSession();
  // After marking paid or a retry: the voucher the job settles (null for the order's invoice to come) and until when to ask.
  const [follow, setFollow] = useState<{ until: number; voucherId: string | null } | null>(null);
  const [marking, setMarking] = useState(false);
  const [retrying, setRetrying] = useState<AdminVoucherFragment | null>(null);
  const { data, startPolling, stopPolling } = useQuery(ORDER_VOUCHERS, { variables: { number }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;
  const refetchQueries = [
    { query: ORDER_VOUCHERS, variables: { number } },
    { query: ORDER, variables: { number } },
  ];
  const [markPaid] = useMutation(MARK_ORDER_PAID, { refetchQueries, awaitRefetchQueries: true });
  const [retry] = useMutation(RETRY_INVOICE, { refetchQueries, awaitRefetchQueries: true });

  const settled = !order || !follow ? true : follow.voucherId === null ? order.vouchers.some((v) => v.kind === 'INVOICE') : order.vouchers.some((v) => v.id === follow.voucherId && v.state !== 'REJECTED');
  const following = order ? awaitingArca(order.vouchers) || (follow !== null && !settled) : false;
  useEffect(() => {
    if (!following) return;
    startPolling(POLL_MS);
    const stop = follow ? setTimeout(() => setFollow(null), Math.max(follow.until - Date.now(), POLL_MS)) : undefined;
    return () => {
      clearTimeout(stop);
      stopPolling();
    };
  }, [following, follow, startPolling, stopPolling]);

  if (!order) return null;
  const canManage = grants.has('orders:manage');
  const offline = order.paymentMethod !== 'WALLET';
  if (order.vouchers.length === 0 && !(offline && order.canMarkPaid && canManage)) return null;
  return (
    <section className={styles.card} aria-labelledby="order-vouchers" data-order-vouchers>
      <div className={own.head}>
        <h2 id="order-vouchers" className={styles.cardTitle}>
          {t('admin.ORDER_VOUCHERS')}
        </h2>
        {order.canMarkPaid && canManage && (
          <Button onClick={() => setMarking(true)}>{t('admin.BUTTON_MARK_PAID')}</Button>
        )}
      </div>
      {order.vouchers.length === 0 ? (
        <p className={styles.muted}>{t('admin.ORDER_NO_VOUCHERS')}</p>
      ) : (
        <ul className={own.vouchers}>
          {order.vouchers.map((v) => (
            <VoucherItem key={v.id} voucher={v} onRetry={canManage ? setRetrying : undefined} />
          ))}
        </ul>
      )}
      {following && (
        <p className={styles.muted} role="status">
          {t('admin.VOUCHERS_WAITING')}
        </p>
      )}
      <ReasonDialog
        open={marking}
        title={t('admin.MARK_PAID_TITLE', { number: order.number })}
        lead={t('admin.MARK_PAID_LEAD')}
        hint={t('admin.INPUT_MARK_PAID_REASON_HINT')}
        confirmLabel={t('admin.BUTTON_MARK_PAID')}
        onClose={() => setMarking(false)}
        onConfirm={async (reason) => {
          await markPaid({ variables: { input: { orderId: order.id, reason } } });
          setFollow({ until: Date.now() + FOLLOW_MS, voucherId: null });
          toast.show({ message: t('admin.MARK_PAID_DONE', { number: order.number }), tone: 'success' });
        }}
      />
      <ReasonDialog
        open={retrying !== null}
        title={t('admin.RETRY_INVOICE_TITLE', { title: retrying?.title ?? '' })}
        lead={t('admin.RETRY_INVOICE_LEAD')}
        hint={t('admin.INPUT_RETRY_REASON_HINT')}
        confirmLabel={t('admin.BUTTON_RETRY_INVOICE')}
        onClose={() => setRetrying(null)}
        onConfirm={async (reason) => {
          if (!retrying) return;
          await retry({ variables: { input: { invoiceId: retrying.id, reason } } });
          setFollow({ until: Date.now() + FOLLOW_MS, voucherId: retrying.id });
          toast.show({ message: t('admin.RETRY_INVOICE_DONE'), tone: 'success' });
        }}
      />
    </section>
  );
}
