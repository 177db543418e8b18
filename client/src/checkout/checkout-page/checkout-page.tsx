import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { RedirectTo } from '../../lib/server-redirect/server-redirect';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useCheckout, type PlacedOrder } from '../use-checkout';
import { useStartPayment } from '../payment/use-start-payment';
import { CheckoutPageQuery } from './checkout-documents';
import { CheckoutForm } from './checkout-form';
import styles from './checkout-page.module.css';

/** Where a placed order is shown: the order-success page, by the order's token. */
export function orderSuccessUrl(token: string): string {
  return `/shop/order-success?token=${encodeURIComponent(token)}`;
}

function CheckoutSkeleton() {
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Skeleton lines={8} />
      </div>
      <Skeleton variant="rect" height={280} />
    </div>
  );
}

/**
 * Checkout. An empty cart sends the shopper back to the cart; once the order is placed the page
 * goes to the order-success page (the header's cart empties through the cache).
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = usePageQuery(CheckoutPageQuery);
  const [placed, setPlaced] = useState<'placed' | 'paying' | null>(null);
  const { pay } = useStartPayment();
  const onPlaced = useCallback(
    (order: PlacedOrder) => {
      // Leave before the emptied cart reaches this page, which would otherwise send the shopper to the cart.
      if (order.payment === 'WALLET') {
        // Straight on to Mercado Pago; if it cannot be reached, the order's page offers to pay from there.
        flushSync(() => setPlaced('paying'));
        pay(order.token).catch(() => void navigate(orderSuccessUrl(order.token), { replace: true }));
        return;
      }
      flushSync(() => setPlaced('placed'));
      void navigate(orderSuccessUrl(order.token), { replace: true });
    },
    [navigate, pay],
  );
  const checkout = useCheckout(onPlaced);

  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} trail={[{ label: t('MENU_SHOP_CART'), href: '/shop/cart' }]} title={t('MENU_SHOP_CHECKOUT')}>
      {placed ? (
        <p role="status">{t(placed === 'paying' ? 'TEXT_PAYMENT_REDIRECTING' : 'TEXT_CHECKOUT_PLACING')}</p>
      ) : (
        <QueryState
          data={data}
          loading={loading}
          error={error}
          onRetry={refetch}
          isEmpty={(d) => d.cart.items.length === 0}
          skeleton={<CheckoutSkeleton />}
          empty={<RedirectTo to="/shop/cart" />}
        >
          {(d) => <CheckoutForm data={d} checkout={checkout} />}
        </QueryState>
      )}
    </SectionPage>
  );
}
