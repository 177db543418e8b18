import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { OrderView } from '../../checkout/order-view/order-view';
import { graphql } from '../../gql';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { QueryState } from '../../lib/query-state/query-state';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { AccountPage } from '../account-page';
import { RequireAccount } from '../require-account';
import styles from './orders.module.css';

export const OrderDetailsPageQuery = graphql(`
  query OrderDetailsPage($id: ID!) {
    order(id: $id) {
      ...OrderView_order
    }
  }
`);

/** One of the account's orders; an unknown id (or another account's) shows the 404 page state. */
export function OrderDetailsPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  if (!id) return <NotFoundPage message={t('TEXT_ORDER_NOT_FOUND')} />;
  return (
    <RequireAccount>
      <OrderDetails id={id} />
    </RequireAccount>
  );
}

function OrderDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(OrderDetailsPageQuery, { variables: { id } });
  if (apiErrorCode(error) === 'NOT_FOUND') return <NotFoundPage message={t('TEXT_ORDER_NOT_FOUND')} />;
  const title = data ? t('TEXT_ORDER_NUMBER', { number: data.order.number }) : t('MENU_ACCOUNT_ORDER_DETAILS');
  return (
    <AccountPage title={title} guard={false} trail={[{ label: t('MENU_ACCOUNT_ORDERS'), href: '/account/orders' }]}>
      <QueryState data={data?.order} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton variant="rect" height="30rem" />}>
        {(order) => (
          <>
            <OrderView order={order} />
            <p className={styles.back}>
              <Link to="/account/orders">{t('LINK_VIEW_ALL_ORDERS')}</Link>
            </p>
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
