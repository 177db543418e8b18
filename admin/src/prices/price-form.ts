/**
 * The price pages' numbers: centavos and basis points shown as people write them, and read back
 * from what they type (a percentage with a comma or a dot, pesos with or without thousands dots).
 */

/** Centavos as the API's pesos string (`"1234.50"`), for `formatPesos`. */
export const pesosOf = (centavos: number): string => (centavos / 100).toFixed(2);

/** Basis points as a percentage in the interface's language (`40`, `10,5`): `intlLocale` gives en-RTL a real locale. */
export function percentOf(bp: number, language: string, intlLocale: (language: string) => string): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-AR' : intlLocale(language), { maximumFractionDigits: 2 }).format(bp / 100);
}

/** A number typed by a person: `1.234,5`, `1234.5`, `1,5` and `-3` are read; anything else is null. */
export function readNumber(text: string): number | null {
  let t = text.trim().replace(/\s|\$|%/g, '');
  if (t === '' || !/^-?[\d.,]+$/.test(t)) return null;
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) t = comma > dot ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (comma >= 0) t = t.replace(',', '.');
  else if (dot >= 0 && /^-?\d{1,3}(\.\d{3})+$/.test(t)) t = t.replace(/\./g, '');
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export interface RuleForm {
  percent: string;
  surcharge: string;
  rounding: string;
  minMargin: string;
}

export type RuleField = keyof RuleForm;

export interface RuleValues {
  percentBp: number;
  surchargeCentavos: number;
  roundingCentavos: number;
  minMarginBp: number;
}

export function ruleFormOf(r: RuleValues): RuleForm {
  const plain = (n: number) => String(n).replace('.', ',');
  return { percent: plain(r.percentBp / 100), surcharge: plain(r.surchargeCentavos / 100), rounding: plain(r.roundingCentavos / 100), minMargin: plain(r.minMarginBp / 100) };
}

/** The form's values in basis points and centavos, or the fields that cannot be read (the server checks the bounds). */
export function readRuleForm(f: RuleForm): { ok: true; values: RuleValues } | { ok: false; fields: RuleField[] } {
  const percent = readNumber(f.percent);
  const surcharge = readNumber(f.surcharge === '' ? '0' : f.surcharge);
  const rounding = readNumber(f.rounding === '' ? '0,01' : f.rounding);
  const minMargin = readNumber(f.minMargin === '' ? '0' : f.minMargin);
  const fields: RuleField[] = [];
  if (percent === null || percent < -90 || percent > 1000) fields.push('percent');
  if (surcharge === null || surcharge < 0) fields.push('surcharge');
  if (rounding === null || rounding < 0.01) fields.push('rounding');
  if (minMargin === null || minMargin < -90 || minMargin > 1000) fields.push('minMargin');
  if (fields.length > 0 || percent === null || surcharge === null || rounding === null || minMargin === null) return { ok: false, fields };
  return {
    ok: true,
    values: { percentBp: Math.round(percent * 100), surchargeCentavos: Math.round(surcharge * 100), roundingCentavos: Math.round(rounding * 100), minMarginBp: Math.round(minMargin * 100) },
  };
}

/** Header spellings typed one per line (or separated by semicolons), blanks dropped. */
export const columnsOf = (text: string): string[] => text.split(/[\n;]/).map((c) => c.trim()).filter((c) => c !== '');
