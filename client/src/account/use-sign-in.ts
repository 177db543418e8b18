import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { SignInMutation as SignInData, SignInMutationVariables } from '../gql/graphql';

/** Signs in with email and password; the session's cart, lists and garage join the account's. */
export const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    signIn(email: $email, password: $password) {
      ...AccountEntry_payload
    }
  }
`);

type SignInOptions = Pick<useMutation.Options<SignInData, SignInMutationVariables>, 'refetchQueries' | 'awaitRefetchQueries'>;

/**
 * Signing in, from the header's form or the login page: resolves the account and what came over
 * from the signed-out session; a refusal (AUTH_WRONG_PASSWORD, AUTH_TOO_MANY_ATTEMPTS) rejects.
 * `options` names what the caller asks again afterwards.
 */
export function useSignIn(options: SignInOptions = {}) {
  const [mutate, { loading }] = useMutation(SignInMutation, options);
  const signIn = async (email: string, password: string) => (await mutate({ variables: { email, password } })).data?.signIn;
  return { signIn, loading };
}
