import { useAddToCompare } from './use-add-to-compare';
import { useAddToWishlist } from './use-add-to-wishlist';

/**
 * The wishlist and comparison buttons of a product card or page: each its own mutation hook (a
 * second call while one is in progress is ignored, a toast names the product). Resolve true when
 * the product was added.
 */
export function useListToggles() {
  const { addToWishlist } = useAddToWishlist();
  const { addToCompare } = useAddToCompare();
  return { addToWishlist, addToCompare };
}
