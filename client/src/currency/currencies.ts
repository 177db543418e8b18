/** A currency the shopper can see prices in. Prices are kept and charged in Argentine pesos. */
export interface CurrencyDefinition {
  code: CurrencyCode;
  symbol: string;
  /** Its name in English (the API's `Currency.name`). */
  name: string;
}

export const CURRENCY_CODES = ['ARS', 'USD', 'GBP', 'EUR', 'RUB'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = 'ARS';
export const CURRENCY_STORAGE_KEY = 'currency';

/** The shop's currencies. Their rates are the shop's own, kept in the database with their date (`currency_rates`). */
export const CURRENCIES: Record<CurrencyCode, CurrencyDefinition> = {
  ARS: { code: 'ARS', symbol: 'AR$', name: 'Argentine Peso' },
  USD: { code: 'USD', symbol: '$', name: 'US Dollar' },
  GBP: { code: 'GBP', symbol: '£', name: 'Pound Sterling' },
  EUR: { code: 'EUR', symbol: '€', name: 'Euro' },
  RUB: { code: 'RUB', symbol: '₽', name: 'Russian Ruble' },
};

/**
 * The shop's rates: centavos for one unit of each other currency (1,450 pesos a dollar is 145000),
 * whole numbers, so conversions are exact integer arithmetic. A currency without a rate shows pesos.
 */
export type CurrencyRates = Partial<Record<CurrencyCode, number>>;

/** A rate as the API writes it (`"1450.00"`, pesos for one unit) in centavos, or null when it is none. */
export function centavosOfRate(pesosPerUnit: string): number | null {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(pesosPerUnit.trim());
  if (!m) return null;
  const centavos = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return centavos > 0 ? centavos : null;
}

/** Centavos as the API writes pesos: `"1450.00"`. */
export function pesosText(centavos: number): string {
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** Integer division rounded half away from zero (both whole numbers, the divisor positive). */
function divideRounded(n: number, d: number): number {
  const q = Math.floor((2 * Math.abs(n) + d) / (2 * d));
  return n < 0 ? -q : q;
}

/** Centavos in hundredths of a currency at a rate (centavos per unit): exact, rounded half away from zero. */
export function centavosToHundredths(centavos: number, centavosPerUnit: number): number {
  return divideRounded(centavos * 100, centavosPerUnit);
}

/** Hundredths of a currency back in centavos at a rate: what a price filter typed in dollars asks for in pesos. */
export function hundredthsToCentavos(hundredths: number, centavosPerUnit: number): number {
  return divideRounded(hundredths * centavosPerUnit, 100);
}

/** A peso amount in whole centavos (prices are exact to the centavo). */
export function centavosOf(amountInPesos: number): number {
  const cents = hundredths(Math.abs(amountInPesos));
  return amountInPesos < 0 ? -cents : cents;
}

/** A price in pesos in another currency at the shop's rate (its hundredths over 100); pesos when the rate is unknown. */
export function convertPesos(amountInPesos: number, code: CurrencyCode, rates: CurrencyRates): { code: CurrencyCode; amount: number } {
  const rate = code === 'ARS' ? undefined : rates[code];
  if (!rate) return { code: 'ARS', amount: amountInPesos };
  return { code, amount: centavosToHundredths(centavosOf(amountInPesos), rate) / 100 };
}

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
 * Formats a price given in pesos in the chosen currency: converted at the shop's rate (exact integer
 * arithmetic), roubles by their own rule, the others in the page's language (as Intl would) with
 * the shop's symbol for the currency. Without a rate for the currency, the price shows in pesos.
 */
export function formatMoney(amountInPesos: number, code: CurrencyCode, language: string, rates: CurrencyRates = {}): string {
  const converted = convertPesos(amountInPesos, code, rates);
  if (converted.code === 'RUB') return formatRoubles(converted.amount);
  return formatAmount(converted.amount, moneyLocale(language), CURRENCIES[converted.code].symbol);
}
