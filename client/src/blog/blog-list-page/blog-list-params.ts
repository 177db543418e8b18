/** What narrows a blog list, read from its URL. */
export interface BlogListParams {
  page: number;
  category: string | null;
  search: string | null;
}

/** `?page=2&category=consejos&search=frenos` → the list's variables; a bad page number reads as 1. */
export function readBlogListParams(params: URLSearchParams): BlogListParams {
  const page = Number(params.get('page'));
  const category = params.get('category')?.trim() || null;
  const search = params.get('search')?.trim() || null;
  return { page: Number.isInteger(page) && page > 1 ? page : 1, category, search };
}

/** The address of a blog list page: page 1 is left out, so each page has one address. */
export function blogListHref(pathname: string, { page, category, search }: BlogListParams): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (search) params.set('search', search);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
