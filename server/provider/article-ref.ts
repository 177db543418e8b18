/** How the adapter names one article: its generic article id and its legacy article id. */
export interface ArticleRef {
  genericArticleId: number;
  legacyArticleId: number;
}

/** The product slug of a provider article: `{genericArticleId}-{legacyArticleId}`. */
export function productSlug(genericArticleId: number, legacyArticleId: number): string {
  return `${genericArticleId}-${legacyArticleId}`;
}

/** Splits a provider slug; null when the text is not one. */
export function parseProductSlug(slug: string): ArticleRef | null {
  const m = /^(\d{1,10})-(\d{1,10})$/.exec(slug.trim());
  if (!m) return null;
  return { genericArticleId: Number(m[1]), legacyArticleId: Number(m[2]) };
}
