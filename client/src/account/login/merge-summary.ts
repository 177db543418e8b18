import type { TranslationKey } from '../../i18n/keys';

export interface MergeSummary {
  cartItems: number;
  wishlistItems: number;
  compareItems: number;
  garageVehicles: number;
}

const KEYS: ReadonlyArray<[keyof MergeSummary, TranslationKey]> = [
  ['cartItems', 'TEXT_MERGED_CART_ITEMS'],
  ['wishlistItems', 'TEXT_MERGED_WISHLIST_ITEMS'],
  ['compareItems', 'TEXT_MERGED_COMPARE_ITEMS'],
  ['garageVehicles', 'TEXT_MERGED_GARAGE_VEHICLES'],
];

/** What came over from the signed-out session, one part per list that brought something, in a fixed order. */
export function mergedParts(merged: MergeSummary): { key: TranslationKey; count: number }[] {
  return KEYS.filter(([field]) => merged[field] > 0).map(([field, key]) => ({ key, count: merged[field] }));
}
