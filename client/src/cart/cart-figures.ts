import type { MiniCart_CartFragment } from '../gql/graphql';

type Cart = MiniCart_CartFragment;
type Line = Cart['items'][number];

const centavos = (pesos: number): number => Math.round(pesos * 100);

/** An extra row of the totals; its title is the row's type, as the server answers it. */
function totalRow(type: 'SHIPPING' | 'TAX', amountCentavos: number): Cart['totals'][number] {
  return { __typename: 'CartTotal', title: type, price: amountCentavos / 100, type };
}

/**
 * The cart's figures recomputed from its lines the way the server does, in centavos: line total =
 * price × quantity, subtotal, no shipping (quoted by postal code, charged at checkout), total = subtotal. The
 * TAX row is the IVA the prices include ("IVA incluido"), never added: here it is scaled with the
 * subtotal (exact while the lines share one rate). Used for the answer shown while a change is on
 * its way; the server's answer then replaces it.
 */
export function withLines(cart: Cart, items: Line[]): Cart {
  const lines = items.map((line) => ({ ...line, total: (centavos(line.price) * line.quantity) / 100 }));
  const subtotal = lines.reduce((sum, line) => sum + centavos(line.total), 0);
  const before = centavos(cart.subtotal);
  const taxBefore = centavos(cart.totals.find((row) => row.type === 'TAX')?.price ?? 0);
  const tax = before > 0 ? Math.round((taxBefore * subtotal) / before) : 0;
  const totals: Cart['totals'] = lines.length === 0 ? [] : [totalRow('TAX', tax)];
  return {
    ...cart,
    items: lines,
    quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotal / 100,
    totals,
    total: subtotal / 100,
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
