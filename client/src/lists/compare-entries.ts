import type { ApolloCache } from '@apollo/client';
import { graphql } from '../gql';
import type { CompareEntries_CompareFragment } from '../gql/graphql';
import { rowsWithout } from './compare-rows';

/** The comparison list as the header and the compare page read it after a change. */
export const CompareEntriesFragment = graphql(`
  fragment CompareEntries_compare on Compare {
    count
    items {
      product {
        id
        slug
      }
    }
    attributes {
      name
      slug
      values
    }
  }
`);

/** The session's comparison list as the cache holds it (a singleton), or null when nothing has read it yet. */
export function cachedCompare(cache: ApolloCache): CompareEntries_CompareFragment | null {
  const id = cache.identify({ __typename: 'Compare' });
  return id ? cache.readFragment({ id, fragment: CompareEntriesFragment, fragmentName: 'CompareEntries_compare' }) : null;
}

/** The comparison list without one product: its column leaves every row. */
export function compareWithout(compare: CompareEntries_CompareFragment, productId: string): CompareEntries_CompareFragment {
  const index = compare.items.findIndex((item) => item.product.id === productId);
  if (index < 0) return compare;
  const items = compare.items.filter((_, i) => i !== index);
  return { ...compare, items, count: items.length, attributes: rowsWithout(compare.attributes, index) };
}
