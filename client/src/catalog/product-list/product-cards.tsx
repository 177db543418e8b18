import type { ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../../cart';
import { fitOf, useCurrentVehicle } from '../../garage';
import { useListToggles } from '../../lists';
import { ProductCard, type ProductCardLayout, type ProductCardProduct } from '../../ui/product-card/product-card';
import { ProductTableHeader } from '../../ui/product-card/product-table-header';
import { cx } from '../../ui/cx';
import { needsOptions, toProductCard } from '../../lib/product-card-data';
import { prefetchProduct } from '../product-page/prefetch-product';
import { useQuickView } from '../quick-view/quick-view-context';
import { useFragment, type FragmentType } from '../../gql';
import { ProductCardFragment } from '../../lib/product-card-data';
import type { ListingProduct } from './product-listing-data';
import styles from './product-list.module.css';

export interface ProductCardsProps {
  products: ReadonlyArray<FragmentType<typeof ProductCardFragment>>;
  layout: ProductCardLayout;
  /** Heading level of the card names (under the page's h1 and the list's h2). */
  headingLevel?: 2 | 3 | 4;
  /**
   * What each card states about fit, in place of the current vehicle's: a vehicle's own pages state
   * the fit for the vehicle in their address, with its conditions.
   */
  fitFor?: (product: ListingProduct) => CardFit | null;
  /** The order the cards are shown in, where the API cannot order them. */
  order?: (products: readonly ListingProduct[]) => readonly ListingProduct[];
}

/** A card's fit statement and what goes under it. */
export interface CardFit {
  fit: NonNullable<ReturnType<typeof fitOf>>;
  details?: ReactNode;
}

/**
 * A listing's products as cards in the chosen layout, each stating how it fits the current vehicle.
 * "Add to cart" of a product with options opens its quick view (or its page where none is mounted).
 * Hovering or focusing a card loads its product page's data ahead of the click.
 */
export function ProductCards({ products: refs, layout, headingLevel = 3, fitFor, order }: ProductCardsProps) {
  const read = useFragment(ProductCardFragment, refs);
  const products = order ? order(read) : read;
  const navigate = useNavigate();
  const client = useApolloClient();
  const quickView = useQuickView();
  const { vehicle } = useCurrentVehicle();
  const { addToCart } = useAddToCart();
  const { addToWishlist, addToCompare } = useListToggles();
  const find = (card: ProductCardProduct) => products.find((p) => p.id === card.id);

  return (
    <div className={cx(styles.cards, styles[layout])} data-testid="product-cards" data-layout={layout}>
      {layout === 'table' && <ProductTableHeader className={styles.tableHeader} />}
      <ul className={styles.cardList}>
        {products.map((product, index) => {
          const own = fitFor?.(product);
          return (
            <li key={product.id} className={styles.cardItem}>
              <ProductCard
                product={toProductCard(product)}
                layout={layout}
                headingLevel={headingLevel}
                priorityImage={index < 4}
                excerpt={layout === 'list' ? product.excerpt : undefined}
                fit={fitFor ? (own?.fit ?? null) : fitOf(product.fitStatus, vehicle)}
                fitDetails={own?.details}
                onQuickView={quickView ? () => quickView.open(product.slug) : undefined}
                onPrefetch={() => prefetchProduct(client, product.slug)}
                onAddToCart={async (card) => {
                  const p = find(card);
                  if (!p) return;
                  if (needsOptions(p)) {
                    if (quickView) quickView.open(p.slug);
                    else await navigate(card.href);
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
          );
        })}
      </ul>
    </div>
  );
}
