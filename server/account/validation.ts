import { userError } from '../errors';

/** Passwords need at least this many characters (AUTH_WEAK_PASSWORD). */
export const MIN_PASSWORD_LENGTH = 6;
/** Longer passwords are refused before hashing, so a request cannot make the server hash megabytes. */
export const MAX_PASSWORD_LENGTH = 512;
const MAX_EMAIL_LENGTH = 254;

/** Some text, an @ sign, then some text (spec §5), without spaces. */
export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+$/.test(email);
}

/** The email as stored (trimmed) and as compared (also lower-cased). */
export function normaliseEmail(email: string): { email: string; lower: string } {
  const trimmed = email.trim();
  return { email: trimmed, lower: trimmed.toLowerCase() };
}

export function assertValidEmail(email: string): void {
  if (!isValidEmail(email)) throw userError('AUTH_INVALID_EMAIL', 'AUTH_INVALID_EMAIL', { status: 400 });
}

export function assertStrongPassword(password: string): void {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw userError('AUTH_WEAK_PASSWORD', 'AUTH_WEAK_PASSWORD', { status: 400 });
  }
  assertPasswordLength(password);
}

export function assertPasswordLength(password: string): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw userError('BAD_USER_INPUT', `Passwords are limited to ${MAX_PASSWORD_LENGTH} characters`, { status: 400 });
  }
}

/** A profile text field: trimmed, at most `max` characters. */
export function profileText(value: string, field: string, max = 100): string {
  const v = value.trim();
  if (v.length > max) throw userError('BAD_USER_INPUT', 'ERROR_FORM_TOO_LONG', { status: 400, extensions: { field } });
  return v;
}

/** An avatar URL: http(s) or a path on the shop; empty removes it. */
export function avatarUrl(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  if (v.length > 2000 || !/^(https?:\/\/[^\s]+|\/[^\s/][^\s]*)$/.test(v)) {
    throw userError('BAD_USER_INPUT', 'ERROR_FORM_INCORRECT_URL', { status: 400, extensions: { field: 'avatar' } });
  }
  return v;
}
