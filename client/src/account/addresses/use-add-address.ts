import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { AddressInput } from '../../gql/graphql';
import { forgetAddressList } from './address-documents';

/** Adds an address to the account's book. */
export const AddAddressMutation = graphql(`
  mutation AddAddress($input: AddressInput!) {
    addAddress(input: $input) {
      ...SavedAddress_address
    }
  }
`);

/** Adding an address: other addresses' default flags may move, so the cached list is asked again. A refusal rejects. */
export function useAddAddress() {
  const [mutate, { loading }] = useMutation(AddAddressMutation, { update: forgetAddressList });
  const addAddress = (input: AddressInput) => mutate({ variables: { input } });
  return { addAddress, loading };
}
