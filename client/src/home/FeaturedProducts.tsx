import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert/alert';
import { ProductCard, type ProductCardProduct } from '../ui/product-card/product-card';
import { Skeleton } from '../ui/skeleton/skeleton';
import { useToast } from '../ui/toast/toast-context';
import type { FeaturedProducts_ProductFragment } from '../gql/graphql';
import { AddToCartMutation, AddToCompareMutation, AddToWishlistMutation, HomeFeaturedQuery } from './featured-documents';

const STOCK = { IN_STOCK: 'in-stock', OUT_OF_STOCK: 'out-of-stock', ON_BACKORDER: 'on-backorder' } as const;
const BADGE = { SALE: 'sale', NEW: 'new', HOT: 'hot' } as const;

function toCard(product: FeaturedProducts_ProductFragment): ProductCardProduct {
  return {
    id: product.id,
    name: product.name,
    href: `/shop/products/${encodeURIComponent(product.slug)}`,
    sku: product.sku,
    image: product.images[0] ? { src: product.images[0], alt: product.name, width: 300, height: 300 } : null,
    rating: product.rating,
    reviews: product.reviews,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    stock: STOCK[product.stock],
    badges: product.badges.map((b) => BADGE[b]),
  };
}

/**
 * The shop's featured products. Adding one to the cart, the wish list or the comparison updates
 * the header from the mutation's answer and confirms with a toast naming the product; a product
 * with options to choose opens its page instead.
 */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(HomeFeaturedQuery);
  const [addToCart] = useMutation(AddToCartMutation);
  const [addToWishlist] = useMutation(AddToWishlistMutation);
  const [addToCompare] = useMutation(AddToCompareMutation);
  const products = data?.featuredProducts ?? [];

  const act = (kind: 'cart' | 'wishlist' | 'compare') => async (card: ProductCardProduct) => {
    const product = products.find((p) => p.id === card.id);
    if (!product) return;
    if (kind === 'cart' && product.options.length > 0) {
      navigate(card.href);
      return;
    }
    try {
      if (kind === 'cart') await addToCart({ variables: { productId: product.id, quantity: 1 } });
      if (kind === 'wishlist') await addToWishlist({ variables: { productId: product.id } });
      if (kind === 'compare') await addToCompare({ variables: { productId: product.id } });
      toast.productAdded(kind, product.name);
    } catch {
      toast.show({ tone: 'danger', message: t('ERROR_API_UNKNOWN') });
    }
  };

  return (
    <section className="home__block" aria-labelledby="home-featured">
      <h2 id="home-featured" className="home__block-title">
        {t('HEADER_FEATURED_PRODUCTS')}
      </h2>
      {loading ? (
        <div className="home__products">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rect" height={320} />
          ))}
        </div>
      ) : error ? (
        <Alert tone="danger">{t('ERROR_LOADING')}</Alert>
      ) : products.length === 0 ? (
        <p className="home__empty">{t('TEXT_NO_FEATURED_PRODUCTS')}</p>
      ) : (
        <div className="home__products">
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={toCard(product)}
              headingLevel={3}
              className="home__product"
              priorityImage={index < 4}
              onAddToCart={act('cart')}
              onAddToWishlist={act('wishlist')}
              onAddToCompare={act('compare')}
            />
          ))}
        </div>
      )}
    </section>
  );
}
