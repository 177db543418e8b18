import type { ProviderApi } from './api';
import { listOf, type RawArticle, type RawArticlesAnswer } from './raw';
import { supplierCountsOf, type SupplierCounts } from './supplier-counts';

/** `searchType` of getArticles: 0 article number, 1 OE number, 10 any number, 99 free text. */
export type ArticleSearchType = 0 | 1 | 10 | 99;

export interface ArticleQuery {
  /** Text searched, with `searchType`; left out to list by generic article only. */
  searchQuery?: string;
  searchType?: ArticleSearchType;
  searchMatchType?: 'exact' | 'prefix';
  /** Only articles of these kinds of part. */
  genericArticleIds?: number[];
  /** Only articles linked to this car id. */
  vehicleId?: number | null;
  /** Only articles of these data suppliers (brands). */
  supplierIds?: number[];
  /** Also answer how many articles each data supplier has (before the supplier filter). */
  supplierFacets?: boolean;
  page: number;
  /** 0 answers the total only. */
  perPage: number;
}

/** What one article search answers, as the shared cache keeps it. */
export interface ArticleSearchAnswer {
  total: number;
  articles: RawArticle[];
  /** Articles per data supplier, when `supplierFacets` was asked (exact, or counted over the articles found). */
  suppliers?: SupplierCounts;
}

/** Everything a product card and page show, as the adapter's own article calls ask it. */
const INCLUDES = {
  includeGenericArticles: true, includeArticleText: true, includeLinkages: true, includeImages: true, includePrices: true,
  includeGTINs: true, includeOEMNumbers: true, includeArticleCriteria: true,
};

/**
 * Articles found by getArticles' own search (`searchQuery` + `searchType`) or by kind of part.
 * Answers are kept in the adapter's shared cache (identical searches in flight coalesce), and the
 * articles found are kept for their product pages (asked for a vehicle, as seen only: see
 * `ProviderApi.keepArticles`).
 */
export function searchArticles(api: ProviderApi, q: ArticleQuery): Promise<ArticleSearchAnswer> {
  const suppliers = [...(q.supplierIds ?? [])].sort((a, b) => a - b);
  const key = `search:${q.searchType ?? ''}:${q.searchMatchType ?? ''}:${q.vehicleId ?? ''}:${(q.genericArticleIds ?? []).join(',')}:${q.page}:${q.perPage}:${suppliers.join(',')}:${q.supplierFacets ? 'f' : ''}:${q.searchQuery ?? ''}`;
  return api.cache.get(api.cacheKey(key), async () => {
    const a = await api.request<RawArticlesAnswer>('getArticles', {
      perPage: q.perPage, page: q.page,
      ...(q.searchQuery !== undefined ? { searchQuery: q.searchQuery, searchType: q.searchType ?? 10, searchMatchType: q.searchMatchType ?? 'exact' } : {}),
      ...(q.genericArticleIds?.length ? { genericArticleIds: q.genericArticleIds } : {}),
      ...(q.vehicleId !== null && q.vehicleId !== undefined ? { linkageTargetId: q.vehicleId, linkageTargetType: 'P' } : {}),
      ...(suppliers.length > 0 ? { dataSupplierIds: suppliers } : {}),
      ...(q.supplierFacets ? { includeDataSupplierFacets: true } : {}),
      ...(q.perPage > 0 ? INCLUDES : {}),
    });
    const articles = listOf(a.articles);
    // Texts this language's answer left out come from the same search in the market's language.
    await api.fillArticleTexts(articles, q.perPage > 0, async (market) => (await searchArticles(market, q)).articles);
    api.keepArticles(articles, q.vehicleId ?? null);
    const total = a.totalMatchingArticles ?? 0;
    const counts = q.supplierFacets ? supplierCountsOf(a, articles, { total, filtered: suppliers.length > 0 }) : undefined;
    return { total, articles, ...(counts ? { suppliers: counts } : {}) };
  });
}
