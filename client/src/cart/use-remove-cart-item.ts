import { useCallback, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { cachedCart } from './cart-cache';
import { withoutLine } from './cart-figures';

/** Removes a cart line; the answer carries what the header's cart shows. */
export const RemoveCartLineMutation = graphql(`
  mutation RemoveCartLine($itemId: ID!) {
    removeCartItem(itemId: $itemId) {
      ...MiniCart_cart
    }
  }
`);

/**
 * Removing a line: it leaves the cart (page and header) at once from an optimistic answer, and the
 * server's answer replaces it through the normalised cache. A second call while one is in progress
 * is ignored. Resolves true when the server removed it; a refusal rolls back and rejects.
 */
export function useRemoveCartItem() {
  const client = useApolloClient();
  const [mutate] = useMutation(RemoveCartLineMutation);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const removeCartItem = useCallback(
    async (itemId: string): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setPending(true);
      try {
        const current = cachedCart(client.cache);
        await mutate({
          variables: { itemId },
          optimisticResponse: current ? { removeCartItem: withoutLine(current, itemId) } : undefined,
        });
        return true;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [client, mutate],
  );
  return { removeCartItem, pending };
}
