import { MAKE_BY_WMI } from './wmi';

/**
 * The VIN rules the gateway's decoder and the web client's VIN field share (ISO 3779): a pure module,
 * so a typo is told in the browser, before any request, with the same words the API would use.
 */

/** Why a VIN is not one, in a form each side words in its own way. */
export type VinProblem =
  | { code: 'LENGTH'; length: number }
  | { code: 'LETTERS_IOQ' }
  | { code: 'CHARACTERS' }
  | { code: 'CHECK_DIGIT'; expected: string }
  | { code: 'MODEL_YEAR'; character: string };

export type VinDecodeResult =
  | { ok: true; vin: string; wmi: string; make: string | null; modelYear: number; checkDigitVerified: boolean }
  | { ok: false; problem: VinProblem; reason: string };

/** The number of characters of a VIN. */
export const VIN_LENGTH = 17;

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VALUES: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The ISO 3779 check digit (position 9) of a well-formed VIN: weighted sum modulo 11, 10 as X. */
export function checkDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i++) {
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

/** The API's wording of a problem (the message of VIN_INVALID). */
export function vinProblemText(problem: VinProblem): string {
  switch (problem.code) {
    case 'LENGTH':
      return `A VIN has ${VIN_LENGTH} characters; this one has ${problem.length}.`;
    case 'LETTERS_IOQ':
      return 'A VIN never contains the letters I, O or Q.';
    case 'CHARACTERS':
      return 'A VIN holds only letters and digits.';
    case 'CHECK_DIGIT':
      return `The check digit (position 9) does not match: expected ${problem.expected}.`;
    case 'MODEL_YEAR':
      return `Position 10 (${problem.character}) is not a model-year code.`;
  }
}

/** The VIN as it is looked up: spaces around it dropped, letters in capitals. */
export function normaliseVin(input: string): string {
  return input.trim().toUpperCase();
}

function refused(problem: VinProblem): VinDecodeResult {
  return { ok: false, problem, reason: vinProblemText(problem) };
}

/** Decodes and validates a VIN. Spaces around it are ignored and letters may be lower case. */
export function decodeVin(input: string, currentYear = new Date().getFullYear()): VinDecodeResult {
  const vin = normaliseVin(input);
  if (vin.length !== VIN_LENGTH) return refused({ code: 'LENGTH', length: vin.length });
  if (/[IOQ]/.test(vin)) return refused({ code: 'LETTERS_IOQ' });
  if (!/^[A-Z0-9]{17}$/.test(vin)) return refused({ code: 'CHARACTERS' });
  const verify = usesCheckDigit(vin);
  if (verify && vin[8] !== checkDigit(vin)) return refused({ code: 'CHECK_DIGIT', expected: checkDigit(vin) });
  const year = modelYear(vin, currentYear);
  if (year === null) return refused({ code: 'MODEL_YEAR', character: vin[9] });
  const wmi = vin.slice(0, 3);
  return { ok: true, vin, wmi, make: MAKE_BY_WMI.get(wmi) ?? null, modelYear: year, checkDigitVerified: verify };
}
