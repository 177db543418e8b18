import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';

/** Opens an account with email and password and signs it in; the session's cart, lists and garage join it. */
export const RegisterMutation = graphql(`
  mutation Register($email: String!, $password: String!) {
    register(email: $email, password: $password) {
      ...AccountEntry_payload
    }
  }
`);

/** Registering, from the login page: resolves the new account and what came over; a refusal rejects. */
export function useRegister() {
  const [mutate, { loading }] = useMutation(RegisterMutation);
  const register = async (email: string, password: string) => (await mutate({ variables: { email, password } })).data?.register;
  return { register, loading };
}
