/** The staff API's shortest password (server/staff). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

export type PasswordProblem = 'too-short' | 'mismatch' | null;

/** What is wrong with a new password and its repetition, checked before asking the API. */
export function passwordProblem(password: string, repeated: string): PasswordProblem {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) return 'too-short';
  if (password !== repeated) return 'mismatch';
  return null;
}
