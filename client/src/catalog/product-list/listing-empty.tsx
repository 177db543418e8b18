import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import styles from './listing-empty.module.css';

export interface ListingEmptyProps {
  /** What was not found (already translated). */
  message: string;
  /** The address without filters, when filters narrow the list. */
  resetHref?: string | null;
}

/** An empty listing: why, and a way on (clear the filters, or see every product). */
export function ListingEmpty({ message, resetHref }: ListingEmptyProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="status">
      <p className={styles.message}>{message}</p>
      <p className={styles.lead}>{t('TEXT_LISTING_EMPTY_LEAD')}</p>
      <div className={styles.actions}>
        {resetHref && (
          <Link to={resetHref} className={styles.primary}>
            {t('BUTTON_LISTING_RESET')}
          </Link>
        )}
        <Link to="/shop/category/products" className={styles.secondary}>
          {t('MENU_SHOP_ALL_PRODUCTS')}
        </Link>
      </div>
    </div>
  );
}
