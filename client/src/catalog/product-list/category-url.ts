import { writeListState, DEFAULT_LIST_STATE, type ListState } from './list-url-state';

/** The page of a category: its subcategories for layout `categories`, its products otherwise. */
export function categoryUrl(category: { slug: string; layout?: string | null }): string {
  const path = `/shop/category/${encodeURIComponent(category.slug)}`;
  return category.layout === 'categories' ? path : `${path}/products`;
}

/** A listing address that keeps how the shopper looks at lists (sort and layout), not what narrowed the last one. */
export function withView(path: string, state: Pick<ListState, 'sort' | 'layout'>): string {
  const query = writeListState({ ...DEFAULT_LIST_STATE, sort: state.sort, layout: state.layout }).toString();
  return query ? `${path}?${query}` : path;
}
