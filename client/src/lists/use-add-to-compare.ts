import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { useAnnouncedAddition } from '../lib/use-announced-addition';

/** Adds to the comparison list; the answer carries what the header's count reads. */
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
 * Adding a product to the comparison list: a second call while one is in progress is ignored, the
 * answer updates the list through the normalised cache, and a toast names the product (or says why
 * the server refused). Resolves true when it was added.
 */
export function useAddToCompare() {
  const announce = useAnnouncedAddition('compare');
  const [mutate, { loading }] = useMutation(AddToCompareMutation);
  const addToCompare = async (product: { id: string; name: string }): Promise<boolean> => {
    if (loading) return false;
    return announce(product, () => mutate({ variables: { productId: product.id } }));
  };
  return { addToCompare, loading };
}
