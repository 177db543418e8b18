import { describe, expect, it } from 'vitest';
import { mergedParts } from './merge-summary';

const gol = { year: 2010, make: 'Volkswagen', model: 'Gol', engine: '1.6' };
const palio = { year: 2014, make: 'Fiat', model: 'Palio', engine: '1.4' };

describe('what came over at sign-in', () => {
  it('names only the lists that brought something, in a fixed order, and the garage by its vehicles', () => {
    expect(mergedParts({ cartItems: 2, wishlistItems: 0, compareItems: 1, garageVehicles: 2, vehicles: [gol, palio] })).toEqual([
      { key: 'TEXT_MERGED_CART_ITEMS', count: 2 },
      { key: 'TEXT_MERGED_COMPARE_ITEMS', count: 1 },
      { key: 'TEXT_MERGED_GARAGE_VEHICLES', vehicles: ['2010 Volkswagen Gol 1.6', '2014 Fiat Palio 1.4'] },
    ]);
  });

  it('is nothing when nothing came over', () => {
    expect(mergedParts({ cartItems: 0, wishlistItems: 0, compareItems: 0, garageVehicles: 0, vehicles: [] })).toEqual([]);
  });
});
