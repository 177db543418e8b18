import { describe, expect, it } from 'vitest';
import type { MiniCart_CartFragment } from '../gql/graphql';
import { withLineQuantity, withoutLine } from './cart-figures';

const line = (id: string, price: number, quantity: number) => ({
  __typename: 'CartItem' as const,
  id,
  price,
  quantity,
  total: price * quantity,
  options: [],
  product: { __typename: 'Product' as const, id, slug: id, name: id, images: [] },
});

const cart: MiniCart_CartFragment = {
  __typename: 'Cart',
  quantity: 3,
  subtotal: 363,
  total: 363,
  totals: [{ __typename: 'CartTotal', title: 'TAX', price: 63, type: 'TAX' }],
  items: [line('a', 121, 2), line('b', 121, 1)],
};

describe('cart figures while a change is on its way', () => {
  it('recomputes the line, the subtotal, the IVA included (not added) and the total for a new quantity, with no shipping before a postal code', () => {
    const next = withLineQuantity(cart, 'a', 5);
    expect(next.items.map((l) => [l.id, l.quantity, l.total])).toEqual([
      ['a', 5, 605],
      ['b', 1, 121],
    ]);
    expect(next.quantity).toBe(6);
    expect(next.subtotal).toBe(726);
    expect(next.totals.map((r) => [r.type, r.price])).toEqual([['TAX', 126]]);
    expect(next.total).toBe(726);
  });

  it('drops a removed line, and an emptied cart has no extra rows and a total of 0', () => {
    const one = withoutLine(cart, 'a');
    expect(one.items.map((l) => l.id)).toEqual(['b']);
    expect(one.total).toBe(121);
    expect(one.totals.find((r) => r.type === 'TAX')?.price).toBe(21);
    const none = withoutLine(one, 'b');
    expect(none).toMatchObject({ items: [], quantity: 0, subtotal: 0, totals: [], total: 0 });
  });
});
