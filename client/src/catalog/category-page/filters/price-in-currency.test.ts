import { describe, expect, it } from 'vitest';
import { centavosOf, centavosToHundredths, hundredthsToCentavos } from '../../../currency/currencies';
import { rangeInPesos, shownBounds, shownRange, type PriceConversion } from './price-in-currency';

// 1,450 pesos a dollar, as the shop's rate says.
const dollars: PriceConversion = {
  toShown: (pesos) => centavosToHundredths(centavosOf(pesos), 145000) / 100,
  toPesos: (shown) => hundredthsToCentavos(centavosOf(shown), 145000) / 100,
};
const pesos: PriceConversion = { toShown: (p) => p, toPesos: (s) => s };

describe('the price filter in the shopper\'s currency', () => {
  it('shows the list\'s bounds in dollars, rounded outward', () => {
    expect(shownBounds(1000, 480000, dollars)).toEqual({ min: 0, max: 332 });
    expect(shownBounds(1000, 480000, pesos)).toEqual({ min: 1000, max: 480000 });
  });

  it('asks the list in pesos for a range picked in dollars, and shows it back as picked', () => {
    const picked = { from: 20, to: 100 };
    const asked = rangeInPesos(picked, dollars);
    expect(asked).toEqual({ from: 29000, to: 145000 });
    expect(shownRange(asked, dollars)).toEqual(picked);
    // A price of AR$ 48.900 ($33.72) is inside a range from 30 to 34 dollars, and outside one to 33.
    const to34 = rangeInPesos({ from: 30, to: 34 }, dollars)!;
    expect(48900 >= to34.from! && 48900 <= to34.to!).toBe(true);
    expect(48900 <= rangeInPesos({ from: null, to: 33 }, dollars)!.to!).toBe(false);
    expect(rangeInPesos(null, dollars)).toBeNull();
    expect(rangeInPesos({ from: 500, to: null }, pesos)).toEqual({ from: 500, to: null });
  });
});
