/**
 * Centavos of an amount in pesos as the staff type it: `1234,50`, `1.234,50`, `1234.50` or `1234`
 * (a comma is the decimal mark; dots before three digits group thousands). Null when it is not an
 * amount of at most two decimals, or not above zero.
 */
export function centavosOf(input: string): number | null {
  let text = input.trim().replace(/^\$\s*/, '').replace(/\s/g, '');
  if (text.includes(',')) text = text.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  else if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const centavos = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(centavos) && centavos > 0 ? centavos : null;
}

/** Pesos of centavos as the API and the amount field write them (`"1234.50"`). */
export function pesosOf(centavos: number): string {
  return (centavos / 100).toFixed(2);
}

/** A fresh idempotency key for one refund (kept while its form is open, so a retry is the same refund). */
export function refundKey(): string {
  return `staff-refund:${crypto.randomUUID()}`;
}
