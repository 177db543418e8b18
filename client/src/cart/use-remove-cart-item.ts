import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { cachedCart } from './cart-cache';
import { withoutLine } from './cart-figures';

/** Removes a cart line; the answer carries what the header's cart shows. */
export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($itemId: ID!) {
    removeCartItem(itemId: $itemId) {
      ...MiniCart_cart
    }
  }
`);

/**
 * Removing a line, from the cart page or the mini-cart: it leaves the cart (page and header) at
 * once from an optimistic answer, and the server's answer replaces it through the normalised cache.
 * A second call while one is in progress is ignored (resolves false). Resolves true when the server
 * removed it; a refusal rolls back and rejects.
 */
export function useRemoveCartItem() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(RemoveCartItemMutation);
  const removeCartItem = async (itemId: string): Promise<boolean> => {
    if (loading) return false;
    const current = cachedCart(client.cache);
    await mutate({
      variables: { itemId },
      optimisticResponse: current ? { removeCartItem: withoutLine(current, itemId) } : undefined,
    });
    return true;
  };
  return { removeCartItem, loading };
}
