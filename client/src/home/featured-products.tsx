import { useNavigate } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert/alert';
import { ProductCard, type ProductCardProduct } from '../ui/product-card/product-card';
import { Skeleton } from '../ui/skeleton/skeleton';
import { useAddToCart } from '../cart/use-add-to-cart';
import { needsOptions, toProductCard } from '../catalog/product-card-data';
import { useListToggles } from '../lists/use-list-toggles';
import { HomeFeaturedQuery } from './featured-documents';

/**
 * The shop's featured products. Adding one to the cart, the wish list or the comparison updates
 * the header from the mutation's answer and confirms with a toast naming the product; a product
 * with options to choose opens its page instead.
 */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(HomeFeaturedQuery);
  const { addToCart } = useAddToCart();
  const { addToWishlist, addToCompare } = useListToggles();
  const products = data?.featuredProducts ?? [];

  const act = (kind: 'cart' | 'wishlist' | 'compare') => async (card: ProductCardProduct) => {
    const product = products.find((p) => p.id === card.id);
    if (!product) return;
    if (kind === 'cart' && needsOptions(product)) {
      navigate(card.href);
      return;
    }
    if (kind === 'cart') await addToCart(product);
    if (kind === 'wishlist') await addToWishlist(product);
    if (kind === 'compare') await addToCompare(product);
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
              product={toProductCard(product)}
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
