import { describe, expect, it } from 'vitest';
import { checkContactForm, serverFieldErrors } from './contact-rules';

const valid = { name: 'Rita', email: 'rita@example.com', subject: 'Pastillas', message: 'Necesito pastillas para un Gol.' };

describe('contact form rules', () => {
  it('accepts a complete message', () => {
    expect(checkContactForm(valid)).toEqual({});
  });

  it('names each invalid field with its message', () => {
    expect(checkContactForm({ name: ' ', email: 'rita', subject: 'ab', message: 'x'.repeat(5001) })).toEqual({
      name: 'ERROR_FORM_REQUIRED',
      email: 'ERROR_FORM_INCORRECT_EMAIL',
      subject: 'ERROR_FORM_TOO_SHORT',
      message: 'ERROR_FORM_TOO_LONG',
    });
  });

  it('reads the server reasons, ignoring fields it does not know', () => {
    expect(serverFieldErrors([{ field: 'email', reason: 'INVALID_EMAIL' }, { field: 'phone', reason: 'REQUIRED' }, { field: 'name', reason: 'NEW' }])).toEqual({
      email: 'ERROR_FORM_INCORRECT_EMAIL',
      name: 'ERROR_API_UNKNOWN',
    });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
