import { usePageQuery } from '../lib/data/use-page-query';
import { Link } from '../ui/link/link';
import { useTranslation } from '../i18n/use-translation';
import { productUrl } from '../lib/product-url';
import { useFragment, type FragmentType } from '../gql';
import type { HomeColumnsQuery as HomeColumnsAnswer } from '../gql/graphql';
import type { TranslationKey } from '../i18n/keys';
import { QueryState } from '../lib/query-state/query-state';
import { Image } from '../ui/image/image';
import { Price } from '../ui/price/price';
import { Rating } from '../ui/rating/rating';
import { Skeleton } from '../ui/skeleton/skeleton';
import { HomeColumnProductFragment, HomeColumnsQuery } from './home-documents';
import styles from './home.module.css';

function ColumnProduct({ product: ref }: { product: FragmentType<typeof HomeColumnProductFragment> }) {
  const product = useFragment(HomeColumnProductFragment, ref);
  const href = productUrl(product);
  return (
    <li className={styles.columnItem}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.columnImage}>
        {product.images[0] && <Image src={product.images[0]} alt="" width={72} height={72} />}
      </Link>
      <div className={styles.columnText}>
        <Link to={href} className={styles.columnName}>
          {product.name}
        </Link>
        {product.reviews > 0 && <Rating value={product.rating ?? 0} size={14} />}
        <Price value={product.price} compareAt={product.compareAtPrice} size="sm" />
      </div>
    </li>
  );
}

/** Three short lists side by side: top rated, latest and on sale; an empty list is left out. */
export function ProductColumns() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(HomeColumnsQuery);
  const columns = (d: NonNullable<typeof data>): { id: string; title: TranslationKey; products: HomeColumnsAnswer['specialOffers'] }[] =>
    [
      { id: 'home-col-top-rated', title: 'TEXT_HOME_TAB_TOP_RATED' as const, products: d.topRatedProducts },
      { id: 'home-col-latest', title: 'TEXT_HOME_LATEST_PRODUCTS' as const, products: d.latestProducts },
      { id: 'home-col-on-sale', title: 'TEXT_HOME_TAB_ON_SALE' as const, products: d.specialOffers },
    ].filter((c) => c.products.length > 0);
  return (
    <QueryState
      data={data}
      loading={loading}
      error={error}
      onRetry={refetch}
      isEmpty={(d) => columns(d).length === 0}
      skeleton={
        <div className={styles.columns}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rect" height={300} />
          ))}
        </div>
      }
    >
      {(d) => (
        <div className={styles.columns}>
          {columns(d).map((column) => (
            <section key={column.id} aria-labelledby={column.id} className={styles.column}>
              <h2 id={column.id} className={styles.columnTitle}>
                {t(column.title)}
              </h2>
              <ul className={styles.columnList}>
                {column.products.map((p) => (
                  <ColumnProduct key={p.id} product={p} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </QueryState>
  );
}
