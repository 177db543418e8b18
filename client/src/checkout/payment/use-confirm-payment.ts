import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** After Mercado Pago sends the shopper back: the gateway asks Mercado Pago about the payment and records it. */
export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($token: String!, $paymentId: String!) {
    confirmPayment(token: $token, paymentId: $paymentId) {
      ...OrderView_order
    }
  }
`);

/** Records the payment Mercado Pago sent the shopper back with, as the gateway hears it from Mercado Pago. */
export function useConfirmPayment() {
  return useMutation(ConfirmPaymentMutation);
}
