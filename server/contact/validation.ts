import { isValidEmail } from '../account/validation';

/** The contact form's fields, as the mutation receives them. */
export interface ContactMessageDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessageDraft;
export type ContactFieldReason = 'REQUIRED' | 'TOO_SHORT' | 'TOO_LONG' | 'INVALID_EMAIL';

/** Length bounds of each field, in characters, after trimming. */
export const CONTACT_FIELD_LIMITS: Record<ContactField, { min: number; max: number }> = {
  name: { min: 2, max: 100 },
  email: { min: 3, max: 254 },
  subject: { min: 3, max: 150 },
  message: { min: 10, max: 5000 },
};

const FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];

/**
 * Checks a contact message field by field: the trimmed message when every field is valid,
 * otherwise one problem per invalid field, in the form's order.
 */
export function checkContactMessage(
  draft: ContactMessageDraft,
): { ok: true; message: ContactMessageDraft } | { ok: false; problems: { field: ContactField; reason: ContactFieldReason }[] } {
  const trimmed: ContactMessageDraft = {
    name: draft.name.trim(),
    email: draft.email.trim(),
    subject: draft.subject.trim(),
    message: draft.message.trim(),
  };
  const problems: { field: ContactField; reason: ContactFieldReason }[] = [];
  for (const field of FIELDS) {
    const value = trimmed[field];
    const { min, max } = CONTACT_FIELD_LIMITS[field];
    const length = [...value].length;
    if (length === 0) problems.push({ field, reason: 'REQUIRED' });
    else if (length > max) problems.push({ field, reason: 'TOO_LONG' });
    else if (field === 'email' && !isValidEmail(value)) problems.push({ field, reason: 'INVALID_EMAIL' });
    else if (length < min) problems.push({ field, reason: 'TOO_SHORT' });
  }
  return problems.length === 0 ? { ok: true, message: trimmed } : { ok: false, problems };
}
