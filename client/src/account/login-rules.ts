export interface LoginValues {
  email: string;
  password: string;
}

/** Something, an @, then something. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Translation keys of the login form's errors: required fields and a valid email. */
export function loginErrors({ email, password }: LoginValues): { email?: 'ERROR_FORM_REQUIRED' | 'ERROR_FORM_INCORRECT_EMAIL'; password?: 'ERROR_FORM_REQUIRED' } {
  return {
    email: email.trim() === '' ? 'ERROR_FORM_REQUIRED' : EMAIL.test(email.trim()) ? undefined : 'ERROR_FORM_INCORRECT_EMAIL',
    password: password === '' ? 'ERROR_FORM_REQUIRED' : undefined,
  };
}
