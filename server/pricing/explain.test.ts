import { describe, expect, it } from 'vitest';
import { explainPrice } from './explain';
import { sellingPrice, type MarkupRule } from './rules';

const rule = (over: Partial<MarkupRule> = {}): MarkupRule => ({
  scope: 'default', key: '', percentBp: 4000, surchargeCentavos: 0, roundingCentavos: 1000, minMarginBp: 1500, ...over,
});

describe('explainPrice', () => {
  it('walks a cost without IVA to the rounded consumer price', () => {
    const e = explainPrice({ costCentavos: 100_000, costIncludesIva: false }, rule(), 2100);
    expect(e).toMatchObject({ costWithIvaCentavos: 121_000, markedUpCentavos: 169_400, surchargeWithIvaCentavos: 0, minimumCentavos: 139_150, minimumApplied: false, priceCentavos: 170_000 });
  });

  it('says when the minimum margin, not the mark-up, set the price', () => {
    const e = explainPrice({ costCentavos: 50_000, costIncludesIva: true }, rule({ percentBp: 500, roundingCentavos: 1 }), 1050);
    expect(e).toMatchObject({ costWithIvaCentavos: 50_000, markedUpCentavos: 52_500, minimumCentavos: 57_500, minimumApplied: true, priceCentavos: 57_500 });
  });

  it('answers the price the price book charges, whatever the rule', () => {
    const rules = [rule(), rule({ percentBp: 0, minMarginBp: 0, roundingCentavos: 1 }), rule({ percentBp: 2750, surchargeCentavos: 1_999, roundingCentavos: 500 }), rule({ percentBp: 1234, minMarginBp: 3000, roundingCentavos: 100 })];
    for (const r of rules) {
      for (const cost of [1, 999, 12_345, 4_500_000]) {
        for (const includesIva of [false, true]) {
          for (const iva of [2100, 1050]) {
            const offer = { costCentavos: cost, costIncludesIva: includesIva };
            expect(explainPrice(offer, r, iva).priceCentavos).toBe(sellingPrice(offer, r, iva));
          }
        }
      }
    }
  });
});
