import type { ProductModel } from '../catalog/model';
import { userError } from '../errors';
import { ivaIncluded, toPesos } from '../pricing/rules';

/** Largest quantity of one cart line. */
export const MAX_LINE_QUANTITY = 9999;

export interface ChosenOption {
  name: string;
  value: string;
}

export interface PricedLine {
  /** Unit price, IVA included. */
  priceCentavos: number;
  quantity: number;
  /** The IVA rate the price includes (basis points). */
  ivaBp: number;
}

export interface CartTotalRow {
  title: 'SHIPPING' | 'TAX';
  /** Pesos, as the API answers them. */
  price: number;
  priceCentavos: number;
  type: 'SHIPPING' | 'TAX';
}

export interface CartFigures {
  quantity: number;
  subtotal: number;
  subtotalCentavos: number;
  /** SHIPPING (added) and TAX: the IVA the prices include, shown and not added. */
  totals: CartTotalRow[];
  total: number;
  totalCentavos: number;
}

const row = (type: CartTotalRow['type'], centavos: number): CartTotalRow => ({ title: type, type, price: toPesos(centavos), priceCentavos: centavos });

/** ERROR_ADD_TO_CART_QUANTITY unless the quantity is a whole number from 1 to MAX_LINE_QUANTITY. */
export function assertQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw userError('ERROR_ADD_TO_CART_QUANTITY', 'ERROR_ADD_TO_CART_QUANTITY', { status: 400 });
  }
}

const optionsError = (detail: string) =>
  userError('ERROR_ADD_TO_CART_OPTIONS', 'ERROR_ADD_TO_CART_OPTIONS', { status: 400, extensions: { detail } });

/**
 * Checks the chosen options against the product's (every option of a product must be chosen, each
 * once, with one of its values; names and slugs are both accepted) and returns them by the
 * product's names, sorted by option name, so equal choices always compare equal.
 */
export function normaliseOptions(product: Pick<ProductModel, 'options'>, chosen: readonly ChosenOption[]): ChosenOption[] {
  const out: ChosenOption[] = [];
  const seen = new Set<string>();
  for (const pick of chosen) {
    const option = product.options.find((o) => o.name === pick.name || o.slug === pick.name);
    if (!option) throw optionsError(`unknown option ${pick.name}`);
    if (seen.has(option.slug)) throw optionsError(`option ${option.name} chosen twice`);
    seen.add(option.slug);
    const value = option.values.find((v) => v.name === pick.value || v.slug === pick.value);
    if (!value) throw optionsError(`unknown value ${pick.value} of ${option.name}`);
    out.push({ name: option.name, value: value.name });
  }
  const missing = product.options.find((o) => !seen.has(o.slug));
  if (missing) throw optionsError(`option ${missing.name} not chosen`);
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The key two cart additions share exactly when their (normalised) options are the same. */
export function optionsKey(options: readonly ChosenOption[]): string {
  return JSON.stringify(options.map((o) => [o.name, o.value]));
}

/** price × quantity, in centavos. */
export function lineTotal(line: Pick<PricedLine, 'priceCentavos' | 'quantity'>): number {
  return line.priceCentavos * line.quantity;
}

/**
 * A cart's figures in centavos: the subtotal of the lines (prices include IVA), the shipping chosen
 * (a quote's price; none in the cart, where no postal code is known yet, and no row for a free
 * pickup), and an informational TAX row with the IVA the lines include (each line's at its rate),
 * which is not added: total = subtotal + shipping. An empty cart has no rows and a total of 0.
 */
export function cartFigures(lines: readonly PricedLine[], shippingCentavos = 0): CartFigures {
  if (lines.length === 0) return { quantity: 0, subtotal: 0, subtotalCentavos: 0, totals: [], total: 0, totalCentavos: 0 };
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotal = lines.reduce((s, l) => s + lineTotal(l), 0);
  const iva = lines.reduce((s, l) => s + ivaIncluded(lineTotal(l), l.ivaBp), 0);
  const shipping = Math.max(0, Math.round(shippingCentavos));
  const total = subtotal + shipping;
  return {
    quantity,
    subtotal: toPesos(subtotal),
    subtotalCentavos: subtotal,
    totals: [...(shipping > 0 ? [row('SHIPPING', shipping)] : []), row('TAX', iva)],
    total: toPesos(total),
    totalCentavos: total,
  };
}
