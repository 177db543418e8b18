import type { ApolloCache } from '@apollo/client';
import { MiniCart_CartFragmentDoc, type MiniCart_CartFragment } from '../gql/graphql';

/** The session's cart as the cache holds it (a singleton), or null when nothing has read it yet. */
export function cachedCart(cache: ApolloCache): MiniCart_CartFragment | null {
  const id = cache.identify({ __typename: 'Cart' });
  if (!id) return null;
  return cache.readFragment<MiniCart_CartFragment>({ id, fragment: MiniCart_CartFragmentDoc, fragmentName: 'MiniCart_cart' });
}
