import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);

/** Sets a new password with the single-use token of a reset e-mail. */
export function useResetPassword() {
  return useMutation(ResetPasswordMutation);
}
