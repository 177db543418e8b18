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

/** Ends the session (the account's data stays with the account). */
export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);
