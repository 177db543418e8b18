import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import type { WishlistEntries_WishlistFragment } from '../gql/graphql';

/** The wishlist's entries as the header count and the wishlist page read them. */
export const WishlistEntriesFragment = graphql(`
  fragment WishlistEntries_wishlist on Wishlist {
    count
    items {
      addedAt
      product {
        id
        slug
      }
    }
  }
`);

/** Removes a product from the wishlist; the answer carries every field the wishlist page and the header read. */
export const RemoveWishlistItemMutation = graphql(`
  mutation RemoveWishlistItem($productId: ID!) {
    removeFromWishlist(productId: $productId) {
      ...WishlistEntries_wishlist
    }
  }
`);

/** The wishlist without one product (the answer shown while the removal is on its way). */
export function wishlistWithout(wishlist: WishlistEntries_WishlistFragment, productId: string): WishlistEntries_WishlistFragment {
  const items = wishlist.items.filter((item) => item.product.id !== productId);
  return { ...wishlist, items, count: items.length };
}

/**
 * Removing a product from the wishlist: it leaves the page and the header count at once from an
 * optimistic answer, then the server's answer replaces it through the normalised cache. A second
 * removal while one is in progress is ignored (resolves false). Rejects when the server refuses
 * (rolled back).
 */
export function useRemoveFromWishlist() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(RemoveWishlistItemMutation);
  const removeFromWishlist = async (productId: string): Promise<boolean> => {
    if (loading) return false;
    const id = client.cache.identify({ __typename: 'Wishlist' });
    const current = id
      ? client.cache.readFragment<WishlistEntries_WishlistFragment>({ id, fragment: WishlistEntriesFragment, fragmentName: 'WishlistEntries_wishlist' })
      : null;
    await mutate({
      variables: { productId },
      optimisticResponse: current ? { removeFromWishlist: { __typename: 'Wishlist', ...wishlistWithout(current, productId) } } : undefined,
    });
    return true;
  };
  return { removeFromWishlist, loading };
}
