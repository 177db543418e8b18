import { describe, expect, it } from 'vitest';
import { blogListHref, readBlogListParams } from './blog-list-params';

describe('blog list URL state', () => {
  it('reads page, category and search, with page 1 for anything that is not a page number', () => {
    expect(readBlogListParams(new URLSearchParams('page=3&category=consejos&search=+frenos+'))).toEqual({ page: 3, category: 'consejos', search: 'frenos' });
    expect(readBlogListParams(new URLSearchParams('page=abc')).page).toBe(1);
    expect(readBlogListParams(new URLSearchParams('page=-2')).page).toBe(1);
    expect(readBlogListParams(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readBlogListParams(new URLSearchParams('category=&search=')).category).toBeNull();
  });

  it('writes one address per page, keeping the filters', () => {
    expect(blogListHref('/blog', { page: 1, category: null, search: null })).toBe('/blog');
    expect(blogListHref('/blog/category-grid', { page: 2, category: 'consejos', search: null })).toBe('/blog/category-grid?category=consejos&page=2');
    expect(blogListHref('/blog', { page: 1, category: null, search: 'bujías de iridio' })).toBe('/blog?search=buj%C3%ADas+de+iridio');
  });
});
