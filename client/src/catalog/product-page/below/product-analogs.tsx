import { usePageQuery } from '../../../lib/data/use-page-query';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/link/link';
import { graphql, useFragment } from '../../../gql';
import type { ProductCard_ProductFragment } from '../../../gql/graphql';
import { useAddToCart } from '../../../cart';
import { QueryState } from '../../../lib/query-state/query-state';
import { StockBadge } from '../../../ui/badge/stock-badge';
import { Button } from '../../../ui/button/button';
import { IconCart } from '../../../ui/icons/icons';
import { Price } from '../../../ui/price/price';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import { needsOptions, ProductCardFragment } from '../../../lib/product-card-data';
import { productUrl } from '../../../lib/product-url';
import { STOCK_STATUS } from '../../product-purchase/stock-status';
import styles from './below.module.css';

export const ProductAnalogsQuery = graphql(`
  query ProductAnalogs($slug: String!) {
    productAnalogs(slug: $slug, limit: 8) {
      ...ProductCard_product
    }
  }
`);

function AnalogRow({ product, onAdd, pending }: { product: ProductCard_ProductFragment; onAdd: () => void; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td className={styles.cellBrand}>{product.brand?.name ?? '—'}</td>
      <td className={styles.cellPart} dir="ltr">
        {product.partNumber}
      </td>
      <td className={styles.cellName}>
        <Link to={productUrl(product)}>{product.name}</Link>
      </td>
      <td className={styles.cellPrice}>
        <Price value={product.price} compareAt={product.compareAtPrice} size="sm" />
      </td>
      <td className={styles.cellStock}>
        <StockBadge stock={STOCK_STATUS[product.stock]} />
      </td>
      <td className={styles.cellAction}>
        {needsOptions(product) ? (
          <Link to={productUrl(product)} className={styles.choose}>
            {t('BUTTON_CHOOSE_OPTIONS')}
            <span className="visually-hidden"> {product.name}</span>
          </Link>
        ) : (
          <Button
            size="sm"
            iconOnly
            icon={<IconCart size={16} />}
            loading={pending}
            disabled={product.stock === 'OUT_OF_STOCK'}
            onClick={onAdd}
          >
            {t('BUTTON_ADD_NAMED_TO_CART', { name: product.name })}
          </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * Equivalent parts of other brands as a table: brand, part number, name, price, stock, add to cart.
 * On a phone each row becomes a small card (name; brand and part number; price and stock beside the
 * cart button), so nothing needs scrolling sideways.
 */
export function ProductAnalogs({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(ProductAnalogsQuery, { variables: { slug } });
  const analogs = useFragment(ProductCardFragment, data?.productAnalogs);
  const { addToCart, loading: adding } = useAddToCart();
  return (
    <section className={styles.block} aria-labelledby="product-analogs-title">
      <h2 id="product-analogs-title" className={styles.title}>
        {t('HEADER_PRODUCT_ANALOGS')}
      </h2>
      <QueryState
        data={analogs}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.empty}>{t('TEXT_PRODUCT_NO_ANALOGS')}</p>}
        skeleton={<Skeleton lines={4} />}
      >
        {(list) => (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('TEXT_PRODUCT_BRAND_LABEL')}</th>
                  <th scope="col">{t('TEXT_PRODUCT_PART_NUMBER_LABEL')}</th>
                  <th scope="col">{t('TEXT_PRODUCT_COLUMN_PRODUCT')}</th>
                  <th scope="col">{t('TEXT_PRODUCT_COLUMN_PRICE')}</th>
                  <th scope="col">{t('TEXT_PRODUCT_COLUMN_STOCK')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('TEXT_PRODUCT_COLUMN_ACTIONS')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((product) => (
                  <AnalogRow key={product.id} product={product} pending={adding} onAdd={() => void addToCart(product)} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </section>
  );
}
