import { describe, expect, it } from 'vitest';
import { reviewErrors } from './review-rules';

const ok = { rating: 4, author: 'Ana', email: '', content: 'Anduvo perfecto en mi Gol.' };

describe('reviewErrors', () => {
  it('accepts a complete review, the email being optional', () => {
    expect(reviewErrors(ok)).toEqual({});
    expect(reviewErrors({ ...ok, email: 'ana@example.com' })).toEqual({});
  });

  it('names each field at fault with its message', () => {
    expect(reviewErrors({ rating: 0, author: ' ', email: 'sin-arroba', content: '' })).toEqual({
      rating: 'ERROR_REVIEW_RATING',
      author: 'ERROR_FORM_REQUIRED',
      email: 'ERROR_FORM_INCORRECT_EMAIL',
      content: 'ERROR_FORM_REQUIRED',
    });
    expect(reviewErrors({ ...ok, author: 'A', content: 'corto' })).toEqual({
      author: 'ERROR_REVIEW_AUTHOR_LENGTH',
      content: 'ERROR_REVIEW_CONTENT_LENGTH',
    });
    expect(reviewErrors({ ...ok, rating: 6 }).rating).toBe('ERROR_REVIEW_RATING');
  });
});
