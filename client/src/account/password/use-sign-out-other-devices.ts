import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

/** Signs every other browser and app of the account out. */
export const SignOutOtherDevicesMutation = graphql(`
  mutation SignOutOtherDevices {
    signOutOtherDevices
  }
`);

/** Signing the other devices out; the caller reads the devices list again. A refusal rejects. */
export function useSignOutOtherDevices() {
  const [mutate, { loading }] = useMutation(SignOutOtherDevicesMutation);
  const signOutOtherDevices = () => mutate();
  return { signOutOtherDevices, loading };
}
