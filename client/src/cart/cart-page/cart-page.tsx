import { Link } from '../../ui/link/link';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { fitOf, useCurrentVehicle, type CurrentVehicle } from '../../garage';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useToast } from '../../ui/toast/toast-context';
import { TotalsTable } from '../../ui/totals-table/totals-table';
import { IndicativePriceNote } from '../../currency/indicative-note';
import { PostcodeEstimate } from '../../shipping/postcode-estimate';
import { useRemoveCartItem } from '../use-remove-cart-item';
import { useUpdateCartItem } from '../use-update-cart-item';
import { CartPageQuery } from './cart-documents';
import { CartFitWarning } from './cart-fit-warning';
import { CartLineRow } from './cart-line';
import type { CartPageQuery as CartPageData } from '../../gql/graphql';
import type { MiniCartFragment } from '../../lib/cart-data';
import { unmask } from '../../lib/data/read-fragment';
import links from '../../ui/button/link-button.module.css';
import styles from './cart-page.module.css';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';

function CartSkeleton() {
  return (
    <div className={styles.layout}>
      <div className={styles.lines}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.line}>
            <Skeleton variant="rect" width={96} height={96} />
            <Skeleton lines={2} />
          </div>
        ))}
      </div>
      <Skeleton variant="rect" height={220} />
    </div>
  );
}

function CartEmpty() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-cart-empty>
      <p className={styles.emptyTitle}>{t('TEXT_CART_EMPTY')}</p>
      <p>{t('TEXT_CART_EMPTY_LEAD')}</p>
      <Link to="/shop/category/products" className={links.primary}>
        {t('BUTTON_CONTINUE_SHOPPING')}
      </Link>
    </div>
  );
}

interface CartContentsProps {
  cart: CartPageData['cart'];
  vehicle: CurrentVehicle | null;
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
}

/** The cart's lines and its summary: totals, shipping estimate, fit warning and the way on. */
function CartContents({ cart, vehicle, onQuantity, onRemove }: CartContentsProps) {
  const { t } = useTranslation();
  const figures = unmask<typeof MiniCartFragment>(cart);
  const misfits = vehicle ? cart.items.filter((line) => fitOf(line.product.fitStatus, vehicle)?.status === 'does-not-fit') : [];
  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-lines-title">
        <h2 id="cart-lines-title" className="visually-hidden">
          {t('TEXT_CART_LINES')}
        </h2>
        {vehicle && <p className={styles.checkedFor}>{t('TEXT_CART_CHECKED_FOR', { vehicle: vehicle.name })}</p>}
        <ul className={styles.lines}>
          {cart.items.map((line) => (
            <CartLineRow key={line.id} line={line} vehicle={vehicle} onQuantity={onQuantity} onRemove={onRemove} />
          ))}
        </ul>
      </section>
      <section className={styles.summary} aria-labelledby="cart-totals-title">
        <h2 id="cart-totals-title" className={styles.summaryTitle}>
          {t('TEXT_CART_TOTALS')}
        </h2>
        <TotalsTable figures={figures} />
        <IndicativePriceNote />
        <PostcodeEstimate target={{ kind: 'cart', refreshKey: figures.total * 1000 + figures.quantity }} showOptions />
        {vehicle && <CartFitWarning lines={misfits} vehicle={vehicle} />}
        <div className={styles.actions}>
          <Link to="/shop/checkout" className={links.primary}>
            {t('BUTTON_PROCEED_TO_CHECKOUT')}
          </Link>
          <Link to="/shop/category/products" className={links.secondary}>
            {t('BUTTON_CONTINUE_SHOPPING')}
          </Link>
        </div>
      </section>
    </div>
  );
}

/**
 * The cart: its lines (quantity saved to the server, remove), the totals in the shopper's currency,
 * and with a current vehicle, whether each line fits it, with a warning before checkout.
 */
export function CartPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const toast = useToast();
  const { data, loading, error, refetch } = usePageQuery(CartPageQuery);
  const { vehicle } = useCurrentVehicle();
  const { updateCartItem } = useUpdateCartItem();
  const { removeCartItem } = useRemoveCartItem();

  const refused = (cause: unknown) =>
    toast.show({ tone: 'danger', message: errorText(cause) });
  const onQuantity = (lineId: string, quantity: number) => void updateCartItem(lineId, quantity).catch(refused);
  const onRemove = (lineId: string) => void removeCartItem(lineId).catch(refused);

  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={t('MENU_SHOP_CART')}>
      <QueryState
        data={data?.cart}
        loading={loading}
        error={error}
        onRetry={refetch}
        isEmpty={(cart) => cart.items.length === 0}
        skeleton={<CartSkeleton />}
        empty={<CartEmpty />}
      >
        {(cart) => <CartContents cart={cart} vehicle={vehicle} onQuantity={onQuantity} onRemove={onRemove} />}
      </QueryState>
    </SectionPage>
  );
}
