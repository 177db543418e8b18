import type { MiniCart_CartFragment } from '../gql/graphql';

/** Fixed shipping of a non-empty cart, in pesos (spec §9). */
export const SHIPPING_PRICE = 25;
/** Tax as a share of the subtotal (spec §9). */
export const TAX_RATE = 0.2;

type Cart = MiniCart_CartFragment;
type Line = Cart['items'][number];

const cents = (amount: number): number => Math.round(amount * 100);

/** An extra row of the totals; its title is the row's type, as the server answers it. */
function totalRow(type: 'SHIPPING' | 'TAX', price: number): Cart['totals'][number] {
  return { __typename: 'CartTotal', title: type, price, type };
}

/**
 * The cart's figures recomputed from its lines the way the server does (spec §9): line total =
 * price × quantity in cents, subtotal, shipping 25 and tax 20 percent for a non-empty cart, total.
 * Used for the answer shown while a change is on its way; the server's answer then replaces it.
 */
export function withLines(cart: Cart, items: Line[]): Cart {
  const lines = items.map((line) => ({ ...line, total: (cents(line.price) * line.quantity) / 100 }));
  const subtotalCents = lines.reduce((sum, line) => sum + cents(line.total), 0);
  const totals: Cart['totals'] =
    lines.length === 0 ? [] : [totalRow('SHIPPING', SHIPPING_PRICE), totalRow('TAX', Math.round(subtotalCents * TAX_RATE) / 100)];
  const totalCents = lines.length === 0 ? 0 : subtotalCents + totals.reduce((sum, row) => sum + cents(row.price), 0);
  return {
    ...cart,
    items: lines,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotalCents / 100,
    totals,
    total: totalCents / 100,
  };
}

/** The cart with one line's quantity changed. */
export function withLineQuantity(cart: Cart, itemId: string, quantity: number): Cart {
  return withLines(
    cart,
    cart.items.map((line) => (line.id === itemId ? { ...line, quantity } : line)),
  );
}

/** The cart without one line. */
export function withoutLine(cart: Cart, itemId: string): Cart {
  return withLines(
    cart,
    cart.items.filter((line) => line.id !== itemId),
  );
}
