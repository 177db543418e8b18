import { useCallback, useMemo, useState } from 'react';

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
] as const;

export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressValues = Record<AddressField, string>;
export type AddressErrorKey = 'ERROR_FORM_REQUIRED' | 'ERROR_FORM_INCORRECT_EMAIL';

const OPTIONAL: ReadonlySet<AddressField> = new Set(['company', 'address2']);

/** Whether a field must be filled in. */
export function isRequired(field: AddressField): boolean {
  return !OPTIONAL.has(field);
}

/** An empty address, with the shop's country (Argentina) chosen. */
export function emptyAddress(country = 'AR'): AddressValues {
  const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as AddressValues;
  return { ...values, country };
}

/** The same email rule as the server: some text, an @, some text, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+$/.test(value.trim());
}

/** Each invalid field with its message key (spec §5): required fields filled in, the email well formed. */
export function addressErrors(values: AddressValues): Partial<Record<AddressField, AddressErrorKey>> {
  const errors: Partial<Record<AddressField, AddressErrorKey>> = {};
  for (const field of ADDRESS_FIELDS) {
    if (isRequired(field) && values[field].trim() === '') errors[field] = 'ERROR_FORM_REQUIRED';
  }
  if (!errors.email && !isEmail(values.email)) errors.email = 'ERROR_FORM_INCORRECT_EMAIL';
  return errors;
}

/** The address as the API takes it: trimmed text. */
export function addressInput(values: AddressValues): AddressValues {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, values[f].trim()])) as AddressValues;
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
    shownError: (field) => (marked.has(field) ? errors[field] : undefined),
    valid: Object.keys(errors).length === 0,
  };
}
