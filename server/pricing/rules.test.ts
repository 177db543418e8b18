import { describe, expect, it } from 'vitest';
import { ivaIncluded, ruleFor, saleAt, sellingPrice, type MarkupRule } from './rules';

const rule = (scope: MarkupRule['scope'], key: string, percentBp: number, extra: Partial<MarkupRule> = {}): MarkupRule => ({
  scope, key, percentBp, surchargeCentavos: 0, roundingCentavos: 1, minMarginBp: 0, ...extra,
});

describe('mark-up rules', () => {
  const rules = [rule('default', '', 4000), rule('supplier', 'norte', 3000), rule('category', 'frenos', 2500), rule('brand', 'bosch', 2000)];

  it('takes the brand rule over the category, the supplier and the default', () => {
    expect(ruleFor(rules, { supplierId: 'norte', brandKey: 'bosch', categoryKey: 'frenos' })?.percentBp).toBe(2000);
    expect(ruleFor(rules, { supplierId: 'norte', brandKey: 'ngk', categoryKey: 'frenos' })?.percentBp).toBe(2500);
    expect(ruleFor(rules, { supplierId: 'norte', brandKey: 'ngk', categoryKey: null })?.percentBp).toBe(3000);
    expect(ruleFor(rules, { supplierId: 'sur', brandKey: null, categoryKey: null })?.percentBp).toBe(4000);
    expect(ruleFor([rule('brand', 'bosch', 1)], { supplierId: 'sur', brandKey: 'ngk', categoryKey: null })).toBeNull();
  });

  it('marks up the cost without IVA, adds the surcharge and IVA, to the centavo', () => {
    // 1.000,00 + 40 % = 1.400,00; + 5,00 = 1.405,00; + 21 % = 1.700,05
    expect(sellingPrice({ costCentavos: 100_000, costIncludesIva: false }, rule('default', '', 4000, { surchargeCentavos: 500 }), 2100)).toBe(170_005);
    // A cost with IVA is taken out first: 1.210,00 / 1,21 = 1.000,00
    expect(sellingPrice({ costCentavos: 121_000, costIncludesIva: true }, rule('default', '', 4000), 2100)).toBe(169_400);
    // 10.5 %: 1.000,00 × 1,4 × 1,105 = 1.547,00
    expect(sellingPrice({ costCentavos: 100_000, costIncludesIva: false }, rule('default', '', 4000), 1050)).toBe(154_700);
  });

  it('rounds up to the rule step and keeps the minimum margin', () => {
    // 1.234,56 × 1,3 × 1,21 = 1.941,96 → next 10,00 = 1.950,00
    expect(sellingPrice({ costCentavos: 123_456, costIncludesIva: false }, rule('default', '', 3000, { roundingCentavos: 1000 }), 2100)).toBe(195_000);
    // A 5 % mark-up under a 15 % minimum margin sells at cost × 1,15 × 1,21
    expect(sellingPrice({ costCentavos: 100_000, costIncludesIva: false }, rule('default', '', 500, { minMarginBp: 1500 }), 2100)).toBe(139_150);
    // The shop's own price list: a cost with IVA under a 0 % rule sells at that cost, to the centavo
    for (const cost of [10_098, 10_099, 1, 28_000_099]) expect(sellingPrice({ costCentavos: cost, costIncludesIva: true }, rule('supplier', 'tienda', 0), 2100)).toBe(cost);
  });
});

describe('IVA included', () => {
  it('is the part of a price above price / (1 + rate)', () => {
    expect(ivaIncluded(121_000, 2100)).toBe(21_000);
    expect(ivaIncluded(110_500, 1050)).toBe(10_500);
    expect(ivaIncluded(100, 2100)).toBe(17); // 1,00 / 1,21 = 0,8264 → 0,83; IVA 0,17
    expect(ivaIncluded(0, 2100)).toBe(0);
  });
});

describe('sale prices by date', () => {
  const day = 86_400_000;
  const sales = [
    { priceCentavos: 90_000, startsAt: 10 * day, endsAt: 20 * day },
    { priceCentavos: 80_000, startsAt: 15 * day, endsAt: 16 * day },
    { priceCentavos: 95_000, startsAt: 30 * day, endsAt: null },
  ];
  it('applies from the start, not after the end, the lowest when they overlap', () => {
    expect(saleAt(sales, 9 * day)).toBeNull();
    expect(saleAt(sales, 10 * day)).toBe(90_000);
    expect(saleAt(sales, 15 * day + 1)).toBe(80_000);
    expect(saleAt(sales, 20 * day)).toBeNull();
    expect(saleAt(sales, 400 * day)).toBe(95_000);
  });
});
