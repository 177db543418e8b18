import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../cx';
import { useFormatMoney, type FormatMoney } from './money-format';
import styles from './price.module.css';

export interface PriceProps {
  /** The price to pay, in the shop's base currency; null when the shop has no offer ("Consultar disponibilidad"). */
  value: number | null | undefined;
  /** The earlier price; shown struck through only when higher than `value`. */
  compareAt?: number | null;
  /** Overrides the formatter from MoneyFormatProvider. */
  formatMoney?: FormatMoney;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A price, with the struck-through earlier price beside it when the product is on sale. Amounts
 * are isolated left to right so a right-to-left page keeps the formatter's symbol placement.
 */
export function Price({ value, compareAt, formatMoney, size = 'md', className }: PriceProps) {
  const { t } = useTranslation();
  const fromContext = useFormatMoney();
  const format = formatMoney ?? fromContext;
  if (value === null || value === undefined) {
    return (
      <span className={cx(styles.price, styles.onRequest, size !== 'md' && styles[size], className)} data-price="on-request">
        {t('TEXT_PRICE_ON_REQUEST')}
      </span>
    );
  }
  const onSale = compareAt !== undefined && compareAt !== null && compareAt > value;
  return (
    <span className={cx(styles.price, onSale && styles.sale, size !== 'md' && styles[size], className)}>
      <span className={styles.current} data-price="current">
        {onSale && <span className="visually-hidden">{t('TEXT_PRICE_CURRENT')} </span>}
        <span dir="ltr">{format(value)}</span>
      </span>
      {onSale && (
        <del className={styles.old} data-price="old">
          <span className="visually-hidden">{t('TEXT_PRICE_OLD')} </span>
          <span dir="ltr">{format(compareAt)}</span>
        </del>
      )}
    </span>
  );
}
