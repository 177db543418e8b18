import { useApolloClient } from '@apollo/client/react';
import { usePageQuery } from '../../../lib/data/use-page-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { graphql, useFragment } from '../../../gql';
import { useAddToCart } from '../../../cart';
import { fitOf, useCurrentVehicle } from '../../../garage';
import { useListToggles } from '../../../lists';
import { QueryState } from '../../../lib/query-state/query-state';
import { ProductCard, type ProductCardProduct } from '../../../ui/product-card/product-card';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import { needsOptions, ProductCardFragment, toProductCard } from '../../../lib/product-card-data';
import { useQuickView } from '../../quick-view/quick-view-context';
import { prefetchProduct } from '../prefetch-product';
import styles from './below.module.css';

export const RelatedProductsQuery = graphql(`
  query ProductPageRelated($slug: String!) {
    relatedProducts(slug: $slug, limit: 8) {
      ...ProductCard_product
    }
  }
`);

/** Products beside this one, as cards with quick view; hovering a card fetches its page's data ahead. */
export function RelatedProducts({ slug, compact = false }: { slug: string; compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const quickView = useQuickView();
  const { vehicle } = useCurrentVehicle();
  const { data, loading, error, refetch } = usePageQuery(RelatedProductsQuery, { variables: { slug } });
  const { addToCart } = useAddToCart();
  const { addToWishlist, addToCompare } = useListToggles();
  const related = useFragment(ProductCardFragment, data?.relatedProducts);
  const products = related ?? [];
  const find = (card: ProductCardProduct) => products.find((p) => p.id === card.id);

  return (
    <section className={styles.block} aria-labelledby="product-related-title">
      <h2 id="product-related-title" className={styles.title}>
        {t('HEADER_RELATED_PRODUCTS')}
      </h2>
      <QueryState
        data={related}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.empty}>{t('TEXT_PRODUCT_NO_RELATED')}</p>}
        skeleton={
          <div className={compact ? styles.cardsCompact : styles.cards}>
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} variant="rect" height={320} />
            ))}
          </div>
        }
      >
        {(list) => (
          <ul className={compact ? styles.cardsCompact : styles.cards}>
            {list.map((product) => (
              <li
                key={product.id}
                onMouseEnter={() => prefetchProduct(client, product.slug)}
                onFocus={() => prefetchProduct(client, product.slug)}
              >
                <ProductCard
                  product={toProductCard(product)}
                  headingLevel={3}
                  fit={fitOf(product.fitStatus, vehicle)}
                  onQuickView={quickView ? () => quickView.open(product.slug) : undefined}
                  onAddToCart={async (card) => {
                    const p = find(card);
                    if (!p) return;
                    if (needsOptions(p)) {
                      if (quickView) quickView.open(p.slug);
                      else navigate(card.href);
                      return;
                    }
                    await addToCart(p);
                  }}
                  onAddToWishlist={(card) => {
                    const p = find(card);
                    return p && addToWishlist(p);
                  }}
                  onAddToCompare={(card) => {
                    const p = find(card);
                    return p && addToCompare(p);
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
