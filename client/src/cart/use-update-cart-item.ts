import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { cachedCart } from './cart-cache';
import { withLineQuantity } from './cart-figures';

/** Sets a cart line's quantity; the answer carries what the header's cart shows. */
export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($itemId: ID!, $quantity: Int!) {
    updateCartItem(itemId: $itemId, quantity: $quantity) {
      ...MiniCart_cart
    }
  }
`);

/**
 * Changing a line's quantity: the cart (page, header count and subtotal, mini-cart) shows the new
 * figures at once from an optimistic answer computed like the server's, and the server's answer
 * replaces it through the normalised cache. A second change while one is in progress is ignored
 * (resolves false). Resolves true when the server saved it; a refusal rolls the optimistic answer
 * back and rejects.
 */
export function useUpdateCartItem() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(UpdateCartItemMutation);
  const updateCartItem = async (itemId: string, quantity: number): Promise<boolean> => {
    if (loading) return false;
    const current = cachedCart(client.cache);
    await mutate({
      variables: { itemId, quantity },
      optimisticResponse: current ? { updateCartItem: withLineQuantity(current, itemId, quantity) } : undefined,
    });
    return true;
  };
  return { updateCartItem, loading };
}
