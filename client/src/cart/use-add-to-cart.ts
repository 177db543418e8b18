import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { useAnnouncedAddition } from '../lib/use-announced-addition';

/** Adds a product to the session's cart; the answer carries what the header's cart shows. */
export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $quantity: Int!, $options: [CartItemOptionInput!]! = []) {
    addToCart(productId: $productId, quantity: $quantity, options: $options) {
      ...MiniCart_cart
    }
  }
`);

export interface CartOptionChoice {
  name: string;
  value: string;
}

/**
 * Adds to the cart with the shop's rules: a second call while one is in progress is ignored, the
 * header's cart (count, subtotal, mini-cart) updates from the mutation's answer through the
 * normalised cache, and a toast names the product; a refusal shows the server's message.
 * Resolves true when the product was added.
 */
export function useAddToCart() {
  const announce = useAnnouncedAddition('cart');
  const [mutate, { loading }] = useMutation(AddToCartMutation);

  const addToCart = async (product: { id: string; name: string }, quantity = 1, options: CartOptionChoice[] = []): Promise<boolean> => {
    if (loading) return false;
    return announce(product, () => mutate({ variables: { productId: product.id, quantity, options } }));
  };
  return { addToCart, loading };
}
