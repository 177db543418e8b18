import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { cachedCompare, compareWithout } from './compare-entries';

/** Removes a product from the comparison list. */
export const RemoveFromCompareMutation = graphql(`
  mutation RemoveFromCompare($productId: ID!) {
    removeFromCompare(productId: $productId) {
      ...CompareEntries_compare
    }
  }
`);

/**
 * Removing one product from the comparison list: its column leaves the page and the header's count
 * at once from an optimistic answer, then the server's answer replaces it through the normalised
 * cache. A second call while one is in progress is ignored (resolves false). Rejects when the
 * server refuses (rolled back).
 */
export function useRemoveFromCompare() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(RemoveFromCompareMutation);
  const removeFromCompare = async (productId: string): Promise<boolean> => {
    if (loading) return false;
    const current = cachedCompare(client.cache);
    await mutate({
      variables: { productId },
      optimisticResponse: current ? { removeFromCompare: { ...compareWithout(current, productId), __typename: 'Compare' } } : undefined,
    });
    return true;
  };
  return { removeFromCompare, loading };
}
