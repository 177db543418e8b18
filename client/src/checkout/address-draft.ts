import { useCallback, useMemo, useState } from 'react';
import type { AddressInput, DocumentType, IvaCondition } from '../gql/graphql';
import type { TranslationKey } from '../i18n/keys';
import { checkArgentinePostcode } from '../../../shared/argentina/postcode';
import { findProvince } from '../../../shared/argentina/provinces';
import { DOCUMENT_TYPES, IVA_CONDITIONS, taxIdentityProblem } from '../../../shared/argentina/tax-identity';

/** The fields of an address form, in the order the form shows them (schema/address.graphql). */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'company',
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'postcode',
  'email',
  'phone',
  'documentType',
  'documentNumber',
  'ivaCondition',
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** The form's values as typed; the document type and IVA condition as their codes ('' for none). */
export type AddressValues = Record<AddressField, string>;
export type AddressErrorKey = TranslationKey &
  (
    | 'ERROR_FORM_REQUIRED'
    | 'ERROR_FORM_INCORRECT_EMAIL'
    | 'ERROR_FORM_UNKNOWN_PROVINCE'
    | 'ERROR_FORM_POSTCODE_AR'
    | 'ERROR_FORM_POSTCODE_PROVINCE'
    | 'ERROR_FORM_DNI_DIGITS'
    | 'ERROR_FORM_CUIT_DIGITS'
    | 'ERROR_FORM_CUIT_PREFIX'
    | 'ERROR_FORM_CUIT_CHECK_DIGIT'
    | 'ERROR_FORM_CUIT_REQUIRED'
  );

const OPTIONAL: ReadonlySet<AddressField> = new Set(['company', 'address2']);
/** The addressee's document and IVA condition: asked (and required) for addresses in Argentina only. */
export const TAX_FIELDS: ReadonlySet<AddressField> = new Set(['documentType', 'documentNumber', 'ivaCondition']);

/** Whether the form shows a field for an address in this country. */
export function isShown(field: AddressField, country: string): boolean {
  return !TAX_FIELDS.has(field) || country === 'AR';
}

/** Whether a field must be filled in. */
export function isRequired(field: AddressField): boolean {
  return !OPTIONAL.has(field);
}

/** An empty address, with the shop's country (Argentina) chosen, a DNI and consumidor final. */
export function emptyAddress(country = 'AR'): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as AddressValues;
  return { ...values, country, documentType: 'DNI', ivaCondition: 'CONSUMIDOR_FINAL' };
}

/** The same email rule as the server: some text, an @, some text, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

function documentType(value: string): DocumentType | null {
  return (DOCUMENT_TYPES as readonly string[]).includes(value) ? (value as DocumentType) : null;
}

function ivaCondition(value: string): IvaCondition {
  return (IVA_CONDITIONS as readonly string[]).includes(value) ? (value as IvaCondition) : 'CONSUMIDOR_FINAL';
}

/**
 * Each invalid field with its message key, by the server's rules (spec §5 and shared/argentina):
 * required fields filled in, the email well formed, and in Argentina a province of the list, a
 * postal code of 4 digits or a CPA of that province, and a valid document for the IVA condition.
 */
export function addressErrors(values: AddressValues): Partial<Record<AddressField, AddressErrorKey>> {
  const errors: Partial<Record<AddressField, AddressErrorKey>> = {};
  const argentina = values.country === 'AR';
  for (const field of ADDRESS_FIELDS) {
    if (isShown(field, values.country) && isRequired(field) && values[field].trim() === '') errors[field] = 'ERROR_FORM_REQUIRED';
  }
  if (!errors.email && !isEmail(values.email)) errors.email = 'ERROR_FORM_INCORRECT_EMAIL';
  if (argentina) {
    const province = findProvince(values.state);
    if (!errors.state && !province) errors.state = 'ERROR_FORM_UNKNOWN_PROVINCE';
    const postcode = checkArgentinePostcode(values.postcode, province);
    if (!errors.postcode && !postcode.ok) errors.postcode = postcode.problem;
    const problem = taxIdentityProblem({
      documentType: documentType(values.documentType),
      documentNumber: values.documentNumber,
      ivaCondition: ivaCondition(values.ivaCondition),
    });
    if (problem && !errors[problem.field]) errors[problem.field] = problem.problem;
  }
  return errors;
}

/** The address as the API takes it: trimmed text, and the document fields only for Argentina. */
export function addressInput(values: AddressValues): AddressInput {
  const text = (f: AddressField) => values[f].trim();
  const argentina = text('country') === 'AR';
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    company: text('company'),
    country: text('country'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postcode: text('postcode'),
    email: text('email'),
    phone: text('phone'),
    documentType: argentina ? documentType(values.documentType) : null,
    documentNumber: argentina ? text('documentNumber') : '',
    ivaCondition: argentina ? ivaCondition(values.ivaCondition) : null,
  };
}

/** A saved address as the form's values (a saved one without a document starts with DNI, consumidor final). */
export function addressValues(saved: { [K in Exclude<AddressField, 'documentType' | 'ivaCondition'>]: string } & { documentType?: DocumentType | null; ivaCondition?: IvaCondition | null }): AddressValues {
  return {
    ...emptyAddress(saved.country),
    ...Object.fromEntries(ADDRESS_FIELDS.filter((f) => !TAX_FIELDS.has(f)).map((f) => [f, saved[f as keyof typeof saved] ?? ''])),
    documentNumber: saved.documentNumber,
    documentType: saved.documentType ?? 'DNI',
    ivaCondition: saved.ivaCondition ?? 'CONSUMIDOR_FINAL',
  };
}

/** Countries for the select: Argentina first, then as the server orders them. */
export function countriesArgentinaFirst<T extends { code: string }>(countries: readonly T[]): T[] {
  return [...countries.filter((c) => c.code === 'AR'), ...countries.filter((c) => c.code !== 'AR')];
}

export interface AddressDraft {
  values: AddressValues;
  set: (field: AddressField, value: string) => void;
  touch: (field: AddressField) => void;
  touchAll: () => void;
  /** The message to show for a field: only when it is invalid and touched or dirty (spec §5). */
  shownError: (field: AddressField) => AddressErrorKey | undefined;
  valid: boolean;
}

/** An address form's values, touched and dirty marks, and the errors to show. */
export function useAddressDraft(initial: AddressValues = emptyAddress()): AddressDraft {
  const [values, setValues] = useState(initial);
  const [marked, setMarked] = useState<ReadonlySet<AddressField>>(new Set());
  const errors = useMemo(() => addressErrors(values), [values]);
  const set = useCallback((field: AddressField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMarked((m) => (m.has(field) ? m : new Set(m).add(field)));
  }, []);
  const touch = useCallback((field: AddressField) => setMarked((m) => (m.has(field) ? m : new Set(m).add(field))), []);
  const touchAll = useCallback(() => setMarked(new Set(ADDRESS_FIELDS)), []);
  return {
    values,
    set,
    touch,
    touchAll,
    // A CUIT asked for by the IVA condition is said on the document type as soon as the condition changes.
    shownError: (field) => (marked.has(field) || (field === 'documentType' && marked.has('ivaCondition')) ? errors[field] : undefined),
    valid: Object.keys(errors).length === 0,
  };
}
