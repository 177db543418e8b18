import type { ProductModel } from '../catalog/model';
import type { GraphQLContext } from '../context';
import type { AppServices } from '../services';
import type { Category } from '../generated/graphql';
import { providerCategoryIndex } from './categories';
import { ProviderClient } from './client';
import { providerLoaders } from './loaders';
import { articleToProduct } from './map-article';
import { listOf, type RawArticle, type RawArticlesAnswer } from './raw';
import { providerRuntime } from './runtime';

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

const clients = new WeakMap<AppServices, Promise<ProviderClient>>();

/** A protocol client to the gateway's provider endpoint (the stand-in's when no PROVIDER_URL is set). */
function searchClient(app: AppServices): Promise<ProviderClient> {
  let client = clients.get(app);
  if (!client) {
    const cfg = app.config.provider;
    client = providerRuntime(app)
      .ready()
      .then(({ url, standIn }) => new ProviderClient({ url, apiKey: standIn?.apiKey ?? cfg.apiKey ?? '', providerId: cfg.providerId, timeoutMs: cfg.timeoutMs }));
    client.catch(() => clients.delete(app));
    clients.set(app, client);
  }
  return client;
}

/** Closes the search client's connections (the gateway calls it when it stops). */
export async function closeSearchClient(app: AppServices): Promise<void> {
  const client = clients.get(app);
  clients.delete(app);
  if (client) (await client.catch(() => null))?.close();
}

/**
 * Articles found by getArticles' own search (`searchQuery` + `searchType`) or by kind of part,
 * mapped to products. Answers are kept in the adapter's shared cache (identical searches in flight
 * coalesce), and the articles found are primed for their product pages.
 */
export async function findArticles(ctx: Ctx, q: ArticleQuery): Promise<ArticleResults> {
  const { api } = providerLoaders(ctx);
  const cfg = ctx.app.config.provider;
  const key = `search:${q.searchType ?? ''}:${q.searchMatchType ?? ''}:${q.vehicleId ?? ''}:${(q.genericArticleIds ?? []).join(',')}:${q.page}:${q.perPage}:${q.searchQuery ?? ''}`;
  const answer = await api.cache.get(key, async () => {
    const client = await searchClient(ctx.app);
    const a = await client.call<RawArticlesAnswer>('getArticles', {
      articleCountry: cfg.articleCountry, lang: cfg.lang, perPage: q.perPage, page: q.page,
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
  const [brands, categories] = await Promise.all([api.brands(), providerCategoryIndex(ctx).catch(() => new Map<string, Category>())]);
  const products = answer.articles
    .map((a: RawArticle) => articleToProduct(a, { brands, categories }))
    .filter((p): p is ProductModel => p !== null);
  return { total: answer.total, products };
}
