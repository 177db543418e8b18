import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Badge, Button, Checkbox, Modal, Select, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { useStaffSession } from '../app/staff-session';
import { PageHeading } from '../lib/page-heading';
import { formatShortDateTime } from '../lib/format';
import type { AdminReturnsQuery, ReturnState } from '../gql/graphql';
import { refundKey } from '../orders/refund-amount';
import { RECEIVE_RETURN, REFUND_RETURN, RETURNS } from './documents';
import list from '../orders/orders.module.css';
import styles from '../orders/order.module.css';

const STATES: readonly ReturnState[] = ['REQUESTED', 'RECEIVED', 'REFUNDED'];
const TONES = { REQUESTED: 'warning', RECEIVED: 'info', REFUNDED: 'success' } as const;
type Return = AdminReturnsQuery['returns']['nodes'][number];

/** Receiving a return's goods: back on sale or not. */
function ReceiveDialog({ item, onClose }: { item: Return | null; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [restock, setRestock] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [receive, receiving] = useMutation(RECEIVE_RETURN, { refetchQueries: [RETURNS], awaitRefetchQueries: true });
  const submit = async () => {
    if (!item) return;
    setFailure(null);
    try {
      await receive({ variables: { input: { orderId: item.orderId, restock } } });
      toast.show({ message: t('admin.RETURN_RECEIVED_DONE', { number: item.orderNumber }), tone: 'success' });
      onClose();
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };
  return (
    <Modal
      open={item !== null}
      onClose={onClose}
      title={t('admin.RETURN_RECEIVE_TITLE', { number: item?.orderNumber ?? '' })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('BUTTON_CANCEL')}
          </Button>
          <Button loading={receiving.loading} onClick={() => void submit()}>
            {t('admin.BUTTON_RECEIVE')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Checkbox label={t('admin.INPUT_RESTOCK_LABEL')} checked={restock} onChange={(e) => setRestock(e.target.checked)} />
      </div>
    </Modal>
  );
}

/** Returns (revoked purchases), newest first: received (restocked or not), then refunded; late ones too, with their dates. */
export function ReturnsPage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { grants } = useStaffSession();
  const [params, setParams] = useSearchParams();
  const state = STATES.find((s) => s === params.get('state')) ?? null;
  const { data, loading, error, refetch } = useQuery(RETURNS, { variables: { state, first: 50 }, fetchPolicy: 'cache-and-network' });
  const [receiving, setReceiving] = useState<Return | null>(null);
  const [refundReturn] = useMutation(REFUND_RETURN, { refetchQueries: [RETURNS], awaitRefetchQueries: true });
  const when = (iso: string) => formatShortDateTime(iso, i18n.language);

  const refund = async (item: Return) => {
    try {
      await refundReturn({ variables: { input: { orderId: item.orderId, idempotencyKey: refundKey() } } });
      toast.show({ message: t('admin.RETURN_REFUNDED_DONE', { number: item.orderNumber }), tone: 'success' });
    } catch (err) {
      toast.show({ message: t(errorMessageKey(err)), tone: 'danger' });
    }
  };

  const items = data?.returns.nodes;
  return (
    <>
      <PageHeading title={t('admin.RETURNS_TITLE')} />
      <div className={list.filters}>
        <Select
          label={t('admin.FILTER_STATUS')}
          value={state ?? ''}
          placeholder={t('admin.FILTER_ANY')}
          options={STATES.map((s) => ({ value: s, label: t(`admin.RETURN_STATE_${s}`) }))}
          onChange={(e) => setParams(e.target.value ? { state: e.target.value } : {})}
        />
      </div>
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
      {items && items.length === 0 && <p className={list.empty}>{t('admin.RETURNS_EMPTY')}</p>}
      {items && items.length > 0 && (
        <div className={list.tableWrap}>
          <table className={list.table}>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_ORDER')}</th>
                <th scope="col">{t('admin.COL_RETURN_CODE')}</th>
                <th scope="col">{t('admin.COL_REQUESTED')}</th>
                <th scope="col">{t('admin.COL_STATUS')}</th>
                <th scope="col">{t('admin.COL_ACTIONS')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.orderId}>
                  <th scope="row">
                    <Link to={`/orders/${encodeURIComponent(r.orderNumber)}`}>{r.orderNumber}</Link>
                    <span className={`${list.sub} ${list.email}`} title={r.email}>
                      {r.email}
                    </span>
                  </th>
                  <td>{r.code}</td>
                  <td className={list.nowrap}>
                    {when(r.requestedAt)}
                    <span className={list.sub}>{r.late ? t('admin.RETURN_LATE') : t('admin.RETURN_WITHIN_TERM', { date: when(r.termEndsAt) })}</span>
                  </td>
                  <td>
                    <Badge tone={TONES[r.state]}>{t(`admin.RETURN_STATE_${r.state}`)}</Badge>
                    {r.restocked !== null && r.restocked !== undefined && <span className={list.sub}>{r.restocked ? t('admin.RETURN_RESTOCKED') : t('admin.RETURN_NOT_RESTOCKED')}</span>}
                  </td>
                  <td>
                    {r.state === 'REQUESTED' && grants.has('orders:manage') && (
                      <Button size="sm" variant="secondary" onClick={() => setReceiving(r)}>
                        {t('admin.BUTTON_RECEIVE')}
                      </Button>
                    )}
                    {r.state === 'RECEIVED' && grants.has('payments:refund') && (
                      <Button size="sm" variant="secondary" onClick={() => void refund(r)}>
                        {t('admin.BUTTON_REFUND')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ReceiveDialog item={receiving} onClose={() => setReceiving(null)} />
    </>
  );
}
