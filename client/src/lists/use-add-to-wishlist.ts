import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { useAnnouncedAddition } from '../lib/use-announced-addition';

/** Adds to the wishlist; the answer carries what the header's wishlist count reads. */
export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($productId: ID!) {
    addToWishlist(productId: $productId) {
      count
      items {
        product {
          id
          slug
        }
      }
    }
  }
`);

/**
 * Adding a product to the wishlist: a second call while one is in progress is ignored, the header's
 * count updates from the answer through the normalised cache, and a toast names the product (or
 * says why the server refused). Resolves true when it was added.
 */
export function useAddToWishlist() {
  const announce = useAnnouncedAddition('wishlist');
  const [mutate, { loading }] = useMutation(AddToWishlistMutation);
  const addToWishlist = async (product: { id: string; name: string }): Promise<boolean> => {
    if (loading) return false;
    return announce(product, () => mutate({ variables: { productId: product.id } }));
  };
  return { addToWishlist, loading };
}
