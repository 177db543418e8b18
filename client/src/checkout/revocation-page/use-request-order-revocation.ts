import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Revokes a purchase by its order number and e-mail; the answer carries the revocation code. */
export const RequestOrderRevocationMutationDocument = graphql(`
  mutation RequestOrderRevocation($input: OrderRevocationInput!) {
    requestOrderRevocation(input: $input) {
      code
      orderNumber
      requestedAt
      termStartsAt
      termEndsAt
      withinTerm
      state
    }
  }
`);

/** The revocation request of the law's button: one answer per order, the same code when asked again. */
export function useRequestOrderRevocation() {
  return useMutation(RequestOrderRevocationMutationDocument);
}
