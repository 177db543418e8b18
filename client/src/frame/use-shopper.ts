import { useClientQuery } from '../lib/data/use-client-query';
import { usePageQuery } from '../lib/data/use-page-query';
import { readGarageView } from '../garage';
import { unmask } from '../lib/data/read-fragment';
import type { AccountMenuUserFragment } from './account/account-documents';
import type { MiniCartFragment } from '../lib/cart-data';
import { FrameShopperQuery, FrameShopQuery } from './frame-queries';

/**
 * The shopper's account, cart, wishlist and garage for the frame. Every indicator reads the same
 * cached answer; one part failing (say the garage) leaves the others shown. Asked in the browser
 * once the page is hydrated: a page's markup is the same for every visitor (it may be cached), and
 * the indicators show their placeholders until the answer is in. While the answer is asked again
 * after the cache was reset (signing in or out), the last one known stays shown, so the header
 * never flashes an empty cart or a missing account before it settles.
 */
export function useShopper() {
  const { data, previousData, loading, error } = useClientQuery(FrameShopperQuery, { errorPolicy: 'all' });
  const shown = data ?? previousData;
  return {
    loading,
    error,
    me: unmask<typeof AccountMenuUserFragment>(shown?.me ?? null),
    cart: unmask<typeof MiniCartFragment>(shown?.cart ?? null),
    wishlistCount: shown?.wishlist?.count ?? 0,
    garage: readGarageView(shown?.garage),
  };
}

/** The shop's facts for the frame (name, slogan, contacts), the last ones known while they are asked again. */
export function useFrameShop() {
  const { data, previousData } = usePageQuery(FrameShopQuery);
  return (data ?? previousData)?.shop ?? null;
}
