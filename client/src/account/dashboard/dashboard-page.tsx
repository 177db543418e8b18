import { usePageQuery } from '../../lib/data/use-page-query';
import { SavedAddressFragment } from '../../lib/saved-address-data';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { RedirectTo } from '../../lib/server-redirect/server-redirect';
import { graphql, useFragment } from '../../gql';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { AccountGuardQuery } from '../account-documents';
import { AccountPage } from '../account-page';
import { AddressCard } from '../addresses/address-card';
import { OrdersTable } from '../orders/orders-table';
import { ACCOUNT_HOME, LOGIN_PATH } from '../return-path';
import styles from './dashboard.module.css';

/** How many orders the dashboard lists. */
const LATEST_ORDERS = 3;

export const DashboardPageQuery = graphql(`
  query DashboardPage {
    me {
      id
      email
      firstName
      lastName
      phone
    }
    addresses {
      ...SavedAddress_address
    }
    orders(page: 1) {
      items {
        ...OrdersTable_order
      }
      total
    }
    countries {
      code
      name
    }
  }
`);

/** `/account`: the dashboard when signed in, the login page otherwise. */
export function AccountHomePage() {
  const { t } = useTranslation();
  const { data, error } = usePageQuery(AccountGuardQuery);
  if (data) return <RedirectTo to={data.me ? ACCOUNT_HOME : LOGIN_PATH} />;
  return (
    <SectionPage title={t('MENU_ACCOUNT')}>
      <QueryState data={undefined} loading={!error} error={error} skeleton={<Skeleton variant="rect" height="12rem" />}>
        {() => null}
      </QueryState>
    </SectionPage>
  );
}

/** The dashboard: profile summary, default address, latest orders. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('MENU_ACCOUNT_DASHBOARD')}>
      <Dashboard />
    </AccountPage>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(DashboardPageQuery);
  const addresses = useFragment(SavedAddressFragment, data?.addresses) ?? [];
  return (
    <QueryState data={data} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton variant="rect" height="20rem" />}>
      {({ me, orders, countries }) => {
        const defaultAddress = addresses.find((a) => a.default) ?? null;
        const name = me ? `${me.firstName} ${me.lastName}`.trim() : '';
        return (
          <div className={styles.grid}>
            <section className={styles.panel} aria-labelledby="dashboard-profile">
              <h2 id="dashboard-profile" className={styles.heading}>
                {t('TEXT_DASHBOARD_PROFILE')}
              </h2>
              {name && <p className={styles.name}>{name}</p>}
              <p className={styles.muted}>{me?.email}</p>
              {me?.phone && <p className={styles.muted}>{me.phone}</p>}
              <Link to="/account/profile">{t('LINK_EDIT_PROFILE')}</Link>
            </section>
            <section className={styles.panel} aria-labelledby="dashboard-address">
              <h2 id="dashboard-address" className={styles.heading}>
                {t('TEXT_DASHBOARD_DEFAULT_ADDRESS')}
              </h2>
              {defaultAddress ? <AddressCard address={defaultAddress} countryName={countries.find((c) => c.code === defaultAddress.country)?.name} /> : <p className={styles.muted}>{t('TEXT_DASHBOARD_NO_ADDRESS')}</p>}
              <Link to="/account/addresses">{t('LINK_MANAGE_ADDRESSES')}</Link>
            </section>
            <section className={styles.wide} aria-labelledby="dashboard-orders">
              <h2 id="dashboard-orders" className={styles.heading}>
                {t('TEXT_DASHBOARD_LATEST_ORDERS')}
              </h2>
              {orders.total === 0 ? (
                <p className={styles.muted}>{t('TEXT_ORDERS_EMPTY')}</p>
              ) : (
                <>
                  <OrdersTable orders={orders.items.slice(0, LATEST_ORDERS)} caption={t('TEXT_DASHBOARD_LATEST_ORDERS')} />
                  <Link to="/account/orders">{t('LINK_VIEW_ALL_ORDERS')}</Link>
                </>
              )}
            </section>
          </div>
        );
      }}
    </QueryState>
  );
}
