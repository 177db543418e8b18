import { describe, expect, it } from 'vitest';
import { ivaCondition, totalRows } from './order-view-model';

describe('an order page’s figures', () => {
  it('reads the checkout’s shipping and IVA rows to the centavo and skips what it does not know', () => {
    const totals = [
      { title: 'SHIPPING', price: 25, priceCentavos: 2_500, type: 'SHIPPING' },
      { title: 'TAX', price: 46_579.13, priceCentavos: 4_657_913, type: 'TAX' },
      { title: 'DISCOUNT', priceCentavos: -100, type: 'DISCOUNT' },
      null,
    ];
    expect(totalRows(totals)).toEqual([
      { kind: 'SHIPPING', amount: '25.00' },
      { kind: 'TAX', amount: '46579.13' },
    ]);
    expect(totalRows({})).toEqual([]);
  });

  it('knows the shop’s IVA conditions only', () => {
    expect(ivaCondition('RESPONSABLE_INSCRIPTO')).toBe('RESPONSABLE_INSCRIPTO');
    expect(ivaCondition('OTRA')).toBeNull();
    expect(ivaCondition(null)).toBeNull();
  });
});
