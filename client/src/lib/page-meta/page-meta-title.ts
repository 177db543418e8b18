/** The document title of a page: its own title, then the shop's name (unless the title stands alone). */
export function fullTitle(title: string | undefined, shopName: string, bare = false): string {
  if (title && bare) return title;
  return title && title !== shopName ? `${title} · ${shopName}` : shopName;
}
