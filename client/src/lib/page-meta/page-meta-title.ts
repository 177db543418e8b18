/** The document title of a page: its own title, then the shop's name. */
export function fullTitle(title: string | undefined, shopName: string): string {
  return title && title !== shopName ? `${title} · ${shopName}` : shopName;
}
