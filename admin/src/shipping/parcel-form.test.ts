import { describe, expect, it } from 'vitest';
import { formOf, readParcelForm, serverFieldError } from './parcel-form';

describe("the edit form of a category's default parcel", () => {
  const filter = { weightGrams: 500, lengthCm: 15, widthCm: 12, heightCm: 12 };

  it('reads whole grams and centimetres, with the thousands written either way', () => {
    expect(readParcelForm(formOf(filter))).toEqual({ ok: true, values: filter });
    expect(readParcelForm({ ...formOf(filter), weightGrams: ' 12.000 ' })).toEqual({ ok: true, values: { ...filter, weightGrams: 12_000 } });
    expect(readParcelForm({ ...formOf(filter), weightGrams: '12,000' })).toEqual({ ok: true, values: { ...filter, weightGrams: 12_000 } });
  });

  it('names every field that is empty, not whole or out of bounds, with the bounds to say', () => {
    const r = readParcelForm({ weightGrams: '', lengthCm: '0', widthCm: '12,5', heightCm: '301' });
    expect(r).toEqual({
      ok: false,
      errors: [
        { field: 'weightGrams', min: 1, max: 100_000 },
        { field: 'lengthCm', min: 1, max: 300 },
        { field: 'widthCm', min: 1, max: 300 },
        { field: 'heightCm', min: 1, max: 300 },
      ],
    });
    expect(readParcelForm({ ...formOf(filter), weightGrams: '100001' })).toMatchObject({ ok: false, errors: [{ field: 'weightGrams' }] });
  });

  it("puts the staff API's refusal on its field, and nothing for another one", () => {
    expect(serverFieldError('heightCm')).toEqual({ field: 'heightCm', min: 1, max: 300 });
    expect(serverFieldError('reason')).toBeNull();
    expect(serverFieldError(undefined)).toBeNull();
  });
});
