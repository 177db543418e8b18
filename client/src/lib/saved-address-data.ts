import { graphql } from '../gql';

/**
 * A saved address of the signed-in account, as the address book shows it and the checkout offers it
 * (and fills the order's address from it): one selection for both, so neither misses a field the
 * other gained.
 */
export const SavedAddressFragment = graphql(`
  fragment SavedAddress_address on Address {
    id
    firstName
    lastName
    company
    country
    address1
    address2
    city
    state
    postcode
    email
    phone
    documentType
    documentNumber
    ivaCondition
    default
  }
`);
