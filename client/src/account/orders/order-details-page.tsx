import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../ui/link/link';
import { RedirectTo } from '../../lib/server-redirect/server-redirect';
import { OrderView, OrderViewFragment, PaymentPanel } from '../../checkout';
import { graphql, useFragment } from '../../gql';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { QueryState } from '../../lib/query-state/query-state';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { AccountPage } from '../account-page';
import { RequireAccount } from '../require-account';
import { OrdersPageQuery } from './orders-page';
import styles from './orders.module.css';

export const OrderDetailsPageQuery = graphql(`
  query OrderDetailsPage($id: ID!) {
    order(id: $id) {
      ...OrderView_order
    }
  }
`);

/**
 * One of the account's orders; an unknown id (or another account's) shows the 404 page state.
 * Without an id (the menu's `/account/order-details`) it shows the latest order, or the order list
 * when there is none yet.
 */
export function OrderDetailsPage() {
  const { id } = useParams();
  return <RequireAccount>{id ? <OrderDetails id={id} /> : <LatestOrder />}</RequireAccount>;
}

/** Goes to the newest order of the account (the first page of the list, shared with the orders page). */
function LatestOrder() {
  const { data, loading, error, refetch } = usePageQuery(OrdersPageQuery, { variables: { page: 1 } });
  return (
    <QueryState data={data?.orders} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton variant="rect" height="30rem" />}>
      {(orders) => <RedirectTo to={orders.items[0] ? `/account/orders/${orders.items[0].id}` : '/account/orders'} />}
    </QueryState>
  );
}

function OrderDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(OrderDetailsPageQuery, { variables: { id } });
  const order = useFragment(OrderViewFragment, data?.order);
  if (apiErrorCode(error) === 'NOT_FOUND') return <NotFoundPage message={t('TEXT_ORDER_NOT_FOUND')} />;
  const title = order ? t('TEXT_ORDER_NUMBER', { number: order.number }) : t('MENU_ACCOUNT_ORDER_DETAILS');
  return (
    <AccountPage title={title} guard={false} trail={[{ label: t('MENU_ACCOUNT_ORDERS'), href: '/account/orders' }]}>
      <QueryState data={data} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton variant="rect" height="30rem" />}>
        {({ order: ref }) => (
          <>
            {/* A Mercado Pago order says where its payment stands, and offers to pay while nothing was paid. */}
            {order && <PaymentPanel order={order} />}
            <OrderView order={ref} />
            <p className={styles.back}>
              <Link to="/account/orders">{t('LINK_VIEW_ALL_ORDERS')}</Link>
            </p>
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
