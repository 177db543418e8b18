import type { TranslationKey } from '../../i18n/keys';
import { vehicleName } from '../../lib/vehicle-name';

export interface MergeSummary {
  cartItems: number;
  wishlistItems: number;
  compareItems: number;
  garageVehicles: number;
  /** The vehicles the account's garage gained. */
  vehicles: ReadonlyArray<{ year: number; make: string; model: string; engine: string }>;
}

/** One part of the notice: a list and how many of its entries came over, or the vehicles by name. */
export type MergedPart =
  | { key: Exclude<TranslationKey, 'TEXT_MERGED_GARAGE_VEHICLES'>; count: number }
  | { key: 'TEXT_MERGED_GARAGE_VEHICLES'; vehicles: string[] };

const COUNTED: ReadonlyArray<[keyof Omit<MergeSummary, 'vehicles' | 'garageVehicles'>, Exclude<TranslationKey, 'TEXT_MERGED_GARAGE_VEHICLES'>]> = [
  ['cartItems', 'TEXT_MERGED_CART_ITEMS'],
  ['wishlistItems', 'TEXT_MERGED_WISHLIST_ITEMS'],
  ['compareItems', 'TEXT_MERGED_COMPARE_ITEMS'],
];

/**
 * What came over from the signed-out session, one part per list that brought something, in a fixed
 * order: the cart lines, wishlist and compare entries by count, the garage's vehicles by name.
 */
export function mergedParts(merged: MergeSummary): MergedPart[] {
  const parts: MergedPart[] = COUNTED.filter(([field]) => merged[field] > 0).map(([field, key]) => ({ key, count: merged[field] }));
  if (merged.vehicles.length > 0) parts.push({ key: 'TEXT_MERGED_GARAGE_VEHICLES', vehicles: merged.vehicles.map(vehicleName) });
  return parts;
}
