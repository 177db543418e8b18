import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { forgetAddressList } from './address-documents';

/** Removes an address from the account's book. */
export const RemoveAddressMutation = graphql(`
  mutation RemoveAddress($id: ID!) {
    removeAddress(id: $id)
  }
`);

/** Removing an address: the default may move to another one, so the cached list is asked again. A refusal rejects (and is in `error`). */
export function useRemoveAddress() {
  const [mutate, { loading, error }] = useMutation(RemoveAddressMutation, { update: forgetAddressList });
  const removeAddress = (id: string) => mutate({ variables: { id } });
  return { removeAddress, loading, error };
}
