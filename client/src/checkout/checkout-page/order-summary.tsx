import { useTranslation } from '../../i18n/use-translation';
import type { MiniCart_CartFragment } from '../../gql/graphql';
import { TotalsTable, type TotalsFigures } from '../../ui/totals-table/totals-table';
import { Price } from '../../ui/price/price';
import { IndicativePriceNote } from '../../currency/indicative-note';
import styles from './checkout-page.module.css';

/** The cart's figures with the shipping option chosen added, as the order will be charged (a free pickup adds no row). */
export function withShipping(cart: MiniCart_CartFragment, shipping: { price: number; priceCentavos: number } | null): TotalsFigures {
  if (!shipping || shipping.priceCentavos === 0) return cart;
  return {
    subtotal: cart.subtotal,
    totals: [{ type: 'SHIPPING', price: shipping.price }, ...cart.totals.filter((row) => row.type !== 'SHIPPING')],
    total: (Math.round(cart.total * 100) + shipping.priceCentavos) / 100,
  };
}

/** The order as it will be placed: each line with its options and total, then the totals with the shipping chosen. */
export function OrderSummary({ cart, shipping = null }: { cart: MiniCart_CartFragment; shipping?: { price: number; priceCentavos: number } | null }) {
  const { t } = useTranslation();
  return (
    <section className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.sectionTitle}>
        {t('TEXT_CHECKOUT_YOUR_ORDER')}
      </h2>
      <ul className={styles.summaryLines}>
        {cart.items.map((line) => (
          <li key={line.id} className={styles.summaryLine}>
            <span>
              <span className={styles.summaryName}>{line.product.name}</span> × {line.quantity}
              {line.options.length > 0 && (
                <span className={styles.summaryOptions}>{line.options.map((o) => `${o.name}: ${o.value}`).join(', ')}</span>
              )}
            </span>
            <Price value={line.total} />
          </li>
        ))}
      </ul>
      <TotalsTable figures={withShipping(cart, shipping)} />
      <IndicativePriceNote />
    </section>
  );
}
