import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { MiniCart_CartFragmentDoc, type CheckoutInput, type MiniCart_CartFragment, type PaymentMethod } from '../gql/graphql';
import { attemptKey, endAttempt } from './attempt-key';

/** Places the order from the session's cart. */
export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: CheckoutInput!) {
    checkout(input: $input) {
      id
      token
      number
      payment
    }
  }
`);

const EMPTY_CART: MiniCart_CartFragment = { __typename: 'Cart', items: [], quantity: 0, subtotal: 0, totals: [], total: 0 };

export interface PlacedOrder {
  id: string;
  token: string;
  number: number;
  payment: PaymentMethod;
}

/**
 * Checkout with one idempotency key per attempt: the key is made at the first try, kept in session
 * storage across retries and reloads, and forgotten once the order is placed, so a double click or
 * a retry after a lost answer places one order. A second call while one is in progress is ignored
 * (resolves null). After the order is placed `onPlaced` runs first (the page leaves), then the
 * header's cart is emptied through the cache, as the server emptied it.
 */
export function useCheckout(onPlaced: (order: PlacedOrder) => void) {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(PlaceOrderMutation);

  const placeOrder = async (input: Omit<CheckoutInput, 'idempotencyKey'>): Promise<PlacedOrder | null> => {
    if (loading) return null;
    const { data } = await mutate({ variables: { input: { ...input, idempotencyKey: attemptKey() } } });
    if (!data) throw new Error('The checkout answered no order');
    endAttempt();
    onPlaced(data.checkout);
    const id = client.cache.identify({ __typename: 'Cart' });
    if (id) client.cache.writeFragment({ id, fragment: MiniCart_CartFragmentDoc, fragmentName: 'MiniCart_cart', data: EMPTY_CART });
    return data.checkout;
  };
  return { placeOrder, loading };
}
