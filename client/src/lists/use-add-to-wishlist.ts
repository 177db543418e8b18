import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { useToast } from '../ui/toast/toast-context';
import { useApiErrorText } from '../lib/api-error/use-api-error-text';

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
  const errorText = useApiErrorText();
  const toast = useToast();
  const [mutate, { loading }] = useMutation(AddToWishlistMutation);
  const addToWishlist = async (product: { id: string; name: string }): Promise<boolean> => {
    if (loading) return false;
    try {
      await mutate({ variables: { productId: product.id } });
      toast.productAdded('wishlist', product.name);
      return true;
    } catch (error) {
      toast.show({ tone: 'danger', message: errorText(error) });
      return false;
    }
  };
  return { addToWishlist, loading };
}
