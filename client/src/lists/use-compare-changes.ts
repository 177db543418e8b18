import { useCallback, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { CompareEntries_CompareFragment } from '../gql/graphql';
import { rowsWithout } from './compare-rows';

/** The comparison list as the header and the compare page read it after a change. */
export const CompareEntriesFragment = graphql(`
  fragment CompareEntries_compare on Compare {
    count
    items {
      product {
        id
        slug
      }
    }
    attributes {
      name
      slug
      values
    }
  }
`);

/** Removes a product from the comparison list. */
export const RemoveFromCompareMutation = graphql(`
  mutation RemoveFromCompare($productId: ID!) {
    removeFromCompare(productId: $productId) {
      ...CompareEntries_compare
    }
  }
`);

/** Empties the comparison list. */
export const ClearCompareMutation = graphql(`
  mutation ClearCompare {
    clearCompare {
      ...CompareEntries_compare
    }
  }
`);

/** The comparison list without one product: its column leaves every row. */
export function compareWithout(compare: CompareEntries_CompareFragment, productId: string): CompareEntries_CompareFragment {
  const index = compare.items.findIndex((item) => item.product.id === productId);
  if (index < 0) return compare;
  const items = compare.items.filter((_, i) => i !== index);
  return { ...compare, items, count: items.length, attributes: rowsWithout(compare.attributes, index) };
}

const EMPTY: CompareEntries_CompareFragment = { __typename: 'Compare', count: 0, items: [], attributes: [] };

/**
 * Removing one product or clearing the comparison list: the page and the header change at once
 * from an optimistic answer, then the server's answer replaces it through the normalised cache.
 * A second change while one is in progress is ignored. Rejects when the server refuses (rolled back).
 */
export function useCompareChanges() {
  const client = useApolloClient();
  const [remove] = useMutation(RemoveFromCompareMutation);
  const [clear] = useMutation(ClearCompareMutation);
  const inFlight = useRef(false);
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback(async (what: string, change: () => Promise<unknown>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setPending(what);
    try {
      await change();
      return true;
    } finally {
      inFlight.current = false;
      setPending(null);
    }
  }, []);

  const cached = useCallback((): CompareEntries_CompareFragment | null => {
    const id = client.cache.identify({ __typename: 'Compare' });
    return id ? client.cache.readFragment({ id, fragment: CompareEntriesFragment, fragmentName: 'CompareEntries_compare' }) : null;
  }, [client]);

  const removeFromCompare = useCallback(
    (productId: string) =>
      run(productId, () => {
        const current = cached();
        return remove({
          variables: { productId },
          optimisticResponse: current ? { removeFromCompare: { ...compareWithout(current, productId), __typename: 'Compare' } } : undefined,
        });
      }),
    [run, cached, remove],
  );
  const clearCompare = useCallback(() => run('all', () => clear({ optimisticResponse: { clearCompare: EMPTY } })), [run, clear]);
  return { removeFromCompare, clearCompare, pending };
}
