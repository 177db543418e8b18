import { describe, expect, it } from 'vitest';
import { rateCentavos, RATE_LIMITS } from './rate-input';

describe('a rate as typed', () => {
  it('reads a point or a comma as the decimal separator, two decimals at most', () => {
    expect(rateCentavos('1475.50')).toBe(147_550);
    expect(rateCentavos('1475,5')).toBe(147_550);
    expect(rateCentavos(' 1475 ')).toBe(147_500);
    expect(rateCentavos('1.475,50')).toBe(147_550);
    expect(rateCentavos('18,00')).toBe(1_800);
    expect(rateCentavos('1475.505')).toBeNull();
    expect(rateCentavos('1,475.50')).toBeNull();
  });

  it('refuses what is not a positive rate in bounds', () => {
    for (const text of ['', 'abc', '-5', '0', '0,00', '1e3', '1000000000.01']) expect(rateCentavos(text)).toBeNull();
    expect(rateCentavos('0,01')).toBe(RATE_LIMITS.minCentavos);
    expect(rateCentavos('100000000')).toBe(RATE_LIMITS.maxCentavos);
  });
});
