import type { ProductModel } from '../catalog/model';
import type { GraphQLContext } from '../context';
import type { Category } from '../generated/graphql';
import { providerCategoryIndex } from './categories';
import { withProviderErrors } from './errors';
import { brandsOf, providerLoaders } from './loaders';
import { articleToProduct } from './map-article';
import { listOf, type RawArticle, type RawArticlesAnswer } from './raw';

type Ctx = Pick<GraphQLContext, 'app' | 'req'>;

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
  page: number;
  /** 0 answers the total only. */
  perPage: number;
}

export interface ArticleResults {
  total: number;
  products: ProductModel[];
}

/** Everything a product card and page show, as the adapter's own article calls ask it. */
const INCLUDES = {
  includeGenericArticles: true, includeArticleText: true, includeLinkages: true, includeImages: true, includePrices: true,
  includeGTINs: true, includeOEMNumbers: true, includeArticleCriteria: true,
};

/**
 * Articles found by getArticles' own search (`searchQuery` + `searchType`) or by kind of part,
 * mapped to products. Answers are kept in the adapter's shared cache (identical searches in flight
 * coalesce), and the articles found are primed for their product pages.
 */
export function findArticles(ctx: Ctx, q: ArticleQuery): Promise<ArticleResults> {
  return withProviderErrors(() => searchArticles(ctx, q), { total: 0, products: [] });
}

async function searchArticles(ctx: Ctx, q: ArticleQuery): Promise<ArticleResults> {
  const { api } = providerLoaders(ctx);
  const key = `search:${q.searchType ?? ''}:${q.searchMatchType ?? ''}:${q.vehicleId ?? ''}:${(q.genericArticleIds ?? []).join(',')}:${q.page}:${q.perPage}:${q.searchQuery ?? ''}`;
  const answer = await api.cache.get(key, async () => {
    const a = await api.request<RawArticlesAnswer>('getArticles', {
      perPage: q.perPage, page: q.page,
      ...(q.searchQuery !== undefined ? { searchQuery: q.searchQuery, searchType: q.searchType ?? 10, searchMatchType: q.searchMatchType ?? 'exact' } : {}),
      ...(q.genericArticleIds?.length ? { genericArticleIds: q.genericArticleIds } : {}),
      ...(q.vehicleId !== null && q.vehicleId !== undefined ? { linkageTargetId: q.vehicleId, linkageTargetType: 'P' } : {}),
      ...(q.perPage > 0 ? INCLUDES : {}),
    });
    const articles = listOf(a.articles);
    for (const article of articles) {
      const id = listOf(article.genericArticles)[0]?.legacyArticleId;
      if (id !== undefined) api.cache.prime(`article:${id}`, article);
    }
    return { total: a.totalMatchingArticles ?? 0, articles };
  });
  if (answer.articles.length === 0) return { total: answer.total, products: [] };
  const [brands, categories] = await Promise.all([
    brandsOf(providerLoaders(ctx), answer.articles.map((a) => a.dataSupplierId ?? 0)),
    providerCategoryIndex(ctx).catch(() => new Map<string, Category>()),
  ]);
  const products = answer.articles
    .map((a: RawArticle) => articleToProduct(a, { brands, categories }))
    .filter((p): p is ProductModel => p !== null);
  return { total: answer.total, products };
}
