import type { ProductModel } from '../catalog/model';
import { userError } from '../errors';

/** Fixed shipping of a non-empty cart, in pesos (spec §9). */
export const SHIPPING_PRICE = 25;
/** Tax as a share of the subtotal (spec §9). */
export const TAX_RATE = 0.2;
/** Largest quantity of one cart line. */
export const MAX_LINE_QUANTITY = 9999;

export interface ChosenOption {
  name: string;
  value: string;
}

export interface PricedLine {
  price: number;
  quantity: number;
}

export interface CartTotalRow {
  title: 'SHIPPING' | 'TAX';
  price: number;
  type: 'SHIPPING' | 'TAX';
}

export interface CartFigures {
  quantity: number;
  subtotal: number;
  totals: CartTotalRow[];
  total: number;
}

const cents = (amount: number): number => Math.round(amount * 100);
const pesos = (c: number): number => c / 100;

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

/** price × quantity, rounded to cents. */
export function lineTotal(line: PricedLine): number {
  return pesos(cents(line.price) * line.quantity);
}

/**
 * Totals per spec §9: subtotal of the lines, shipping 25 and tax 20 percent of the subtotal, total
 * = subtotal + both. An empty cart has no shipping or tax and a total of 0. Sums are kept in cents.
 */
export function cartFigures(lines: readonly PricedLine[]): CartFigures {
  const quantity = lines.reduce((n, l) => n + l.quantity, 0);
  const subtotalCents = lines.reduce((s, l) => s + cents(l.price) * l.quantity, 0);
  if (lines.length === 0) return { quantity: 0, subtotal: 0, totals: [], total: 0 };
  const shipping = cents(SHIPPING_PRICE);
  const tax = Math.round(subtotalCents * TAX_RATE);
  return {
    quantity,
    subtotal: pesos(subtotalCents),
    totals: [
      { title: 'SHIPPING', price: pesos(shipping), type: 'SHIPPING' },
      { title: 'TAX', price: pesos(tax), type: 'TAX' },
    ],
    total: pesos(subtotalCents + shipping + tax),
  };
}
