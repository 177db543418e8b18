import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../i18n/use-translation';
import { graphql } from '../gql';
import { useToast } from '../ui/toast/toast-context';
import { apiErrorKey } from '../lib/api-error/api-error';

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
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [mutate] = useMutation(AddToCartMutation);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);

  const addToCart = useCallback(
    async (product: { id: string; name: string }, quantity = 1, options: CartOptionChoice[] = []): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setPending(true);
      try {
        await mutate({ variables: { productId: product.id, quantity, options } });
        toast.productAdded('cart', product.name);
        return true;
      } catch (error) {
        toast.show({ tone: 'danger', message: t(apiErrorKey(error, (key) => i18n.exists(key))) });
        return false;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [mutate, t, i18n, toast],
  );
  return { addToCart, pending };
}
