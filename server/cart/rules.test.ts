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

describe('cart totals (spec §9)', () => {
  it('adds shipping 25 and tax 20 percent of the subtotal, in cents', () => {
    expect(cartFigures([{ price: 100.1, quantity: 3 }, { price: 0.05, quantity: 1 }])).toEqual({
      quantity: 4,
      subtotal: 300.35,
      totals: [
        { title: 'SHIPPING', price: 25, type: 'SHIPPING' },
        { title: 'TAX', price: 60.07, type: 'TAX' },
      ],
      total: 385.42,
    });
    expect(lineTotal({ price: 0.1, quantity: 3 })).toBe(0.3);
  });

  it('charges nothing for an empty cart', () => {
    expect(cartFigures([])).toEqual({ quantity: 0, subtotal: 0, totals: [], total: 0 });
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
