/** A currency the shopper can see prices in. Prices are stored in Argentine pesos. */
export interface CurrencyDefinition {
  code: CurrencyCode;
  symbol: string;
  /** Units of this currency for one peso's worth of the shop's prices. */
  rate: number;
}

export const CURRENCY_CODES = ['ARS', 'USD', 'GBP', 'EUR', 'RUB'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'ARS';
export const CURRENCY_STORAGE_KEY = 'currency';

/** The shop's currencies with their fixed rates. */
export const CURRENCIES: Record<CurrencyCode, CurrencyDefinition> = {
  ARS: { code: 'ARS', symbol: 'AR$', rate: 1 },
  USD: { code: 'USD', symbol: '$', rate: 1 },
  GBP: { code: 'GBP', symbol: '£', rate: 0.78 },
  EUR: { code: 'EUR', symbol: '€', rate: 0.92 },
  RUB: { code: 'RUB', symbol: '₽', rate: 64 },
};

export function isCurrencyCode(value: string | null | undefined): value is CurrencyCode {
  return CURRENCY_CODES.includes(value as CurrencyCode);
}

/** The saved choice when it names a known currency, otherwise the shop's default. */
export function chooseCurrency(saved: string | null | undefined): CurrencyCode {
  return isCurrencyCode(saved) ? saved : DEFAULT_CURRENCY;
}

/** Roubles: the converted amount rounded to a whole number, thousands split by spaces, ₽ after. */
export function formatRoubles(amount: number): string {
  const whole = Math.round(amount);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${whole < 0 ? '-' : ''}${digits} ${CURRENCIES.RUB.symbol}`;
}

/** The Intl locale for money in an interface language: Spanish is the shop's Argentine Spanish. */
export function moneyLocale(language: string | undefined): string {
  const base = (language ?? 'es').split('-')[0].toLowerCase();
  if (base === 'es') return 'es-AR';
  return base === 'ru' ? 'ru-RU' : 'en-US';
}

/** Number formats by locale and currency: made once each (a page shows dozens of prices). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string, code: CurrencyCode): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * Makes the number format prices will use in this language and currency. The first currency
 * format of a page costs far more than the next ones (the locale's currency data is loaded), so
 * the browser does it in a task of its own before hydrating.
 */
export function prepareMoneyFormat(code: CurrencyCode, language: string): void {
  if (code !== 'RUB') moneyFormat(moneyLocale(language), code);
}

/**
 * Formats a price given in pesos in the chosen currency: converted by its rate, roubles by their
 * own rule, the others by Intl in the page's language with the shop's symbol for the currency.
 */
export function formatMoney(amountInPesos: number, code: CurrencyCode, language: string): string {
  const currency = CURRENCIES[code];
  const amount = amountInPesos * currency.rate;
  if (code === 'RUB') return formatRoubles(amount);
  const parts = moneyFormat(moneyLocale(language), code).formatToParts(amount);
  return parts.map((part) => (part.type === 'currency' ? currency.symbol : part.value)).join('');
}
