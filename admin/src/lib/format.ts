import { intlLocale } from '../ui';

/** The locale numbers are written in: Spanish as in Argentina (`$ 12.345,67`). */
function numberLocale(language: string): string {
  return language === 'es' ? 'es-AR' : intlLocale(language);
}

/** A peso amount as the API writes it (`"12345.67"`), in the interface's language. */
export function formatPesos(amount: string, language: string): string {
  const value = Number(amount);
  if (!Number.isFinite(value)) return amount;
  return new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency: 'ARS' }).format(value);
}

/** A date and time in Buenos Aires, where the shop is, in the interface's language. */
export function formatDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Argentina/Buenos_Aires' }).format(date);
}

/** A date and time in a list: short (`27/11/26, 12:19`), in Buenos Aires. */
export function formatShortDateTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(numberLocale(language), { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Argentina/Buenos_Aires' }).format(date);
}

/** A whole number with the language's thousands separator (`12.000` in Spanish). */
export function formatWhole(value: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), { maximumFractionDigits: 0 }).format(value);
}
