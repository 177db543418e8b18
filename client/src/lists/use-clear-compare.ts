import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { CompareEntries_CompareFragment } from '../gql/graphql';

/** Empties the comparison list. */
export const ClearCompareMutation = graphql(`
  mutation ClearCompare {
    clearCompare {
      ...CompareEntries_compare
    }
  }
`);

const EMPTY: CompareEntries_CompareFragment = { __typename: 'Compare', count: 0, items: [], attributes: [] };

/**
 * Emptying the comparison list: the page and the header empty at once from an optimistic answer,
 * then the server's answer replaces it. A second call while one is in progress is ignored (resolves
 * false). Rejects when the server refuses (rolled back).
 */
export function useClearCompare() {
  const [mutate, { loading }] = useMutation(ClearCompareMutation);
  const clearCompare = async (): Promise<boolean> => {
    if (loading) return false;
    await mutate({ optimisticResponse: { clearCompare: EMPTY } });
    return true;
  };
  return { clearCompare, loading };
}
