import { graphql } from '../../gql';

/** Where to pay a WALLET order: Mercado Pago's checkout page of its preference. */
export const StartPaymentMutation = graphql(`
  mutation StartPayment($token: String!) {
    startPayment(token: $token) {
      url
    }
  }
`);

/** After Mercado Pago sends the shopper back: the gateway asks Mercado Pago about the payment and records it. */
export const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($token: String!, $paymentId: String!) {
    confirmPayment(token: $token, paymentId: $paymentId) {
      ...OrderView_order
    }
  }
`);
