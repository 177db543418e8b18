import { MAKE_BY_WMI } from './wmi';

export type VinDecodeResult =
  | { ok: true; vin: string; wmi: string; make: string | null; modelYear: number; checkDigitVerified: boolean }
  | { ok: false; reason: string };

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The ISO 3779 check digit (position 9) of a well-formed VIN: weighted sum modulo 11, 10 as X. */
export function checkDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i];
    sum += (ch >= '0' && ch <= '9' ? Number(ch) : VALUES[ch]) * WEIGHTS[i];
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

/**
 * Regions whose VINs must carry a check digit: North America (1-5), where it is mandatory, and
 * China (L). Elsewhere (Europe, South America, Japan) position 9 is free, so it is not verified.
 */
export function usesCheckDigit(vin: string): boolean {
  return /^[1-5L]/.test(vin);
}

/**
 * The model year from position 10: position 7 a digit means the 1980-2009 cycle, a letter the
 * 2010-2039 one; a year beyond next year falls back one cycle.
 */
export function modelYear(vin: string, currentYear: number): number | null {
  const at = YEAR_CODES.indexOf(vin[9]);
  if (at < 0) return null;
  let year = (/[0-9]/.test(vin[6]) ? 1980 : 2010) + at;
  if (year > currentYear + 1) year -= 30;
  return year;
}

/** Decodes and validates a VIN. Spaces around it are ignored and letters may be lower case. */
export function decodeVin(input: string, currentYear = new Date().getFullYear()): VinDecodeResult {
  const vin = input.trim().toUpperCase();
  if (vin.length !== 17) return { ok: false, reason: `A VIN has 17 characters; this one has ${vin.length}.` };
  if (/[IOQ]/.test(vin)) return { ok: false, reason: 'A VIN never contains the letters I, O or Q.' };
  if (!/^[A-Z0-9]{17}$/.test(vin)) return { ok: false, reason: 'A VIN holds only letters and digits.' };
  const verify = usesCheckDigit(vin);
  if (verify && vin[8] !== checkDigit(vin)) {
    return { ok: false, reason: `The check digit (position 9) does not match: expected ${checkDigit(vin)}.` };
  }
  const year = modelYear(vin, currentYear);
  if (year === null) return { ok: false, reason: `Position 10 (${vin[9]}) is not a model-year code.` };
  const wmi = vin.slice(0, 3);
  return { ok: true, vin, wmi, make: MAKE_BY_WMI.get(wmi) ?? null, modelYear: year, checkDigitVerified: verify };
}
