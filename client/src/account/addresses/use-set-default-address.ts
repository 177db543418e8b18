import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { forgetAddressList } from './address-documents';

/** Makes an address the account's default one. */
export const SetDefaultAddressMutation = graphql(`
  mutation SetDefaultAddress($id: ID!) {
    setDefaultAddress(id: $id) {
      ...SavedAddress_address
    }
  }
`);

/** Choosing the default address: the others lose the flag, so the cached list is asked again. A refusal rejects (and is in `error`). */
export function useSetDefaultAddress() {
  const [mutate, { loading, error }] = useMutation(SetDefaultAddressMutation, { update: forgetAddressList });
  const setDefaultAddress = (id: string) => mutate({ variables: { id } });
  return { setDefaultAddress, loading, error };
}
