import { badInput } from '../errors';
import type { AddReviewInput } from '../generated/graphql';

export interface ValidReview {
  productId: string;
  rating: number;
  author: string;
  email: string | null;
  content: string;
}

/** Control characters other than line breaks and tabs, which a review never needs. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** A review's text as it is kept (control characters dropped, line breaks unified, trimmed), or null when it is not 10 to 2000 characters. */
export function reviewText(text: string): string | null {
  const content = text.replace(CONTROL, '').replace(/\r\n?/g, '\n').trim();
  return content.length < 10 || content.length > 2000 ? null : content;
}

/**
 * Checks a new review. Text is trimmed and kept as plain text (it is never rendered as HTML, so
 * markup is stored as the characters typed). Errors are BAD_USER_INPUT naming the field.
 */
export function validateReview(input: AddReviewInput): ValidReview {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw badInput('The rating must be a whole number from 1 to 5', 'rating');
  }
  const author = input.author.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  if (author.length < 2 || author.length > 60) throw badInput('The name must have 2 to 60 characters', 'author');
  const content = reviewText(input.content);
  if (content === null) throw badInput('The review must have 10 to 2000 characters', 'content');
  let email: string | null = null;
  if (input.email !== null && input.email !== undefined && input.email.trim() !== '') {
    email = input.email.trim();
    if (email.length > 254 || !/^[^\s@]+@[^\s@]+$/.test(email)) throw badInput('The email address is not valid', 'email', 'AUTH_INVALID_EMAIL');
  }
  const productId = input.productId.trim();
  if (!productId || productId.length > 200) throw badInput('productId is required', 'productId');
  return { productId, rating: input.rating, author, email, content };
}
