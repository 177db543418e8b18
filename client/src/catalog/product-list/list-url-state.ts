/**
 * What a product listing shows, kept in the address's query so a link reproduces the view and
 * back/forward move between views: `?q=bujia&category=frenos&brand=bosch,ngk&price=100-500
 * &sort=price-asc&page=2&layout=list`. Defaults are left out of the address.
 */

export type ListLayout = 'grid' | 'list' | 'table';
export type ListSort = 'DEFAULT' | 'NAME_ASC' | 'NAME_DESC' | 'PRICE_ASC' | 'PRICE_DESC';

export interface PriceRange {
  from: number | null;
  to: number | null;
}

export interface ListState {
  /** Search text (search results only). */
  q: string | null;
  /** A category narrowing the list (search results and all products), by slug. */
  category: string | null;
  brands: string[];
  price: PriceRange | null;
  sort: ListSort;
  /** From 1. */
  page: number;
  layout: ListLayout;
}

export const DEFAULT_LIST_STATE: ListState = { q: null, category: null, brands: [], price: null, sort: 'DEFAULT', page: 1, layout: 'grid' };

export const LIST_LAYOUTS: readonly ListLayout[] = ['grid', 'list', 'table'];
export const LIST_SORTS: readonly ListSort[] = ['DEFAULT', 'NAME_ASC', 'NAME_DESC', 'PRICE_ASC', 'PRICE_DESC'];

const SORT_PARAM: Record<ListSort, string> = {
  DEFAULT: 'default',
  NAME_ASC: 'name-asc',
  NAME_DESC: 'name-desc',
  PRICE_ASC: 'price-asc',
  PRICE_DESC: 'price-desc',
};
const SORT_OF_PARAM = new Map(Object.entries(SORT_PARAM).map(([sort, param]) => [param, sort as ListSort]));

/** The query parameters a listing owns; any other (`lang`, say) is kept as it is. */
const OWN = ['q', 'category', 'brand', 'price', 'sort', 'page', 'layout'] as const;

function parseBound(text: string): number | null | undefined {
  if (text === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** `100-500`, `100-` or `-500`; null for anything else, or for a range with no bound. */
export function parsePrice(text: string | null): PriceRange | null {
  if (!text) return null;
  const match = /^([\d.]*)-([\d.]*)$/.exec(text.trim());
  if (!match) return null;
  const from = parseBound(match[1]);
  const to = parseBound(match[2]);
  if (from === undefined || to === undefined || (from === null && to === null)) return null;
  if (from !== null && to !== null && from > to) return { from: to, to: from };
  return { from, to };
}

export function writePrice(range: PriceRange | null): string | null {
  if (!range || (range.from === null && range.to === null)) return null;
  return `${range.from ?? ''}-${range.to ?? ''}`;
}

/** The listing's state from the address's query; unknown or malformed values fall back to the defaults. */
export function parseListState(params: URLSearchParams): ListState {
  const q = params.get('q')?.trim() || null;
  const category = params.get('category')?.trim() || null;
  const brands = [...new Set((params.get('brand') ?? '').split(',').map((b) => b.trim()).filter(Boolean))];
  const sort = SORT_OF_PARAM.get(params.get('sort') ?? '') ?? 'DEFAULT';
  const pageText = params.get('page') ?? '';
  const page = /^\d{1,6}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const layoutText = params.get('layout') as ListLayout | null;
  const layout = layoutText && LIST_LAYOUTS.includes(layoutText) ? layoutText : 'grid';
  return { q, category, brands, price: parsePrice(params.get('price')), sort, page, layout };
}

/**
 * The query for a state: the listing's own parameters in a fixed order, defaults left out, the
 * other parameters of `base` kept.
 */
export function writeListState(state: ListState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of base) if (!(OWN as readonly string[]).includes(key)) out.append(key, value);
  if (state.q) out.set('q', state.q);
  if (state.category) out.set('category', state.category);
  if (state.brands.length > 0) out.set('brand', state.brands.join(','));
  const price = writePrice(state.price);
  if (price) out.set('price', price);
  if (state.sort !== 'DEFAULT') out.set('sort', SORT_PARAM[state.sort]);
  if (state.page > 1) out.set('page', String(state.page));
  if (state.layout !== 'grid') out.set('layout', state.layout);
  return out;
}

/**
 * The state after a change: changing what is listed (filters, sort, search) goes back to page 1;
 * changing only the page or the layout keeps the rest.
 */
export function changeListState(state: ListState, patch: Partial<ListState>): ListState {
  const next = { ...state, ...patch };
  const narrows = (Object.keys(patch) as (keyof ListState)[]).some((key) => key !== 'page' && key !== 'layout');
  if (narrows && patch.page === undefined) next.page = 1;
  return next;
}

/** The state without any filter (the search text, sort and layout stay). */
export function clearFilters(state: ListState): ListState {
  return changeListState(state, { category: null, brands: [], price: null });
}

/** Whether any filter narrows the list. */
export function hasFilters(state: ListState): boolean {
  return state.category !== null || state.brands.length > 0 || state.price !== null;
}

/** Ticks or unticks a brand. */
export function toggleBrand(state: ListState, slug: string): ListState {
  const brands = state.brands.includes(slug) ? state.brands.filter((b) => b !== slug) : [...state.brands, slug];
  return changeListState(state, { brands });
}

/** The API's filter input for a state (undefined when nothing narrows the list). */
export function toListFilters(state: ListState): { category?: string; brands?: string[]; price?: { from?: number; to?: number } } | undefined {
  if (!hasFilters(state)) return undefined;
  const price = state.price
    ? { ...(state.price.from !== null ? { from: state.price.from } : {}), ...(state.price.to !== null ? { to: state.price.to } : {}) }
    : undefined;
  return {
    ...(state.category ? { category: state.category } : {}),
    ...(state.brands.length > 0 ? { brands: state.brands } : {}),
    ...(price ? { price } : {}),
  };
}
