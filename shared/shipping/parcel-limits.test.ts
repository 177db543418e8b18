import { describe, expect, it } from 'vitest';
import { PARCEL_LIMITS, parcelProblems } from './parcel-limits';

describe("a category's default parcel", () => {
  const ok = { weightGrams: 500, lengthCm: 15, widthCm: 12, heightCm: 12 };

  it('is accepted in whole grams and centimetres within the bounds, the bounds included', () => {
    expect(parcelProblems(ok)).toEqual([]);
    expect(parcelProblems({ weightGrams: PARCEL_LIMITS.minWeightGrams, lengthCm: 1, widthCm: 1, heightCm: 1 })).toEqual([]);
    expect(parcelProblems({ weightGrams: PARCEL_LIMITS.maxWeightGrams, lengthCm: 300, widthCm: 300, heightCm: 300 })).toEqual([]);
  });

  it('names each field refused: zero, negative, too large, or not whole', () => {
    expect(parcelProblems({ ...ok, weightGrams: 0 })).toEqual([{ field: 'weightGrams', problem: 'out-of-range', min: 1, max: 100_000 }]);
    expect(parcelProblems({ ...ok, lengthCm: -5, heightCm: 301 }).map((p) => [p.field, p.problem])).toEqual([
      ['lengthCm', 'out-of-range'],
      ['heightCm', 'out-of-range'],
    ]);
    expect(parcelProblems({ ...ok, widthCm: 12.5 })).toEqual([{ field: 'widthCm', problem: 'not-whole', min: 1, max: 300 }]);
    expect(parcelProblems({ ...ok, weightGrams: Number.NaN })[0].problem).toBe('not-whole');
  });
});
