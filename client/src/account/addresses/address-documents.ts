import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';

export const AddressesPageQuery = graphql(`
  query AddressesPage {
    addresses {
      ...SavedAddress_address
    }
    countries {
      code
      name
    }
  }
`);

export const EditAddressPageQuery = graphql(`
  query EditAddressPage($id: ID!, $isNew: Boolean!) {
    address(id: $id) @skip(if: $isNew) {
      ...SavedAddress_address
    }
    countries {
      code
      name
    }
  }
`);

/**
 * After an address is added, removed or made the default, other addresses' default flags may have
 * moved (spec §4): the cached list is dropped, so every view of it asks again once.
 */
export function forgetAddressList(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'addresses' });
  cache.gc();
}
