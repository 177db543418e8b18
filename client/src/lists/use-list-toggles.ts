import { useCallback, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../i18n/use-translation';
import { graphql } from '../gql';
import { useToast } from '../ui/toast/toast-context';
import { apiErrorKey } from '../lib/api-error/api-error';

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

/** Adds to the comparison list. */
export const AddToCompareMutation = graphql(`
  mutation AddToCompare($productId: ID!) {
    addToCompare(productId: $productId) {
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
 * Adding a product to the wishlist or the comparison list: a second call while one is in progress
 * is ignored, the header's counts update from the answer through the normalised cache, and a toast
 * names the product. Resolves true when it was added.
 */
export function useListToggles() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [addWishlist] = useMutation(AddToWishlistMutation);
  const [addCompare] = useMutation(AddToCompareMutation);
  const inFlight = useRef({ wishlist: false, compare: false });

  const run = useCallback(
    async (kind: 'wishlist' | 'compare', product: { id: string; name: string }): Promise<boolean> => {
      if (inFlight.current[kind]) return false;
      inFlight.current[kind] = true;
      try {
        if (kind === 'wishlist') await addWishlist({ variables: { productId: product.id } });
        else await addCompare({ variables: { productId: product.id } });
        toast.productAdded(kind, product.name);
        return true;
      } catch (error) {
        toast.show({ tone: 'danger', message: t(apiErrorKey(error, (key) => i18n.exists(key))) });
        return false;
      } finally {
        inFlight.current[kind] = false;
      }
    },
    [addWishlist, addCompare, toast, t, i18n],
  );
  return {
    addToWishlist: (product: { id: string; name: string }) => run('wishlist', product),
    addToCompare: (product: { id: string; name: string }) => run('compare', product),
  };
}
