import { describe, expect, it } from 'vitest';
import { cartOptions, purchaseError, type PurchaseOption } from './purchase-rules';

const side: PurchaseOption = { slug: 'lado', name: 'Lado', values: [{ slug: 'izquierdo', name: 'Izquierdo' }, { slug: 'derecho', name: 'Derecho' }] };
const colour: PurchaseOption = { slug: 'color', name: 'Color', values: [{ slug: 'negro', name: 'Negro' }] };

describe('purchaseError', () => {
  it('asks for every option before the quantity', () => {
    expect(purchaseError([side, colour], {}, 0)).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(purchaseError([side, colour], { lado: 'derecho' }, 1)).toBe('ERROR_ADD_TO_CART_OPTIONS');
    expect(purchaseError([side], { lado: 'trasero' }, 1)).toBe('ERROR_ADD_TO_CART_OPTIONS');
  });

  it('wants a whole quantity of at least 1', () => {
    expect(purchaseError([side], { lado: 'derecho' }, 0)).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(purchaseError([], {}, null)).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(purchaseError([], {}, 1.5)).toBe('ERROR_ADD_TO_CART_QUANTITY');
    expect(purchaseError([], {}, -2)).toBe('ERROR_ADD_TO_CART_QUANTITY');
  });

  it('lets a complete choice through', () => {
    expect(purchaseError([], {}, 1)).toBeNull();
    expect(purchaseError([side, colour], { lado: 'izquierdo', color: 'negro' }, 3)).toBeNull();
  });
});

describe('cartOptions', () => {
  it('names the chosen values as the cart stores them, in the product order', () => {
    expect(cartOptions([side, colour], { color: 'negro', lado: 'derecho' })).toEqual([
      { name: 'Lado', value: 'Derecho' },
      { name: 'Color', value: 'Negro' },
    ]);
  });
});
