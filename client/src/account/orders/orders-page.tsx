import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../ui/link/link';
import { graphql } from '../../gql';
import { QueryState } from '../../lib/query-state/query-state';
import { Pagination } from '../../ui/pagination/pagination';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { AccountPage } from '../account-page';
import { OrdersTable } from './orders-table';
import { pageFromParam } from './page-param';
import styles from './orders.module.css';

export const OrdersPageQuery = graphql(`
  query OrdersPage($page: Int!) {
    orders(page: $page) {
      items {
        id
        ...OrdersTable_order
      }
      page
      pages
      total
      from
      to
    }
  }
`);

/** The account's orders, 16 a page, newest first, with pagination in the URL (`?page=`). */
export function OrdersPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('MENU_ACCOUNT_ORDERS')}>
      <OrderList />
    </AccountPage>
  );
}

function OrderList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const page = pageFromParam(params.get('page'));
  const { data, loading, error, refetch } = usePageQuery(OrdersPageQuery, { variables: { page } });
  return (
    <QueryState
      data={data?.orders}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      isEmpty={(list) => list.total === 0}
      empty={
        <p className={styles.empty}>
          {t('TEXT_ORDERS_EMPTY')} <Link to="/shop">{t('BUTTON_BROWSE_CATALOG')}</Link>
        </p>
      }
      skeleton={<Skeleton variant="rect" height="20rem" />}
    >
      {(list) => (
        <>
          <p className={styles.range}>{t('TEXT_ORDERS_RANGE', { from: list.from, to: list.to, total: list.total })}</p>
          <OrdersTable orders={list.items} caption={t('MENU_ACCOUNT_ORDERS')} />
          <Pagination
            className={styles.pager}
            page={list.page}
            pages={list.pages}
            getHref={(p) => (p === 1 ? '/account/orders' : `/account/orders?page=${p}`)}
          />
        </>
      )}
    </QueryState>
  );
}
