import { usePageQuery } from '../lib/data/use-page-query';
import { useFragment } from '../gql';
import { ProductCardFragment } from '../lib/product-card-data';
import { Link } from '../ui/link/link';
import { useTranslation } from '../i18n/use-translation';
import { QueryState } from '../lib/query-state/query-state';
import { ProductCard } from '../ui/product-card/product-card';
import { ProductRowSkeleton } from './featured-products';
import { HomeBlock } from './home-block';
import { HomeSpecialOffersQuery } from './home-documents';
import { useCardActions } from './use-card-actions';
import styles from './home.module.css';

/** Products on sale, biggest saving first, as a grid of cards. */
export function SpecialOffers() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(HomeSpecialOffersQuery);
  const offers = useFragment(ProductCardFragment, data?.specialOffers) ?? [];
  const card = useCardActions();
  return (
    <QueryState data={data} loading={loading} error={error} onRetry={refetch} isEmpty={(d) => d.specialOffers.length === 0} skeleton={<ProductRowSkeleton />}>
      {() => (
        <HomeBlock
          id="home-special-offers"
          title={t('TEXT_HOME_SPECIAL_OFFERS')}
          className={styles.offers}
          aside={
            <Link to="/shop" className={styles.blockLink}>
              {t('LINK_HOME_SEE_ALL_PRODUCTS')}
            </Link>
          }
        >
          <div className={styles.productGrid}>
            {offers.map((product) => (
              <ProductCard key={product.id} {...card(product)} headingLevel={3} className={styles.card} />
            ))}
          </div>
        </HomeBlock>
      )}
    </QueryState>
  );
}
