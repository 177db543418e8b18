import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useAddToCart } from '../cart';
import { needsOptions, toProductCard } from '../lib/product-card-data';
import { prefetchProduct, useQuickView } from '../catalog';
import { fitOf, useCurrentVehicle } from '../garage';
import type { ProductCard_ProductFragment } from '../gql/graphql';
import { useListToggles } from '../lists';
import type { ProductCardProps } from '../ui/product-card/product-card';

type CardProps = Pick<ProductCardProps, 'product' | 'fit' | 'onAddToCart' | 'onAddToWishlist' | 'onAddToCompare' | 'onQuickView' | 'onPrefetch'>;

/**
 * What a product card of a home block needs: the card model, its fit with the current vehicle,
 * and the actions. Adding to the cart, the wish list or the comparison updates the header from
 * the mutation's answer; a product with options to choose opens its quick view (or its page
 * where no quick view is mounted) instead of being added. Hovering or focusing a card loads its
 * product page's data ahead of the click.
 */
export function useCardActions(): (product: ProductCard_ProductFragment) => CardProps {
  const navigate = useNavigate();
  const client = useApolloClient();
  const quickView = useQuickView();
  const { vehicle } = useCurrentVehicle();
  const { addToCart } = useAddToCart();
  const { addToWishlist, addToCompare } = useListToggles();

  return (product) => {
    const card = toProductCard(product);
    const openDetails = () => (quickView ? quickView.open(product.slug) : navigate(card.href));
    return {
      product: card,
      fit: fitOf(product.fitStatus, vehicle),
      onAddToCart: async () => {
        if (needsOptions(product)) {
          await openDetails();
          return;
        }
        await addToCart(product);
      },
      onAddToWishlist: async () => {
        await addToWishlist(product);
      },
      onAddToCompare: async () => {
        await addToCompare(product);
      },
      onQuickView: quickView ? () => quickView.open(product.slug) : undefined,
      onPrefetch: () => prefetchProduct(client, product.slug),
    };
  };
}
