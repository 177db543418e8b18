import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../cx';
import styles from './product-card.module.css';

/** Column titles above product cards in the table form; lines up with their grid. */
export function ProductTableHeader({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={cx(styles.tableHeader, className)}>
      <span />
      <span>{t('TEXT_PRODUCT_COLUMN_PRODUCT')}</span>
      <span>{t('TEXT_PRODUCT_COLUMN_RATING')}</span>
      <span>{t('TEXT_PRODUCT_COLUMN_STOCK')}</span>
      <span>{t('TEXT_PRODUCT_COLUMN_PRICE')}</span>
      <span>{t('TEXT_PRODUCT_COLUMN_ACTIONS')}</span>
    </div>
  );
}
