import { useClientQuery } from '../lib/data/use-client-query';
import { FrameShopperQuery } from './frame-queries';

/**
 * The shopper's account, cart, wishlist and garage for the frame. Every indicator reads the same
 * cached answer; one part failing (say the garage) leaves the others shown. Asked in the browser
 * once the page is hydrated: a page's markup is the same for every visitor (it may be cached), and
 * the indicators show their placeholders until the answer is in.
 */
export function useShopper() {
  const { data, loading, error } = useClientQuery(FrameShopperQuery, { errorPolicy: 'all' });
  return {
    loading,
    error,
    me: data?.me ?? null,
    cart: data?.cart ?? null,
    wishlistCount: data?.wishlist?.count ?? 0,
    garage: data?.garage ?? null,
  };
}
