import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

/** Asks for a password-reset e-mail (the answer is the same whether the address has an account or not). */
export function useRequestPasswordReset() {
  return useMutation(RequestPasswordResetMutation);
}
