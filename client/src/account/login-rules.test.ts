import { describe, expect, it } from 'vitest';
import { isValid, loginErrors, newPasswordError, registerErrors } from './login-rules';

describe('the sign-in rules', () => {
  it('requires both fields and a well-formed email', () => {
    expect(loginErrors({ email: '', password: '' })).toEqual({ email: 'ERROR_FORM_REQUIRED', password: 'ERROR_FORM_REQUIRED' });
    expect(loginErrors({ email: 'ana', password: 'x' }).email).toBe('ERROR_FORM_INCORRECT_EMAIL');
    expect(isValid(loginErrors({ email: ' ana@example.com ', password: 'x' }))).toBe(true);
  });
});

describe('the registration rules', () => {
  it('wants a password of at least 6 characters, typed twice alike', () => {
    expect(newPasswordError('')).toBe('ERROR_FORM_REQUIRED');
    expect(newPasswordError('12345')).toBe('ERROR_FORM_PASSWORD_TOO_SHORT');
    expect(newPasswordError('123456')).toBeUndefined();
    expect(registerErrors({ email: 'a@b', password: '123456', confirm: '123457' }).confirm).toBe('ERROR_FORM_PASSWORD_MISMATCH');
    expect(registerErrors({ email: 'a@b', password: '123456', confirm: '' }).confirm).toBe('ERROR_FORM_REQUIRED');
    expect(isValid(registerErrors({ email: 'a@b', password: '123456', confirm: '123456' }))).toBe(true);
  });

  it('refuses an email without an @ or with spaces', () => {
    expect(registerErrors({ email: 'a b@c', password: '123456', confirm: '123456' }).email).toBe('ERROR_FORM_INCORRECT_EMAIL');
    expect(registerErrors({ email: 'abc', password: '123456', confirm: '123456' }).email).toBe('ERROR_FORM_INCORRECT_EMAIL');
  });
});
