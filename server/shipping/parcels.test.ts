import { describe, expect, it } from 'vitest';
import { billableWeightGrams, CATEGORY_PARCELS, DEFAULT_BOXES, packParcels, parcelSignature, parseBoxSizes, unitParcel, withEditedDefaults } from './parcels';

describe('billable weight', () => {
  it('is the real weight for a dense part and the volumetric one (cm³ / 5000 kg) for a bulky one', () => {
    // A battery: 15 kg in 28×18×20 cm = 10 080 cm³ → 2.016 kg volumetric.
    expect(billableWeightGrams(CATEGORY_PARCELS.battery)).toBe(15_000);
    // An exhaust: 9 kg in 110×25×20 cm = 55 000 cm³ → 11 kg volumetric.
    expect(billableWeightGrams(CATEGORY_PARCELS.exhaust)).toBe(11_000);
    // A filter: 0.5 kg in 15×12×12 = 2 160 cm³ → 432 g volumetric.
    expect(billableWeightGrams(CATEGORY_PARCELS.filter)).toBe(500);
    // A carrier dividing by 4000 bills the bulky box heavier.
    expect(billableWeightGrams(CATEGORY_PARCELS.exhaust, 4000)).toBe(13_750);
    expect(billableWeightGrams({ weightGrams: 1, lengthCm: 1, widthCm: 1, heightCm: 1 })).toBe(1);
  });
});

describe('unit parcels', () => {
  it("uses the catalogue's measurements when given and the category's defaults for what is missing", () => {
    expect(unitParcel({ quantity: 1, category: 'filter' })).toEqual(CATEGORY_PARCELS.filter);
    expect(unitParcel({ quantity: 1 })).toEqual(CATEGORY_PARCELS.default);
    expect(unitParcel({ quantity: 1, category: 'filter', weightGrams: 820.4 })).toEqual({ ...CATEGORY_PARCELS.filter, weightGrams: 821 });
    expect(unitParcel({ quantity: 1, category: 'battery', size: { lengthCm: 24, widthCm: 17.5, heightCm: 19 } })).toEqual({
      weightGrams: 15_000, lengthCm: 24, widthCm: 18, heightCm: 19,
    });
    // A zero size is a missing one.
    expect(unitParcel({ quantity: 1, category: 'exhaust', size: { lengthCm: 0, widthCm: 10, heightCm: 10 } })).toEqual(CATEGORY_PARCELS.exhaust);
  });
});

describe("the staff's defaults per category", () => {
  const heavierFilter = { weightGrams: 800, lengthCm: 20, widthCm: 12, heightCm: 12 };

  it('replace only the categories edited, and ignore unknown ones', () => {
    const defaults = withEditedDefaults({ filter: heavierFilter, wheel: { weightGrams: 9, lengthCm: 9, widthCm: 9, heightCm: 9 } });
    expect(defaults.filter).toEqual(heavierFilter);
    expect(defaults.exhaust).toEqual(CATEGORY_PARCELS.exhaust);
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(CATEGORY_PARCELS).sort());
    expect(withEditedDefaults({})).toEqual(CATEGORY_PARCELS);
  });

  it("give a line without measurements its category's edited parcel, never overriding the catalogue's own", () => {
    const defaults = withEditedDefaults({ filter: heavierFilter });
    expect(unitParcel({ quantity: 1, category: 'filter' }, defaults)).toEqual(heavierFilter);
    expect(unitParcel({ quantity: 1, category: 'filter', weightGrams: 300 }, defaults)).toEqual({ ...heavierFilter, weightGrams: 300 });
    expect(unitParcel({ quantity: 1, category: 'battery' }, defaults)).toEqual(CATEGORY_PARCELS.battery);
    expect(unitParcel({ quantity: 1 }, withEditedDefaults({ default: heavierFilter }))).toEqual(heavierFilter);
    // The code's defaults are left as they were.
    expect(CATEGORY_PARCELS.filter).toEqual({ weightGrams: 500, lengthCm: 15, widthCm: 12, heightCm: 12 });
  });

  it('pack into other parcels, so the quote is asked (and cached) under another signature', () => {
    const lines = [{ quantity: 3, category: 'filter' as const }];
    const before = packParcels(lines);
    const after = packParcels(lines, DEFAULT_BOXES, withEditedDefaults({ filter: heavierFilter }));
    // Three 20×12×12 filters no longer fill one small box (80 % of 9 000 cm³): two boxes.
    expect(before).toEqual([{ weightGrams: 1500, lengthCm: 30, widthCm: 20, heightCm: 15 }]);
    expect(after).toEqual([
      { weightGrams: 1600, lengthCm: 30, widthCm: 20, heightCm: 15 },
      { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 15 },
    ]);
    expect(parcelSignature(after)).not.toBe(parcelSignature(before));
    expect(packParcels(lines, DEFAULT_BOXES, CATEGORY_PARCELS)).toEqual(before);
  });
});

describe('packing', () => {
  it('puts a few filters in one small box', () => {
    const parcels = packParcels([{ quantity: 3, category: 'filter' }]);
    expect(parcels).toEqual([{ weightGrams: 1500, lengthCm: 30, widthCm: 20, heightCm: 15 }]);
  });

  it('opens another small box when the first is full, rather than one big box billed by its volume', () => {
    const parcels = packParcels([{ quantity: 8, category: 'filter' }]);
    expect(parcels.map((p) => p.weightGrams)).toEqual([1500, 1500, 1000]);
    for (const p of parcels) expect(p).toMatchObject({ lengthCm: 30, widthCm: 20, heightCm: 15 });
  });

  it('sends an exhaust in the long box and a pair of brake discs apart when the weight limit says so', () => {
    const parcels = packParcels([
      { quantity: 1, category: 'exhaust' },
      { quantity: 2, category: 'brake-disc-pair' },
      { quantity: 1, category: 'filter' },
    ]);
    expect(parcels[0]).toMatchObject({ lengthCm: 120, widthCm: 35, heightCm: 30 });
    const total = parcels.reduce((sum, p) => sum + p.weightGrams, 0);
    expect(total).toBe(9_000 + 24_000 + 500);
    for (const p of parcels) expect(p.weightGrams).toBeLessThanOrEqual(30_000);
  });

  it('ships a part no box holds in its own packaging', () => {
    const long = { lengthCm: 180, widthCm: 20, heightCm: 20 };
    expect(packParcels([{ quantity: 1, weightGrams: 7000, size: long }])).toEqual([{ weightGrams: 7000, ...long }]);
  });

  it('packs nothing for an empty cart and respects the configured boxes', () => {
    expect(packParcels([])).toEqual([]);
    const onlyOne = parseBoxSizes('U=50x50x50@25');
    expect(onlyOne).not.toBeNull();
    expect(packParcels([{ quantity: 2, category: 'battery' }], onlyOne ?? DEFAULT_BOXES)).toEqual([
      { weightGrams: 15_000, lengthCm: 50, widthCm: 50, heightCm: 50 },
      { weightGrams: 15_000, lengthCm: 50, widthCm: 50, heightCm: 50 },
    ]);
  });
});

describe('settings and signature', () => {
  it('parses box sizes and refuses a malformed list', () => {
    expect(parseBoxSizes('S=30x20x15@10, XL=120x35x30@30')).toEqual([
      { name: 'S', lengthCm: 30, widthCm: 20, heightCm: 15, maxWeightGrams: 10_000 },
      { name: 'XL', lengthCm: 120, widthCm: 35, heightCm: 30, maxWeightGrams: 30_000 },
    ]);
    expect(parseBoxSizes('S=30x20@10')).toBeNull();
    expect(parseBoxSizes('S=0x20x15@10')).toBeNull();
    expect(parseBoxSizes('')).toBeNull();
  });

  it('names the same parcels the same whatever their order or orientation', () => {
    const a = { weightGrams: 500, lengthCm: 15, widthCm: 12, heightCm: 10 };
    const b = { weightGrams: 900, lengthCm: 30, widthCm: 20, heightCm: 15 };
    expect(parcelSignature([a, b])).toBe(parcelSignature([{ ...b, lengthCm: 15, heightCm: 30 }, a]));
    expect(parcelSignature([a])).not.toBe(parcelSignature([{ ...a, weightGrams: 501 }]));
  });
});
