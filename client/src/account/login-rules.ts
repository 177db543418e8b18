export interface LoginValues {
  email: string;
  password: string;
}

export type EmailErrorKey = 'ERROR_FORM_REQUIRED' | 'ERROR_FORM_INCORRECT_EMAIL';

/** Something, an @, then something (the server's rule too). */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The shortest password the shop takes (registration and password change). */
export const MIN_PASSWORD_LENGTH = 6;

/** The email's error: required, then well formed. */
export function emailError(email: string): EmailErrorKey | undefined {
  if (email.trim() === '') return 'ERROR_FORM_REQUIRED';
  return EMAIL.test(email.trim()) ? undefined : 'ERROR_FORM_INCORRECT_EMAIL';
}

/** Translation keys of the login form's errors: required fields and a valid email. */
export function loginErrors({ email, password }: LoginValues): { email?: EmailErrorKey; password?: 'ERROR_FORM_REQUIRED' } {
  return {
    email: emailError(email),
    password: password === '' ? 'ERROR_FORM_REQUIRED' : undefined,
  };
}

export interface RegisterValues {
  email: string;
  password: string;
  confirm: string;
}

export type NewPasswordErrorKey = 'ERROR_FORM_REQUIRED' | 'ERROR_FORM_PASSWORD_TOO_SHORT';

/** A new password's error: required, at least 6 characters. */
export function newPasswordError(password: string): NewPasswordErrorKey | undefined {
  if (password === '') return 'ERROR_FORM_REQUIRED';
  return password.length < MIN_PASSWORD_LENGTH ? 'ERROR_FORM_PASSWORD_TOO_SHORT' : undefined;
}

/** The registration form's errors: a valid email, a password of at least 6 characters, typed twice alike. */
export function registerErrors({ email, password, confirm }: RegisterValues): {
  email?: EmailErrorKey;
  password?: NewPasswordErrorKey;
  confirm?: 'ERROR_FORM_REQUIRED' | 'ERROR_FORM_PASSWORD_MISMATCH';
} {
  return {
    email: emailError(email),
    password: newPasswordError(password),
    confirm: confirm === '' ? 'ERROR_FORM_REQUIRED' : confirm !== password ? 'ERROR_FORM_PASSWORD_MISMATCH' : undefined,
  };
}

/** Whether a form's error map holds no error. */
export function isValid(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).every((e) => e === undefined);
}
