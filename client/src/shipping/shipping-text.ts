import type { ShippingMode } from '../gql/graphql';
import type { TranslationKey } from '../i18n/keys';
import { intlLocale } from '../ui/locale';

/** A day as carriers promise it (`YYYY-MM-DD`), written in the shopper's language: "12 de diciembre". */
export function arrivalDay(day: string, language: string | undefined): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

export const MODE_LABEL: Record<ShippingMode, TranslationKey> = {
  HOME: 'TEXT_SHIPPING_MODE_HOME',
  BRANCH: 'TEXT_SHIPPING_MODE_BRANCH',
  PICKUP: 'TEXT_SHIPPING_MODE_PICKUP',
};

/** Who ships, as the shopper reads it: the carrier's own name, or the shop's words for its rate and counter. */
export function carrierLabelKey(carrier: string): TranslationKey | null {
  if (carrier === 'flat-rate') return 'TEXT_SHIPPING_CARRIER_FLAT_RATE';
  if (carrier === 'shop') return 'TEXT_SHIPPING_CARRIER_SHOP';
  return null;
}

/** A postal code as a shopper may type it, trimmed and upper case (the server reads it fully). */
export function cleanPostcode(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase().slice(0, 8);
}
