import type { ReviewFilter, ReviewState } from '../gql/graphql';

export const REVIEW_STATES: readonly ReviewState[] = ['NEW', 'PUBLISHED', 'HIDDEN'];
export const RATINGS = ['5', '4', '3', '2', '1'] as const;

/** The queue's filter as the form holds it (text, '' for any), kept in the page's address. */
export interface ReviewFilterForm {
  state: string;
  rating: string;
  product: string;
  author: string;
}

const KEYS: readonly (keyof ReviewFilterForm)[] = ['state', 'rating', 'product', 'author'];

export function formFromParams(params: URLSearchParams): ReviewFilterForm {
  return { state: params.get('state') ?? '', rating: params.get('rating') ?? '', product: params.get('product') ?? '', author: params.get('author') ?? '' };
}

export function paramsFromForm(form: ReviewFilterForm): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = form[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

export function isFiltered(form: ReviewFilterForm): boolean {
  return KEYS.some((key) => form[key].trim() !== '');
}

/** The API's filter: unknown states and ratings are left out rather than sent. */
export function filterFromForm(form: ReviewFilterForm): ReviewFilter {
  const filter: ReviewFilter = {};
  const state = form.state.trim().toUpperCase();
  if ((REVIEW_STATES as readonly string[]).includes(state)) filter.state = state as ReviewState;
  if ((RATINGS as readonly string[]).includes(form.rating.trim())) filter.rating = Number(form.rating.trim());
  if (form.product.trim()) filter.product = form.product.trim();
  if (form.author.trim()) filter.author = form.author.trim();
  return filter;
}
