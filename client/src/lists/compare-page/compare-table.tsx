import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { useFragment } from '../../gql';
import type { ComparePageQuery, ProductCard_ProductFragment } from '../../gql/graphql';
import { CompareEntriesFragment } from '../compare-entries';
import { needsOptions, ProductCardFragment, toProductCard } from '../../lib/product-card-data';
import { productUrl } from '../../lib/product-url';
import { useAddToCart } from '../../cart';
import { StockBadge } from '../../ui/badge/stock-badge';
import { Button } from '../../ui/button/button';
import { IconClose } from '../../ui/icons/icons';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import { Rating } from '../../ui/rating/rating';
import { visibleRows } from '../compare-rows';
import links from '../../ui/button/link-button.module.css';
import styles from './compare-page.module.css';

type Compare = ComparePageQuery['compare'];
type CompareProduct = ProductCard_ProductFragment;

function AddToCartCell({ product }: { product: CompareProduct }) {
  const { t } = useTranslation();
  const { addToCart, loading: adding } = useAddToCart();
  if (needsOptions(product)) {
    return (
      <Link to={productUrl(product)} className={links.secondary}>
        {t('BUTTON_CHOOSE_OPTIONS')}
      </Link>
    );
  }
  return (
    <Button size="sm" loading={adding} disabled={product.stock === 'OUT_OF_STOCK'} onClick={() => void addToCart(product)}>
      {t('BUTTON_ADD_TO_CART')}
    </Button>
  );
}

export interface CompareTableProps {
  compare: Compare;
  onlyDifferences: boolean;
  /** Id of the product being removed, if any. */
  removing: string | null;
  onRemove: (productId: string) => void;
}

/** Products as columns; price, stock, rating, the attributes and the actions as rows. */
export function CompareTable({ compare, onlyDifferences, removing, onRemove }: CompareTableProps) {
  const { t } = useTranslation();
  const products = useFragment(ProductCardFragment, compare.items.map((item) => item.product));
  const rows = visibleRows(useFragment(CompareEntriesFragment, compare).attributes, onlyDifferences);
  return (
    // A scrolling region is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="compare-caption" className="visually-hidden">
          {t('TEXT_COMPARE_TABLE')}
        </caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {products.map((product) => {
              const card = toProductCard(product);
              return (
                <th key={product.id} scope="col" className={styles.productHead} data-compare-product={product.slug}>
                  <Link to={card.href} className={styles.productLink}>
                    <span className={styles.picture}>{card.image && <Image src={card.image.src} alt="" width={120} height={120} />}</span>
                    <span>{product.name}</span>
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    iconOnly
                    icon={<IconClose size={16} />}
                    loading={removing === product.id}
                    onClick={() => onRemove(product.id)}
                    className={styles.remove}
                  >
                    {t('BUTTON_REMOVE_FROM_COMPARE', { name: product.name })}
                  </Button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('TEXT_PRODUCT_COLUMN_PRICE')}</th>
            {products.map((p) => (
              <td key={p.id}>
                <Price value={p.price} compareAt={p.compareAtPrice} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('TEXT_PRODUCT_COLUMN_STOCK')}</th>
            {products.map((p) => (
              <td key={p.id}>
                <StockBadge stock={toProductCard(p).stock} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row">{t('TEXT_PRODUCT_COLUMN_RATING')}</th>
            {products.map((p) => (
              <td key={p.id}>
                <Rating value={p.rating} />
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr key={row.slug} data-compare-row={row.slug}>
              <th scope="row">{row.name}</th>
              {row.values.map((value, i) => (
                <td key={products[i]?.id ?? i}>
                  {value ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="visually-hidden">{t('TEXT_COMPARE_NO_VALUE')}</span>
                    </>
                  )}
                </td>
              ))}
            </tr>
          ))}
          {onlyDifferences && rows.length === 0 && (
            <tr>
              <td colSpan={products.length + 1} className={styles.noDifferences}>
                {t('TEXT_COMPARE_NO_DIFFERENCES')}
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">
              <span className="visually-hidden">{t('TEXT_PRODUCT_COLUMN_ACTIONS')}</span>
            </th>
            {products.map((p) => (
              <td key={p.id}>
                <AddToCartCell product={p} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
