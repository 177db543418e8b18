import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AddressInput } from '../../gql/graphql';
import { forgetAddressList } from './address-documents';

/** Changes an address of the account's book. */
export const UpdateAddressMutation = graphql(`
  mutation UpdateAddress($id: ID!, $input: AddressInput!) {
    updateAddress(id: $id, input: $input) {
      ...SavedAddress_address
    }
  }
`);

/** Changing an address: other addresses' default flags may move, so the cached list is asked again. A refusal rejects. */
export function useUpdateAddress() {
  const [mutate, { loading }] = useMutation(UpdateAddressMutation, { update: forgetAddressList });
  const updateAddress = (id: string, input: AddressInput) => mutate({ variables: { id, input } });
  return { updateAddress, loading };
}
