import { graphql } from '../../gql';

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`);

export const PasswordResetValidQuery = graphql(`
  query PasswordResetValid($token: String!) {
    passwordResetValid(token: $token)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(token: $token, newPassword: $newPassword)
  }
`);
