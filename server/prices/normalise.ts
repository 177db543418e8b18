/**
 * How a distributor's cell becomes a value the shop can use: brands and article numbers compared
 * in one spelling, prices in centavos from any of the ways Argentine files write them, stock from
 * numbers or words. Plain functions: each answers a value or the reason it cannot.
 */

/** A brand as compared: upper case, without accents, spaces or punctuation ("S.K.F." → "SKF", "Lemförder" → "LEMFORDER"). */
export function brandKeyOf(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** An article number as compared: upper case, without spaces, dots, dashes or slashes ("0 986 494.024" → "0986494024"). */
export function articleKeyOf(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[\s.\-/_]+/g, '');
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: RejectionReason };

/** Why a row is not taken: each shown in the preview with the row's line. */
export const REJECTION_REASONS = {
  'missing-brand': 'la fila no tiene marca',
  'missing-number': 'la fila no tiene código de artículo',
  'no-price': 'sin precio ("consultar" o vacío)',
  'bad-price': 'el precio no es un número positivo',
  'bad-stock': 'el stock no es un número ni una expresión conocida',
  duplicate: 'el mismo artículo ya figura en otra fila con los mismos datos',
  'conflicting-duplicate': 'el mismo artículo figura en otra fila con otro precio o stock',
  'not-an-article': 'línea de totales, subtítulo o nota',
  unreadable: 'la fila no se pudo leer',
} as const;
export type RejectionReason = keyof typeof REJECTION_REASONS;

const ASK = /^(consultar|consulte|a consultar|s\/?p|sin precio|n\/?d|-+|\?+)$/i;

/**
 * A price in centavos. Accepts "$ 1.234,56", "1234,5", "1,234.56", "1.234" (thousands), "12.5",
 * numbers from a spreadsheet cell, and "ARS"/"$"/"U$S" around it; "consultar" or empty is no price.
 * With both separators the last one is the decimal one; a lone dot before exactly three digits is
 * a thousands separator (Argentine files), any other lone separator is the decimal one.
 */
export function parseMoney(value: unknown): Parsed<number> {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value > 0 ? { ok: true, value: Math.round(value * 100) } : { ok: false, reason: 'bad-price' };
  }
  const raw = String(value ?? '').trim();
  if (raw === '' || ASK.test(raw)) return { ok: false, reason: 'no-price' };
  const text = raw.replace(/^(ars|u\$s|us\$|usd|\$)\s*/i, '').replace(/\s*(ars|\$)$/i, '').replace(/[\s\u00a0]/g, '');
  if (!/^\d[\d.,]*$/.test(text)) return { ok: false, reason: 'bad-price' };
  const lastDot = text.lastIndexOf('.');
  const lastComma = text.lastIndexOf(',');
  let intPart: string;
  let fraction = '';
  if (lastDot >= 0 && lastComma >= 0) {
    const at = Math.max(lastDot, lastComma);
    intPart = text.slice(0, at).replace(/[.,]/g, '');
    fraction = text.slice(at + 1);
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const parts = text.split(sep);
    const thousands = parts.length > 2 || (sep === '.' && parts[1].length === 3);
    if (thousands) {
      if (parts.slice(1).some((p) => p.length !== 3)) return { ok: false, reason: 'bad-price' };
      intPart = parts.join('');
    } else {
      intPart = parts[0];
      fraction = parts[1];
    }
  } else {
    intPart = text;
  }
  if (!/^\d+$/.test(intPart) || !/^\d*$/.test(fraction)) return { ok: false, reason: 'bad-price' };
  const cents = Number(intPart) * 100 + Math.round(Number(`0.${fraction || '0'}`) * 100);
  return cents > 0 && Number.isSafeInteger(cents) ? { ok: true, value: cents } : { ok: false, reason: 'bad-price' };
}

const NONE = /^(sin stock|s\/?stock|agotado|no|0+|-+|sin|consultar|a pedido|n\/?d)$/i;
const SOME = /^(si|sí|disponible|hay|con stock|ok)$/i;

/**
 * Units from a stock cell: "12", "12,0", ">50" or "+50" (at least 50), "sin stock"/"agotado"/
 * "consultar" (none now), "disponible"/"sí" (some: counted as 1). Empty is none.
 */
export function parseStock(value: unknown): Parsed<number> {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? { ok: true, value: Math.floor(value) } : { ok: false, reason: 'bad-stock' };
  }
  const text = String(value ?? '').trim().replace(/\s+/g, ' ');
  if (text === '' || NONE.test(text)) return { ok: true, value: 0 };
  if (SOME.test(text)) return { ok: true, value: 1 };
  const m = /^(>=?|\+|más de|mas de)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,0+)?\s*(u|un|unid|unidades)?\.?\s*\+?$/i.exec(text);
  if (!m) return { ok: false, reason: 'bad-stock' };
  const n = Number(m[2].replace(/\./g, ''));
  return Number.isSafeInteger(n) && n <= 2_000_000_000 ? { ok: true, value: n } : { ok: false, reason: 'bad-stock' };
}

/**
 * A line that is not an article: a totals line ("Total", "TOTAL GENERAL", "Subtotal frenos" with no
 * article number or no price: the brand TOTAL's own rows have both), a note ("*** fin ***").
 */
export function isNotAnArticle(cells: readonly string[], number: string, price: string): boolean {
  const first = (cells.find((c) => c.trim() !== '') ?? '').trim();
  if (/^\*+|^fin\b|^cantidad de (art[ií]culos|filas)/i.test(first)) return true;
  return /^(sub)?total(es)?\b/i.test(first) && (number.trim() === '' || price.trim() === '');
}
