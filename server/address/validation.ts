import type { Queryable } from '../db';
import { badInput } from '../errors';
import type { DocumentType, IvaCondition } from '../generated/graphql';
import { checkArgentinePostcode } from '../../shared/argentina/postcode';
import { findProvince } from '../../shared/argentina/provinces';
import { documentDigits, taxIdentityProblem } from '../../shared/argentina/tax-identity';

/** The text fields of an address (spec §3), trimmed; optional ones are '' when not given. */
export interface AddressText {
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

/** An address as stored: its text, and the addressee's document and IVA condition (Argentina). */
export interface AddressFields extends AddressText {
  documentType: DocumentType | null;
  /** Digits only in Argentina; '' when not given. */
  documentNumber: string;
  ivaCondition: IvaCondition | null;
}

export type AddressInputLike = { [K in keyof AddressText]?: string | null } & {
  documentType?: DocumentType | null;
  documentNumber?: string | null;
  ivaCondition?: IvaCondition | null;
  default?: boolean | null;
};

const REQUIRED: (keyof AddressText)[] = ['firstName', 'lastName', 'country', 'address1', 'city', 'state', 'postcode', 'email', 'phone'];
const MAX_LENGTH: Record<keyof AddressText, number> = {
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
const MAX_DOCUMENT_LENGTH = 30;

/** True when the shop ships to the country: one of the catalogue's `countries` (the 9 of the address form). */
export async function isShopCountry(db: Queryable, code: string): Promise<boolean> {
  const r = await db.query('select 1 from countries where code = $1', [code]);
  return r.rows.length > 0;
}

/** An address copy written before addresses had document fields reads as one without them. */
export function withTaxIdentity(stored: AddressText & Partial<AddressFields>): AddressFields {
  return { ...stored, documentType: stored.documentType ?? null, documentNumber: stored.documentNumber ?? '', ivaCondition: stored.ivaCondition ?? null };
}

/** The document type a number of that many digits has, when the input leaves it out (11: CUIT, else DNI). */
function inferredType(number: string): DocumentType | null {
  const digits = documentDigits(number);
  if (digits === '') return null;
  return digits.length === 11 ? 'CUIT' : 'DNI';
}

/**
 * Argentina's rules: a province of the list (stored by its name), a 4-digit or CPA postal code that
 * fits it, and a valid document for the IVA condition (consumidor final unless said otherwise).
 */
function argentineAddress(fields: AddressText, input: AddressInputLike): AddressFields {
  const province = findProvince(fields.state);
  if (!province) throw badInput('ERROR_FORM_UNKNOWN_PROVINCE', 'state');
  const postcode = checkArgentinePostcode(fields.postcode, province);
  if (!postcode.ok) throw badInput(postcode.problem, 'postcode');
  const number = (input.documentNumber ?? '').trim();
  if (number.length > MAX_DOCUMENT_LENGTH) throw badInput('ERROR_FORM_TOO_LONG', 'documentNumber');
  const identity = {
    documentType: input.documentType ?? inferredType(number),
    documentNumber: number,
    ivaCondition: input.ivaCondition ?? 'CONSUMIDOR_FINAL',
  };
  const problem = taxIdentityProblem(identity);
  if (problem) throw badInput(problem.problem, problem.field);
  return { ...fields, state: province.name, postcode: postcode.postcode, ...identity, documentNumber: documentDigits(number) };
}

/**
 * Checks an address: required fields present, lengths, a valid email, a country the shop ships to,
 * and in Argentina its province, postal code and the addressee's document (see `argentineAddress`).
 * Errors are BAD_USER_INPUT with the form's message code and `extensions.field`.
 */
export async function validateAddress(db: Queryable, input: AddressInputLike): Promise<AddressFields> {
  const out = {} as AddressText;
  for (const key of Object.keys(MAX_LENGTH) as (keyof AddressText)[]) {
    const value = (input[key] ?? '').trim();
    if (value === '' && REQUIRED.includes(key)) throw badInput('ERROR_FORM_REQUIRED', key);
    if (value.length > MAX_LENGTH[key]) throw badInput('ERROR_FORM_TOO_LONG', key);
    out[key] = value;
  }
  out.country = out.country.toUpperCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(out.email)) throw badInput('ERROR_FORM_INCORRECT_EMAIL', 'email');
  if (!(await isShopCountry(db, out.country))) throw badInput('ERROR_FORM_UNKNOWN_COUNTRY', 'country');
  if (out.country === 'AR') return argentineAddress(out, input);
  const number = (input.documentNumber ?? '').trim();
  if (number.length > MAX_DOCUMENT_LENGTH) throw badInput('ERROR_FORM_TOO_LONG', 'documentNumber');
  return { ...out, documentType: number ? (input.documentType ?? null) : null, documentNumber: number, ivaCondition: null };
}
