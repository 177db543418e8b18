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

/**
 * How each money locale writes an amount: the grouping and decimal marks and where the symbol
 * goes, exactly as Intl's currency format of that locale (es-AR `-AR$ 1.234,50`, en-US
 * `-$1,234.50`, ru-RU `-1 234,50 $`, the spaces no-break). Written out rather than asked of Intl:
 * the first currency format of a page costs the browser a long task while it loads the locale's
 * data, and the server and every browser write the same text whatever their ICU version.
 */
const MONEY_STYLES: Record<string, { group: string; decimal: string; place: (number: string, symbol: string) => string }> = {
  'es-AR': { group: '.', decimal: ',', place: (number, symbol) => `${symbol}\u00a0${number}` },
  'en-US': { group: ',', decimal: '.', place: (number, symbol) => `${symbol}${number}` },
  'ru-RU': { group: '\u00a0', decimal: ',', place: (number, symbol) => `${number}\u00a0${symbol}` },
};

/** Hundredths of `amount` (not negative), rounded half away from zero as Intl rounds the number's shortest decimal form. */
function hundredths(amount: number): number {
  const text = String(amount);
  return text.includes('e') ? Math.round(amount * 100) : Math.round(Number(`${text}e2`));
}

/** An amount with two decimals in a money locale's marks, with `symbol` where the locale puts it. */
export function formatAmount(amount: number, locale: string, symbol: string): string {
  const style = MONEY_STYLES[locale] ?? MONEY_STYLES['en-US'];
  const cents = hundredths(Math.abs(amount));
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const fraction = String(cents % 100).padStart(2, '0');
  const minus = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return minus + style.place(`${whole}${style.decimal}${fraction}`, symbol);
}

/**
 * Formats a price given in pesos in the chosen currency: converted by its rate, roubles by their
 * own rule, the others in the page's language (as Intl would) with the shop's symbol for the currency.
 */
export function formatMoney(amountInPesos: number, code: CurrencyCode, language: string): string {
  const currency = CURRENCIES[code];
  const amount = amountInPesos * currency.rate;
  if (code === 'RUB') return formatRoubles(amount);
  return formatAmount(amount, moneyLocale(language), currency.symbol);
}
