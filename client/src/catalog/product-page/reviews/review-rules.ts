import type { TranslationKey } from '../../../i18n/keys';

export interface ReviewDraft {
  rating: number;
  author: string;
  email: string;
  content: string;
}

export type ReviewField = keyof ReviewDraft;
export type ReviewErrors = Partial<Record<ReviewField, TranslationKey>>;

/**
 * The review form's checks, the same as the server's: a rating from 1 to 5, a name of 2 to 60
 * characters, a review of 10 to 2,000 characters, and an email (optional) with an @ sign.
 */
export function reviewErrors(draft: ReviewDraft): ReviewErrors {
  const errors: ReviewErrors = {};
  if (!Number.isInteger(draft.rating) || draft.rating < 1 || draft.rating > 5) errors.rating = 'ERROR_REVIEW_RATING';
  const author = draft.author.trim();
  if (!author) errors.author = 'ERROR_FORM_REQUIRED';
  else if (author.length < 2 || author.length > 60) errors.author = 'ERROR_REVIEW_AUTHOR_LENGTH';
  const email = draft.email.trim();
  if (email && !/^[^\s@]+@[^\s@]+$/.test(email)) errors.email = 'ERROR_FORM_INCORRECT_EMAIL';
  const content = draft.content.trim();
  if (!content) errors.content = 'ERROR_FORM_REQUIRED';
  else if (content.length < 10 || content.length > 2000) errors.content = 'ERROR_REVIEW_CONTENT_LENGTH';
  return errors;
}
