import { checkArgentinePostcode, type PostcodeProblem } from './postcode';
import { POSTAL_CODE_RANGES } from './postal-code-ranges';
import { PROVINCES, type Province } from './provinces';

/** Where a postal code is: its four digits, province and the main locality of its range. */
export interface PostalArea {
  /** The code as written, normalised (`C1425DKB` or `1425`). */
  postcode: string;
  /** The four digits carriers quote by. */
  code: string;
  province: Province;
  /** The head locality of the code's range, or null when a CPA's letter names another province than the table. */
  locality: string | null;
}

export type PostalAreaProblem = PostcodeProblem | 'ERROR_POSTCODE_UNKNOWN';

/** The row of the range table holding a four-digit code, by binary search (the rows are sorted and disjoint). */
function findRange(code: number) {
  let lo = 0;
  let hi = POSTAL_CODE_RANGES.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const row = POSTAL_CODE_RANGES[mid];
    if (code < row[0]) hi = mid - 1;
    else if (code > row[1]) lo = mid + 1;
    else return row;
  }
  return null;
}

/**
 * The province and locality of an Argentine postal code, written as a CPA (`C1425DKB`, `C1425`) or
 * as four digits (`1425`). A four-digit code must lie in the range table (else `ERROR_POSTCODE_UNKNOWN`);
 * a CPA's letter names its province even where the coarse table says otherwise, but its digits must
 * still be a code the table holds.
 */
export function findPostalArea(raw: string): { ok: true; area: PostalArea } | { ok: false; problem: PostalAreaProblem } {
  const checked = checkArgentinePostcode(raw);
  if (!checked.ok) return checked;
  const postcode = checked.postcode;
  const letter = /^[A-Z]/.test(postcode) ? postcode[0] : null;
  const code = letter ? postcode.slice(1, 5) : postcode;
  const row = findRange(Number(code));
  if (!row) return { ok: false, problem: 'ERROR_POSTCODE_UNKNOWN' };
  const provinceLetter = letter ?? row[2];
  const province = PROVINCES.find((p) => p.letter === provinceLetter);
  if (!province) return { ok: false, problem: 'ERROR_POSTCODE_UNKNOWN' };
  return { ok: true, area: { postcode, code, province, locality: provinceLetter === row[2] ? row[3] : null } };
}

/**
 * Shipping zones, nearest the Buenos Aires metropolitan area first: 1 the city and Greater Buenos
 * Aires (1000–1999), 2 the rest of Buenos Aires and the centre (Santa Fe, Córdoba, Entre Ríos, La
 * Pampa), 3 the north, Cuyo and the littoral, 4 northern Patagonia (Neuquén, Río Negro, Chubut),
 * 5 southern Patagonia (Santa Cruz, Tierra del Fuego).
 */
export type ShippingZone = 1 | 2 | 3 | 4 | 5;

const ZONE_BY_LETTER: Record<string, ShippingZone> = {
  C: 1, B: 2, S: 2, X: 2, E: 2, L: 2,
  T: 3, G: 3, A: 3, Y: 3, K: 3, F: 3, J: 3, M: 3, D: 3, H: 3, W: 3, P: 3, N: 3,
  Q: 4, R: 4, U: 4,
  Z: 5, V: 5,
};

export function shippingZone(area: { code: string; province: { letter: string } }): ShippingZone {
  if (area.province.letter === 'B' && Number(area.code) < 2000) return 1;
  return ZONE_BY_LETTER[area.province.letter] ?? 3;
}
