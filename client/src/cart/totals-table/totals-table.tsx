import { useTranslation } from '../../i18n/use-translation';
import type { TranslationKey } from '../../i18n/keys';
import { Price } from '../../ui/price/price';
import { cx } from '../../ui/cx';
import styles from './totals-table.module.css';

export interface TotalsFigures {
  subtotal: number;
  totals: ReadonlyArray<{ type: 'SHIPPING' | 'TAX'; price: number }>;
  total: number;
}

const ROW_TITLE: Record<'SHIPPING' | 'TAX', TranslationKey> = { SHIPPING: 'TABLE_TOTAL_SHIPPING', TAX: 'TABLE_TOTAL_TAX' };

/**
 * Subtotal, the extra rows (shipping, tax) and the total of a cart or an order, in the shopper's
 * currency (Price formats through the currency context).
 */
export function TotalsTable({ figures, caption, className }: { figures: TotalsFigures; caption?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <table className={cx(styles.table, className)} data-totals>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <tbody>
        <tr>
          <th scope="row">{t('TABLE_SUBTOTAL')}</th>
          <td>
            <Price value={figures.subtotal} />
          </td>
        </tr>
        {figures.totals.map((row) => (
          <tr key={row.type}>
            <th scope="row">{t(ROW_TITLE[row.type])}</th>
            <td>
              <Price value={row.price} />
            </td>
          </tr>
        ))}
        <tr className={styles.total}>
          <th scope="row">{t('TABLE_TOTAL')}</th>
          <td>
            <Price value={figures.total} size="lg" />
          </td>
        </tr>
      </tbody>
    </table>
  );
}
