import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../ui/link/link';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment } from '../../gql';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Alert } from '../../ui/alert/alert';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { OrderView, OrderViewFragment } from '../order-view/order-view';
import { PaymentPanel } from '../payment/payment-panel';
import links from '../../ui/button/link-button.module.css';
import styles from './order-success-page.module.css';

/** The order whose token is in the address, and whether the shopper is signed in. */
export const OrderSuccessQuery = graphql(`
  query OrderSuccess($token: String!) {
    orderByToken(token: $token) {
      ...OrderView_order
    }
    me {
      id
    }
  }
`);

/** Where an order can be opened again by whoever holds its token. */
export function orderLinkPath(token: string): string {
  return `/shop/order-success?token=${encodeURIComponent(token)}`;
}

function OrderSkeleton() {
  return (
    <div className={styles.skeleton}>
      <Skeleton variant="rect" height={88} />
      <Skeleton lines={6} />
    </div>
  );
}

/**
 * The placed order, reached with its token (`?token=`): number, date, status, payment, lines,
 * totals and addresses, a link that opens it again, and for guests an invitation to an account.
 * An unknown token shows the 404 page state. Mercado Pago sends the shopper back here with its
 * `payment_id`: the payment panel has it checked, then the address keeps the token alone.
 */
export function OrderSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token')?.trim() ?? '';
  const returnedPaymentId = params.get('payment_id') ?? params.get('collection_id');
  const { data, loading, error, refetch } = usePageQuery(OrderSuccessQuery, { variables: { token }, skip: token === '' });
  const order = useFragment(OrderViewFragment, data?.orderByToken);
  const onReturnChecked = useCallback(() => void navigate(orderLinkPath(token), { replace: true }), [navigate, token]);

  if (token !== '' && apiErrorCode(error) === 'NOT_FOUND') return <NotFoundPage />;

  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={t('MENU_SHOP_ORDER_SUCCESS')}>
      {token === '' ? (
        <div className={styles.noToken}>
          <p>{t('TEXT_ORDER_NO_TOKEN')}</p>
          <Link to="/shop/track-order" className={links.secondary}>
            {t('MENU_SHOP_TRACK_ORDER')}
          </Link>
        </div>
      ) : (
        <QueryState data={data} loading={loading} error={error} onRetry={refetch} skeleton={<OrderSkeleton />}>
          {({ orderByToken: ref, me }) =>
            order && (
            <div className={styles.page}>
              <Alert tone="success" title={t('TEXT_ORDER_SUCCESS_LEAD')}>
                <p className={styles.number}>{t('TEXT_ORDER_NUMBER', { number: order.number })}</p>
              </Alert>
              <PaymentPanel order={order} returnedPaymentId={returnedPaymentId} onReturnChecked={onReturnChecked} />
              <p className={styles.keep}>
                {t('TEXT_ORDER_LINK_LEAD')}{' '}
                <Link to={orderLinkPath(order.token)} data-order-link>
                  {t('LINK_ORDER_OPEN_AGAIN')}
                </Link>
              </p>
              <OrderView order={ref} />
              {!me && (
                <div className={styles.guest}>
                  <p>{t('TEXT_ORDER_GUEST_ACCOUNT')}</p>
                  <Link to="/account/login" className={links.primary}>
                    {t('LINK_CREATE_ACCOUNT')}
                  </Link>
                </div>
              )}
              <Link to="/shop/category/products" className={links.secondary}>
                {t('BUTTON_CONTINUE_SHOPPING')}
              </Link>
            </div>
          )}
        </QueryState>
      )}
    </SectionPage>
  );
}
