import { describe, expect, it } from 'vitest';
import { mergedParts } from './merge-summary';

describe('what came over at sign-in', () => {
  it('names only the lists that brought something, in a fixed order', () => {
    expect(mergedParts({ cartItems: 2, wishlistItems: 0, compareItems: 1, garageVehicles: 3 })).toEqual([
      { key: 'TEXT_MERGED_CART_ITEMS', count: 2 },
      { key: 'TEXT_MERGED_COMPARE_ITEMS', count: 1 },
      { key: 'TEXT_MERGED_GARAGE_VEHICLES', count: 3 },
    ]);
  });

  it('is nothing when nothing came over', () => {
    expect(mergedParts({ cartItems: 0, wishlistItems: 0, compareItems: 0, garageVehicles: 0 })).toEqual([]);
  });
});
