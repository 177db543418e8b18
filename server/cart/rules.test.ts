import { describe, expect, it } from 'vitest';
import type { ProductModel } from '../catalog/model';
import { assertQuantity, cartFigures, lineTotal, normaliseOptions, optionsKey } from './rules';

const product: Pick<ProductModel, 'options'> = {
  options: [
    { type: 'DEFAULT', slug: 'lado', name: 'Lado', values: [{ slug: 'izquierdo', name: 'Izquierdo', color: null }, { slug: 'derecho', name: 'Derecho', color: null }] },
    { type: 'COLOR', slug: 'color', name: 'Color', values: [{ slug: 'negro', name: 'Negro', color: '#000' }] },
  ],
};

const codeOf = (fn: () => unknown): unknown => {
  try {
    fn();
  } catch (err) {
    return (err as { extensions?: { code?: unknown } }).extensions?.code;
  }
  return null;
};

describe('cart totals: IVA included, to the centavo', () => {
  it('adds the shipping quoted and shows the IVA the prices include without adding it', () => {
    // 3 × 1.210,00 at 21 % (IVA 630,00) and 1 × 1.105,00 at 10.5 % (IVA 105,00), shipping 8.450,00
    expect(cartFigures([{ priceCentavos: 121_000, quantity: 3, ivaBp: 2100 }, { priceCentavos: 110_500, quantity: 1, ivaBp: 1050 }], 845_000)).toEqual({
      quantity: 4,
      subtotal: 4735,
      subtotalCentavos: 473_500,
      totals: [
        { title: 'SHIPPING', price: 8450, priceCentavos: 845_000, type: 'SHIPPING' },
        { title: 'TAX', price: 735, priceCentavos: 73_500, type: 'TAX' },
      ],
      total: 13_185,
      totalCentavos: 1_318_500,
    });
  });

  it('adds no shipping while no postal code is known (the cart), nor a row for a free pickup', () => {
    const figures = cartFigures([{ priceCentavos: 121_000, quantity: 2, ivaBp: 2100 }]);
    expect(figures.totals.map((r) => r.type)).toEqual(['TAX']);
    expect(figures.totalCentavos).toBe(242_000);
    expect(cartFigures([{ priceCentavos: 121_000, quantity: 2, ivaBp: 2100 }], 0)).toEqual(figures);
  });

  it('rounds the IVA of each line once, half up, at its rate', () => {
    // 268.383,99 at 21 %: 268.383,99 / 1,21 = 221.804,95 → IVA 46.579,04; 0,99 at 10.5 %: 0,90 → IVA 0,09
    const figures = cartFigures([{ priceCentavos: 26_838_399, quantity: 1, ivaBp: 2100 }, { priceCentavos: 99, quantity: 1, ivaBp: 1050 }]);
    expect(figures.totals[0]).toEqual({ title: 'TAX', type: 'TAX', price: 46_579.13, priceCentavos: 4_657_913 });
    expect(figures.totalCentavos).toBe(26_838_399 + 99);
    expect(figures.total).toBe(268_384.98);
    expect(lineTotal({ priceCentavos: 10, quantity: 3 })).toBe(30);
  });

  it('charges nothing for an empty cart', () => {
    expect(cartFigures([])).toEqual({ quantity: 0, subtotal: 0, subtotalCentavos: 0, totals: [], total: 0, totalCentavos: 0 });
  });
});

describe('options and quantities', () => {
  it('accepts names or slugs, returns the product names sorted, so equal choices share a key', () => {
    const a = normaliseOptions(product, [{ name: 'lado', value: 'derecho' }, { name: 'Color', value: 'Negro' }]);
    const b = normaliseOptions(product, [{ name: 'Color', value: 'negro' }, { name: 'Lado', value: 'Derecho' }]);
    expect(a).toEqual([{ name: 'Color', value: 'Negro' }, { name: 'Lado', value: 'Derecho' }]);
    expect(optionsKey(a)).toBe(optionsKey(b));
    expect(optionsKey(a)).not.toBe(optionsKey(normaliseOptions(product, [{ name: 'Lado', value: 'Izquierdo' }, { name: 'Color', value: 'Negro' }])));
  });

  it('refuses missing, unknown and repeated options with ERROR_ADD_TO_CART_OPTIONS', () => {
    expect(codeOf(() => normaliseOptions(product, [{ name: 'Lado', value: 'Derecho' }]))).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(codeOf(() => normaliseOptions(product, [{ name: 'Lado', value: 'Arriba' }, { name: 'Color', value: 'Negro' }]))).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(
      codeOf(() => normaliseOptions(product, [{ name: 'Lado', value: 'Derecho' }, { name: 'lado', value: 'Izquierdo' }, { name: 'Color', value: 'Negro' }])),
    ).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(codeOf(() => normaliseOptions({ options: [] }, [{ name: 'Talle', value: 'M' }]))).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(normaliseOptions({ options: [] }, [])).toEqual([]);
  });

  it('takes whole quantities from 1 to 9999', () => {
    expect(codeOf(() => assertQuantity(1))).toBeNull();
    expect(codeOf(() => assertQuantity(9999))).toBeNull();
    for (const q of [0, -1, 1.5, 10_000, Number.NaN]) expect(codeOf(() => assertQuantity(q))).toBe('ERROR_ADD_TO_CART_QUANTITY');
  });
});
