import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Signs one other browser or app of the account out. */
export const SignOutDeviceMutation = graphql(`
  mutation SignOutDevice($id: ID!) {
    signOutDevice(id: $id)
  }
`);

/** Signing a device out; the caller reads the devices list again. A refusal rejects. */
export function useSignOutDevice() {
  const [mutate, { loading }] = useMutation(SignOutDeviceMutation);
  const signOutDevice = (id: string) => mutate({ variables: { id } });
  return { signOutDevice, loading };
}
