import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Where to pay a WALLET order: Mercado Pago's checkout page of its preference. */
export const StartPaymentMutation = graphql(`
  mutation StartPayment($token: String!) {
    startPayment(token: $token) {
      url
    }
  }
`);

/**
 * Sends the shopper to Mercado Pago to pay an order: asks the gateway for the order's checkout page
 * (the same one each time) and leaves the shop for it. A second call while one runs is ignored; a
 * failure is thrown to the caller, and nothing was charged.
 */
export function useStartPayment(leave: (url: string) => void = (url) => window.location.assign(url)) {
  const [start] = useMutation(StartPaymentMutation);
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const pay = useCallback(
    async (token: string): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      try {
        const { data } = await start({ variables: { token } });
        if (!data) throw new Error('The gateway answered no payment address');
        leave(data.startPayment.url);
      } catch (error) {
        inFlight.current = false;
        setPending(false);
        throw error;
      }
    },
    [start, leave],
  );
  return { pay, pending };
}
