import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../gql';
import { LOGIN_PATH } from './return-path';

/** Ends the session (the account's data stays with the account). */
export const SignOutMutation = graphql(`
  mutation SignOut {
    signOut
  }
`);

/**
 * Signing out, wherever it is offered (the header's account menu, the phone's menu, the account
 * pages' side menu): the session ends on the server; the cached account is dropped first, so every
 * view says "signed out" at once while the rest is asked again; everything else cached is thrown
 * away (it belonged to the account that left); `onDone` closes the menu it came from; then the
 * login page (spec §4).
 */
export function useSignOut(): { signOut: (onDone?: () => void) => Promise<void>; loading: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate, { loading }] = useMutation(SignOutMutation);
  const signOut = async (onDone?: () => void) => {
    await mutate();
    client.cache.modify({ id: 'ROOT_QUERY', fields: { me: () => null } });
    try {
      await client.resetStore();
    } catch (error) {
      // An account page on screen unmounts once the shopper is gone, which aborts its own refetch.
      if (!(error instanceof DOMException && error.name === 'AbortError')) throw error;
    }
    onDone?.();
    void navigate(LOGIN_PATH);
  };
  return { signOut, loading };
}
