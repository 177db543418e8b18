import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Input, Select, SkeletonGroup, Skeleton, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatPesos, formatShortDateTime } from '../lib/format';
import { ORDERS } from './documents';
import { filterFromForm, formFromParams, isFiltered, paramsFromForm, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type OrderFilterForm } from './order-filter';
import { OrderStatusBadge, PaymentMethodName, PaymentStatusBadge } from './status-badges';
import styles from './orders.module.css';

const PAGE_SIZE = 25;

/** The orders, newest first: filters and a search box kept in the address, pages of 25 with "more". */
export function OrdersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = formFromParams(params);
  const [form, setForm] = useState<OrderFilterForm>(applied);
  const { data, loading, error, fetchMore, refetch } = useQuery(ORDERS, {
    variables: { filter: filterFromForm(applied), first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const set = (field: keyof OrderFilterForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsFromForm(form));
  };

  const more = async () => {
    const after = data?.orders?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) =>
          fetchMoreResult.orders && previous.orders
            ? { orders: { ...fetchMoreResult.orders, nodes: [...previous.orders.nodes, ...fetchMoreResult.orders.nodes] } }
            : fetchMoreResult,
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const orders = data?.orders?.nodes;
  return (
    <>
      <PageHeading title={t('admin.ORDERS_TITLE')} />
      <form className={styles.filters} onSubmit={submit} role="search" aria-label={t('admin.ORDERS_FILTERS')}>
        <Input fieldClassName={styles.search} type="search" label={t('admin.INPUT_ORDER_SEARCH_LABEL')} hint={t('admin.INPUT_ORDER_SEARCH_HINT')} value={form.q} onChange={set('q')} />
        <Select
          label={t('admin.FILTER_STATUS')}
          value={form.status}
          onChange={set('status')}
          placeholder={t('admin.FILTER_ANY')}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`admin.ORDER_STATUS_${s}`) }))}
        />
        <Select
          label={t('admin.FILTER_PAYMENT_STATUS')}
          value={form.payment}
          onChange={set('payment')}
          placeholder={t('admin.FILTER_ANY')}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`admin.PAYMENT_STATUS_${s}`) }))}
        />
        <Select
          label={t('admin.FILTER_PAYMENT_METHOD')}
          value={form.method}
          onChange={set('method')}
          placeholder={t('admin.FILTER_ANY')}
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`admin.PAYMENT_METHOD_${m}`) }))}
        />
        <Input label={t('admin.FILTER_PROVINCE')} value={form.province} onChange={set('province')} />
        <Input label={t('admin.FILTER_FROM')} type="date" value={form.from} onChange={set('from')} />
        <Input label={t('admin.FILTER_TO')} type="date" value={form.to} onChange={set('to')} />
        <div className={styles.filterActions}>
          <Button type="submit">{t('admin.BUTTON_APPLY_FILTERS')}</Button>
          {isFiltered(applied) && (
            <Button
              variant="ghost"
              onClick={() => {
                setForm(formFromParams(new URLSearchParams()));
                setParams(new URLSearchParams());
              }}
            >
              {t('admin.BUTTON_CLEAR_FILTERS')}
            </Button>
          )}
        </div>
      </form>

      {error && !orders && (
        <Alert tone="danger" title={t(errorMessageKey(error))}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('BUTTON_RETRY')}
          </Button>
        </Alert>
      )}
      {!orders && loading && (
        <SkeletonGroup>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rect" height="2.5rem" />
          ))}
        </SkeletonGroup>
      )}
      {orders && orders.length === 0 && <p className={styles.empty}>{isFiltered(applied) ? t('admin.ORDERS_EMPTY_FILTERED') : t('admin.ORDERS_EMPTY')}</p>}
      {orders && orders.length > 0 && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t('admin.ORDERS_SHOWN', { count: orders.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.COL_ORDER')}</th>
                  <th scope="col">{t('admin.COL_DATE')}</th>
                  <th scope="col">{t('admin.COL_CUSTOMER')}</th>
                  <th scope="col" className={styles.hideNarrow}>
                    {t('admin.COL_PROVINCE')}
                  </th>
                  <th scope="col">{t('admin.COL_PAYMENT')}</th>
                  <th scope="col">{t('admin.COL_STATUS')}</th>
                  <th scope="col" className={styles.num}>
                    {t('admin.COL_TOTAL')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.id}>
                    <th scope="row">
                      <Link to={`/orders/${encodeURIComponent(order.number)}`}>{order.number}</Link>
                    </th>
                    <td className={styles.nowrap}>
                      <bdi>{formatShortDateTime(order.createdAt, i18n.language)}</bdi>
                    </td>
                    <td>
                      <span className={styles.name}>{order.customerName}</span>
                      <span className={`${styles.sub} ${styles.email}`} title={order.email}>
                        {order.email}
                      </span>
                    </td>
                    <td className={styles.hideNarrow}>{order.province}</td>
                    <td>
                      <span className={styles.sub}>
                        <PaymentMethodName method={order.paymentMethod} />
                      </span>
                      <PaymentStatusBadge status={order.paymentStatus} />
                    </td>
                    <td>
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className={styles.num}>
                      <bdi>{formatPesos(order.total, i18n.language)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data?.orders?.pageInfo.hasNextPage && (
            <p className={styles.more}>
              <Button variant="secondary" loading={loadingMore} onClick={() => void more()}>
                {t('admin.BUTTON_MORE')}
              </Button>
            </p>
          )}
        </>
      )}
    </>
  );
}
