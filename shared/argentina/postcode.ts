import type { Province } from './provinces';

/** Why an Argentine postal code is refused, as the form's message key. */
export type PostcodeProblem = 'ERROR_FORM_POSTCODE_AR' | 'ERROR_FORM_POSTCODE_PROVINCE';

/**
 * An Argentine postal code: the four digits of the old code (`1043`), or the CPA, the province's
 * letter, the four digits and three letters of the block face (`C1043AAZ`); the letter and digits
 * alone (`C1043`) are also accepted, as shoppers often write them. Spaces and dashes are dropped and
 * letters made upper case; a letter must be the chosen province's (when one is given).
 */
export function checkArgentinePostcode(
  raw: string,
  province: Province | null = null,
): { ok: true; postcode: string } | { ok: false; problem: PostcodeProblem } {
  const postcode = raw.replace(/[\s-]+/g, '').toUpperCase();
  const match = /^([A-HJ-NP-Z])?(\d{4})([A-Z]{3})?$/.exec(postcode);
  if (!match || (match[3] && !match[1])) return { ok: false, problem: 'ERROR_FORM_POSTCODE_AR' };
  if (match[1] && province && match[1] !== province.letter) return { ok: false, problem: 'ERROR_FORM_POSTCODE_PROVINCE' };
  return { ok: true, postcode };
}
