import type { CartOptionChoice } from '../../cart';

/** An option as the purchase form knows it. */
export interface PurchaseOption {
  slug: string;
  name: string;
  values: readonly { slug: string; name: string }[];
}

/** The value slug chosen per option slug. */
export type ChosenValues = Readonly<Record<string, string | undefined>>;

export type PurchaseError = 'ERROR_ADD_TO_CART_OPTIONS' | 'ERROR_ADD_TO_CART_QUANTITY';

/**
 * Why a product cannot be added yet (spec §5): every option must be chosen (ERROR_ADD_TO_CART_OPTIONS),
 * and the quantity must be a whole number of at least 1 (ERROR_ADD_TO_CART_QUANTITY). Null when it can.
 */
export function purchaseError(options: readonly PurchaseOption[], chosen: ChosenValues, quantity: number | null): PurchaseError | null {
  const missing = options.some((option) => !option.values.some((value) => value.slug === chosen[option.slug]));
  if (missing) return 'ERROR_ADD_TO_CART_OPTIONS';
  if (quantity === null || !Number.isInteger(quantity) || quantity < 1) return 'ERROR_ADD_TO_CART_QUANTITY';
  return null;
}

/** The chosen options as the cart takes them (option name and value name), in the product's order. */
export function cartOptions(options: readonly PurchaseOption[], chosen: ChosenValues): CartOptionChoice[] {
  return options.flatMap((option) => {
    const value = option.values.find((v) => v.slug === chosen[option.slug]);
    return value ? [{ name: option.name, value: value.name }] : [];
  });
}
