import { graphql } from '../gql';

export const INVITATION = graphql(`
  query AdminInvitation($token: String!) {
    invitation(token: $token) {
      email
      name
      expiresAt
    }
  }
`);

export const ACCEPT_INVITATION = graphql(`
  mutation AdminAcceptInvitation($token: String!, $password: String!) {
    acceptInvitation(token: $token, password: $password)
  }
`);
