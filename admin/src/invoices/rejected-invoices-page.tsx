import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Alert, Badge, Button, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { useStaffSession } from '../app/staff-session';
import { PageHeading } from '../lib/page-heading';
import { formatPesos } from '../lib/format';
import type { AdminVoucherFragment } from '../gql/graphql';
import { REJECTED_INVOICES, RETRY_INVOICE } from './documents';
import { ReasonDialog } from './reason-dialog';
import { VOUCHER_TONES } from './voucher-view';
import list from '../orders/orders.module.css';
import own from './invoices.module.css';

/** The vouchers ARCA rejected, newest first, with ARCA's reasons and a retry (orders:manage) once the cause is corrected. */
export function RejectedInvoicesPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { grants } = useStaffSession();
  const { data, loading, error, refetch } = useQuery(REJECTED_INVOICES, { variables: { first: 100 }, fetchPolicy: 'cache-and-network' });
  const [retry] = useMutation(RETRY_INVOICE, { refetchQueries: [REJECTED_INVOICES] });
  const [retrying, setRetrying] = useState<AdminVoucherFragment | null>(null);
  const items = data?.rejectedInvoices;
  return (
    <>
      <PageHeading title={t('admin.REJECTED_INVOICES_TITLE')} />
      <p className={own.lead}>{t('admin.REJECTED_INVOICES_LEAD')}</p>
      {error && !items && (
        <Alert tone="danger" title={t(errorMessageKey(error))}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('BUTTON_RETRY')}
          </Button>
        </Alert>
      )}
      {!items && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="8rem" />
        </SkeletonGroup>
      )}
      {items && items.length === 0 && <p className={list.empty}>{t('admin.REJECTED_INVOICES_EMPTY')}</p>}
      {items && items.length > 0 && (
        <div className={list.tableWrap}>
          <table className={list.table}>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_ORDER')}</th>
                <th scope="col">{t('admin.COL_VOUCHER')}</th>
                <th scope="col">{t('admin.COL_ARCA_REASONS')}</th>
                <th scope="col" className={list.num}>
                  {t('TABLE_TOTAL')}
                </th>
                <th scope="col">{t('admin.COL_ACTIONS')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.voucher.id} data-rejected-voucher={r.voucher.id}>
                  <th scope="row">
                    <Link to={`/orders/${encodeURIComponent(r.orderNumber)}`}>{r.orderNumber}</Link>
                  </th>
                  <td>
                    {r.voucher.title}
                    <span className={list.sub}>
                      <Badge tone={VOUCHER_TONES[r.voucher.state]}>{t(`admin.VOUCHER_STATE_${r.voucher.state}`)}</Badge>
                    </span>
                  </td>
                  <td>
                    <ul className={own.reasons}>
                      {r.voucher.reasons.map((reason) => (
                        <li key={reason}>{reason}</li>
                      ))}
                    </ul>
                  </td>
                  <td className={list.num}>{formatPesos(r.voucher.total, i18n.language)}</td>
                  <td>
                    {grants.has('orders:manage') && (
                      <Button size="sm" variant="secondary" onClick={() => setRetrying(r.voucher)}>
                        {t('admin.BUTTON_RETRY_INVOICE')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
          toast.show({ message: t('admin.RETRY_INVOICE_DONE'), tone: 'success' });
        }}
      />
    </>
  );
}
