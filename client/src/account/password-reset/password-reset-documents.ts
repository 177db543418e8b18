import { graphql } from '../../gql';

export const PasswordResetValidQuery = graphql(`
  query PasswordResetValid($token: String!) {
    passwordResetValid(token: $token)
  }
`);
