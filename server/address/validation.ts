import type { Queryable } from '../db';
import { badInput } from '../errors';

/** The fields of an address (spec §3), trimmed; optional ones are '' when not given. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  postcode: string;
  email: string;
  phone: string;
}

export type AddressInputLike = { [K in keyof AddressFields]?: string | null } & { default?: boolean | null };

const REQUIRED: (keyof AddressFields)[] = ['firstName', 'lastName', 'country', 'address1', 'city', 'state', 'postcode', 'email', 'phone'];
const MAX_LENGTH: Record<keyof AddressFields, number> = {
  firstName: 100,
  lastName: 100,
  company: 150,
  country: 2,
  address1: 200,
  address2: 200,
  city: 100,
  state: 100,
  postcode: 20,
  email: 254,
  phone: 40,
};

/** ISO 3166-1 alpha-2 codes: the check while the shop's own country table is not there. */
const ISO_COUNTRIES = new Set(
  ('AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
    'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
    'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
    'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
    'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
    'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
    'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW').split(' '),
);

/**
 * True when the shop ships to the country: one of the rows of the catalogue's `countries` table
 * (the 9 countries of the address form), or, on a database without that table, any ISO code.
 */
export async function isShopCountry(db: Queryable, code: string): Promise<boolean> {
  const table = await db.query<{ present: boolean }>(`select to_regclass('countries') is not null as present`);
  if (!table.rows[0]?.present) return ISO_COUNTRIES.has(code);
  const r = await db.query('select 1 from countries where code = $1', [code]);
  return r.rows.length > 0;
}

/**
 * Checks an address: required fields present, lengths, a valid email, a country the shop ships to.
 * Errors are BAD_USER_INPUT with the form's message code and `extensions.field`.
 */
export async function validateAddress(db: Queryable, input: AddressInputLike): Promise<AddressFields> {
  const out = {} as AddressFields;
  for (const key of Object.keys(MAX_LENGTH) as (keyof AddressFields)[]) {
    const value = (input[key] ?? '').trim();
    if (value === '' && REQUIRED.includes(key)) throw badInput('ERROR_FORM_REQUIRED', key);
    if (value.length > MAX_LENGTH[key]) throw badInput('ERROR_FORM_TOO_LONG', key);
    out[key] = value;
  }
  out.country = out.country.toUpperCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(out.email)) throw badInput('ERROR_FORM_INCORRECT_EMAIL', 'email');
  if (!(await isShopCountry(db, out.country))) throw badInput('ERROR_FORM_UNKNOWN_COUNTRY', 'country');
  return out;
}
