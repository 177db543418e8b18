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

/** True when the shop ships to the country: one of the catalogue's `countries` (the 9 of the address form). */
export async function isShopCountry(db: Queryable, code: string): Promise<boolean> {
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
