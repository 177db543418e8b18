import { graphql } from '../gql';

/** Who is signed in, for the account pages' guard. */
export const AccountGuardQuery = graphql(`
  query AccountGuard {
    me {
      id
      email
    }
  }
`);
