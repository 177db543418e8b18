/**
 * The bounds of a currency rate the staff may set (pesos for one unit, two decimals), and how a
 * rate typed by a person is read: both the staff API and the staff app use them.
 */
export const RATE_LIMITS = {
  /** One centavo. */
  minCentavos: 1,
  /** A hundred million pesos for one unit. */
  maxCentavos: 10_000_000_000,
} as const;

/**
 * Centavos of a rate as typed: digits with at most two decimals after `.` or `,` (`1475,5`,
 * `1475.50`), thousands separated by `.` or a space when the decimals follow a comma (`1.475,50`).
 * Null when it is not such a number or is outside `RATE_LIMITS`.
 */
export function rateCentavos(text: string): number | null {
  let t = text.trim().replace(/\s/g, '');
  if (t.includes(',')) t = t.replace(/\.(?=\d{3}(?:[.,]|$))/g, '').replace(',', '.');
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const centavos = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return centavos >= RATE_LIMITS.minCentavos && centavos <= RATE_LIMITS.maxCentavos ? centavos : null;
}
