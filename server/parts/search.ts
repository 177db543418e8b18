import type { ProductModel } from '../catalog/model';
import type { Category } from '../generated/graphql';
import { searchArticles, type ArticleQuery } from '../provider/article-search';
import { brandsOf, providerLoaders } from '../provider/loaders';
import type { RawArticle } from '../provider/raw';
import { markAnswerIncomplete } from '../provider';
import type { SupplierCounts } from '../provider/supplier-counts';
import { providerCategoryIndex } from './categories';
import { articleToProduct } from './map-article';
import { withProviderErrors } from './provider-errors';
import type { PartsContext } from './context';

export type { ArticleQuery, ArticleSearchType } from '../provider/article-search';

type Ctx = PartsContext;

export interface ArticleResults {
  total: number;
  products: ProductModel[];
  /** Articles per data supplier, when `supplierFacets` was asked (exact, or counted over the articles found). */
  suppliers?: SupplierCounts;
}

/**
 * Articles found by getArticles' own search (`searchQuery` + `searchType`) or by kind of part,
 * mapped to products. Answers are kept in the adapter's shared cache (identical searches in flight
 * coalesce), and the articles found are primed for their product pages.
 */
export function findArticles(ctx: Ctx, q: ArticleQuery): Promise<ArticleResults> {
  return withProviderErrors(() => loadArticles(ctx, q), { total: 0, products: [] });
}

async function loadArticles(ctx: Ctx, q: ArticleQuery): Promise<ArticleResults> {
  const { api } = providerLoaders(ctx);
  const answer = await searchArticles(api, q);
  const counts = answer.suppliers ? { suppliers: answer.suppliers } : {};
  if (answer.articles.length === 0) return { total: answer.total, products: [], ...counts };
  const [brands, categories] = await Promise.all([
    brandsOf(providerLoaders(ctx), answer.articles.map((a) => a.dataSupplierId ?? 0)),
    // Articles without their categories are still shown, but that answer is not kept.
    providerCategoryIndex(ctx).catch(() => {
      markAnswerIncomplete();
      return new Map<string, Category>();
    }),
  ]);
  const products = answer.articles
    .map((a: RawArticle) => articleToProduct(a, { brands, categories, prices: ctx.loaders.prices, linkagesComplete: api.linkagesComplete(a) }))
    .filter((p): p is ProductModel => p !== null);
  return { total: answer.total, products, ...counts };
}
