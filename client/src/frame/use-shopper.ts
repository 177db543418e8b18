import { useQuery } from '@apollo/client/react';
import { FrameShopperQuery } from './frame-queries';

/**
 * The shopper's account, cart, wishlist and garage for the frame. Every indicator reads the same
 * cached answer; one part failing (say the garage) leaves the others shown.
 */
export function useShopper() {
  const { data, loading, error } = useQuery(FrameShopperQuery, { errorPolicy: 'all' });
  return {
    loading,
    error,
    me: data?.me ?? null,
    cart: data?.cart ?? null,
    wishlistCount: data?.wishlist?.count ?? 0,
    garage: data?.garage ?? null,
  };
}
