/** The address of a post's own page. */
export function postUrl(post: { slug: string }): string {
  return `/blog/post/${encodeURIComponent(post.slug)}`;
}

/** The blog list narrowed to one blog category. */
export function blogCategoryUrl(slug: string): string {
  return `/blog?category=${encodeURIComponent(slug)}`;
}
