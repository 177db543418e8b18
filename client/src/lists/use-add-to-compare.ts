import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { useToast } from '../ui/toast/toast-context';
import { useApiErrorText } from '../lib/api-error/use-api-error-text';

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
  const errorText = useApiErrorText();
  const toast = useToast();
  const [mutate, { loading }] = useMutation(AddToCompareMutation);
  const addToCompare = async (product: { id: string; name: string }): Promise<boolean> => {
    if (loading) return false;
    try {
      await mutate({ variables: { productId: product.id } });
      toast.productAdded('compare', product.name);
      return true;
    } catch (error) {
      toast.show({ tone: 'danger', message: errorText(error) });
      return false;
    }
  };
  return { addToCompare, loading };
}
