import { useTranslation } from '../../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import styles from './product-tabs.module.css';

export const ProductNumbersFragment = graphql(`
  fragment ProductNumbers_product on Product {
    oeNumbers {
      number
      make
    }
    gtins
  }
`);

/** The OE numbers a provider article replaces (with the vehicle maker) and its GTIN codes. */
export function ProductNumbers({ product: productRef }: { product: FragmentType<typeof ProductNumbersFragment> }) {
  const product = useFragment(ProductNumbersFragment, productRef);
  const { t } = useTranslation();
  const oe = product.oeNumbers ?? [];
  const gtins = product.gtins ?? [];
  return (
    <div className={styles.numbers}>
      <section aria-labelledby="product-oe-title">
        <h3 id="product-oe-title" className={styles.specTitle}>
          {t('TEXT_PRODUCT_OE_NUMBERS')}
        </h3>
        {oe.length === 0 ? (
          <p className={styles.empty}>{t('TEXT_PRODUCT_NO_OE_NUMBERS')}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('TEXT_PRODUCT_OE_MAKE')}</th>
                <th scope="col">{t('TEXT_PRODUCT_OE_NUMBER')}</th>
              </tr>
            </thead>
            <tbody>
              {oe.map((o) => (
                <tr key={`${o.make}-${o.number}`}>
                  <td>{o.make}</td>
                  <td dir="ltr">{o.number}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="product-gtin-title">
        <h3 id="product-gtin-title" className={styles.specTitle}>
          {t('TEXT_PRODUCT_GTINS')}
        </h3>
        {gtins.length === 0 ? (
          <p className={styles.empty}>{t('TEXT_PRODUCT_NO_GTINS')}</p>
        ) : (
          <ul className={styles.codes}>
            {gtins.map((g) => (
              <li key={g} dir="ltr">
                {g}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
