import type { TranslationKey } from '../../i18n/keys';

/** The contact form's fields. */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, TranslationKey>>;

export const CONTACT_FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];

/** Length bounds after trimming; the same as the server's (`sendContactMessage`). */
export const CONTACT_LIMITS: Record<ContactField, { min: number; max: number }> = {
  name: { min: 2, max: 100 },
  email: { min: 3, max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
};

/** The message shown for each of the server's reasons (`extensions.fields[].reason`). */
export const REASON_KEYS: Record<string, TranslationKey> = {
  REQUIRED: 'ERROR_FORM_REQUIRED',
  TOO_SHORT: 'ERROR_FORM_TOO_SHORT',
  TOO_LONG: 'ERROR_FORM_TOO_LONG',
  INVALID_EMAIL: 'ERROR_FORM_INCORRECT_EMAIL',
};

/** Checks the form before sending, with the server's rules: one message key per invalid field. */
export function checkContactForm(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const value = values[field].trim();
    const length = [...value].length;
    const { min, max } = CONTACT_LIMITS[field];
    if (length === 0) errors[field] = REASON_KEYS.REQUIRED;
    else if (length > max) errors[field] = REASON_KEYS.TOO_LONG;
    else if (field === 'email' && !/^[^\s@]+@[^\s@]+$/.test(value)) errors[field] = REASON_KEYS.INVALID_EMAIL;
    else if (length < min) errors[field] = REASON_KEYS.TOO_SHORT;
  }
  return errors;
}

/** Field errors from a refusal's `extensions.fields`, for the fields this form knows. */
export function serverFieldErrors(fields: unknown): ContactErrors {
  const errors: ContactErrors = {};
  if (!Array.isArray(fields)) return errors;
  for (const item of fields as { field?: unknown; reason?: unknown }[]) {
    const field = item?.field;
    const reason = typeof item?.reason === 'string' ? item.reason : '';
    if (typeof field === 'string' && (CONTACT_FIELDS as string[]).includes(field)) {
      errors[field as ContactField] = REASON_KEYS[reason] ?? 'ERROR_API_UNKNOWN';
    }
  }
  return errors;
}
