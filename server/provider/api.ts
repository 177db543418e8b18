import type { SharedCache } from './cache';
import { chunks, type Market } from './call-pipeline';
import { ProviderCatalogue } from './catalogue-operations';
import type { ProviderClient } from './client';
import { articleLacksTexts, fillArticlesTexts, fillNodeNames, legacyIdOf, nodesLackNames } from './language-fallback';
import { listOf, type RawArticle, type RawArticlesAnswer, type RawFacetCount } from './raw';
import { supplierCountsOf, type SupplierCounts } from './supplier-counts';

/** What getArticles is asked for a page of a category. */
export interface ArticlePageQuery {
  /** The assembly group (its children included); null for every group. */
  nodeId: number | null;
  vehicleId: number | null;
  supplierIds: number[];
  page: number;
  perPage: number;
}

export interface ArticlePage {
  total: number;
  articles: RawArticle[];
  groupCounts: RawFacetCount[];
  /** The brands of the whole list (before the supplier filter) with their counts, exact or from the page. */
  suppliers: SupplierCounts;
}

/** A category's whole article list (for a vehicle when given), every supplier: what a price filter works on. */
export interface ArticleSetQuery {
  nodeId: number | null;
  vehicleId: number | null;
}

/**
 * A category's whole article list, or only its size when it is above `MAX_SET_ARTICLES` (`articles`
 * null: not fetched). `groupCounts` are the assembly-group facets of the whole list.
 */
export interface ArticleSet {
  total: number;
  articles: RawArticle[] | null;
  groupCounts: RawFacetCount[];
}

/** The largest page getArticles accepts (`perPage` from 0 to 100): a whole list is asked 100 at a time. */
export const SET_PAGE_SIZE = 100;
/**
 * The most articles a whole list is fetched for (10 getArticles calls): above it a list is paged by
 * the provider alone and cannot be filtered by price. Every category of a vehicle fits, and the
 * sub-groups of the whole catalogue; a top group of the whole catalogue may not.
 */
export const MAX_SET_ARTICLES = 1000;

/** Everything a product card and a product page show. */
const ARTICLE_INCLUDES = {
  includeGenericArticles: true, includeArticleText: true, includeLinkages: true, includeImages: true, includePrices: true,
  includeGTINs: true, includeOEMNumbers: true, includeArticleCriteria: true, includeMisc: true,
};

const ARTICLE_CHUNK = 100;

/**
 * The provider's operations as the shop uses them: the catalogue's (catalogue-operations.ts) and the
 * articles' (below), each behind the shared TTL cache (concurrent identical calls coalesce into one),
 * every call through the pipeline of call-pipeline.ts. Lives as long as the gateway; per-request
 * batching sits on top.
 *
 * It asks in the market's language; `forLanguage` gives the same operations asked in another one: a
 * view sharing the connection, guard, cache and what was learnt of the provider, whose answers are
 * kept apart (cache keys carry `@lang`) and whose texts the provider left out are taken from the
 * market language's answer to the same question (see language-fallback.ts).
 */
export class ProviderApi extends ProviderCatalogue {
  private readonly views: Map<string, ProviderApi>;
  /** Articles whose linkages are all there: fetched without a vehicle (see `linkagesComplete`). */
  private readonly completeLinkages: WeakSet<RawArticle>;

  constructor(client: () => Promise<ProviderClient>, cache: SharedCache, market: Market, vehicleListsTtlSeconds = 0, root?: ProviderApi) {
    super(client, cache, market, vehicleListsTtlSeconds, root);
    this.views = root ? root.views : new Map();
    this.completeLinkages = root ? root.completeLinkages : new WeakSet<RawArticle>();
  }

  /**
   * The same operations asked in `lang` (the market's own language gives the market's API). A
   * view is made once per language and lives as long as the gateway.
   */
  forLanguage(lang: string): ProviderApi {
    const root = this.fallback ?? this;
    if (lang === root.market.lang) return root;
    let view = root.views.get(lang);
    if (!view) {
      view = new ProviderApi(root.client, root.cache, { ...root.market, lang }, root.vehicleListsTtlSeconds, root);
      root.views.set(lang, view);
    }
    return view;
  }

  /**
   * Fills, in place, the texts that articles of this language's answer lack (see language-fallback.ts)
   * from the market language's answer to the same question, asked only when one lacks something.
   * `texts`: whether article notes were asked. Nothing to do in the market's own language.
   */
  async fillArticleTexts(articles: readonly RawArticle[], texts: boolean, counterpart: (market: this) => Promise<readonly RawArticle[] | null>): Promise<void> {
    const market = this.fallback;
    if (!market || !articles.some((a) => articleLacksTexts(a, texts))) return;
    fillArticlesTexts(articles, (await counterpart(market)) ?? []);
  }

  /** One getArticles call for a page of a category (facets of the whole list included). */
  private categoryArticles(q: ArticlePageQuery): Promise<RawArticlesAnswer> {
    return this.call<RawArticlesAnswer>('getArticles', {
      articleCountry: this.market.articleCountry, lang: this.market.lang, perPage: q.perPage, page: q.page,
      ...(q.nodeId !== null ? { assemblyGroupNodeIds: [q.nodeId] } : {}), ...(q.vehicleId !== null ? { linkageTargetId: q.vehicleId, linkageTargetType: 'P' } : {}),
      ...(q.supplierIds.length > 0 ? { dataSupplierIds: q.supplierIds } : {}),
      assemblyGroupFacetOptions: { enabled: true, assemblyGroupType: 'P', includeCompleteTree: false, maxDepth: 2 },
      includeDataSupplierFacets: true, ...ARTICLE_INCLUDES,
    });
  }

  /** One page of a category's articles; the articles are also kept for their product pages. */
  articlePage(q: ArticlePageQuery): Promise<ArticlePage> {
    const key = `page:${q.nodeId ?? 'all'}:${q.vehicleId ?? ''}:${[...q.supplierIds].sort((a, b) => a - b).join(',')}:${q.page}:${q.perPage}`;
    return this.cache.get(this.cacheKey(key), async () => {
      const a = await this.categoryArticles(q);
      const articles = listOf(a.articles);
      const groupCounts = a.assemblyGroupFacets ? listOf(a.assemblyGroupFacets.counts) : [];
      const market = this.fallback;
      if (market && (nodesLackNames(groupCounts) || articles.some((x) => articleLacksTexts(x, true)))) {
        const same = await market.articlePage(q);
        fillArticlesTexts(articles, same.articles);
        fillNodeNames(groupCounts, same.groupCounts);
      }
      this.keepArticles(articles, q.vehicleId);
      const total = a.totalMatchingArticles ?? 0;
      return {
        total,
        articles,
        groupCounts,
        suppliers: supplierCountsOf(a, articles, { total, filtered: q.supplierIds.length > 0 }),
      };
    });
  }

  /**
   * Every article of a category (its children included), for a vehicle when given, of every
   * supplier: the first page of SET_PAGE_SIZE tells the total, the other pages are asked together
   * (at most MAX_SET_ARTICLES / SET_PAGE_SIZE calls in all). A list above MAX_SET_ARTICLES is not
   * fetched (`articles` null) after its first page, or without any call when the category tree held
   * in the cache already counts it above. Kept like any answer (TTL, stale-if-error), so
   * paging, a brand or a price range over the same list asks nothing more. When the provider's list
   * changes between its pages, the total is the articles actually fetched, never the first page's.
   */
  articleSet(q: ArticleSetQuery): Promise<ArticleSet> {
    // The category tree already held says the list is too large: not even its first page is asked.
    const known = q.nodeId === null ? undefined : this.cache.peek<RawFacetCount[]>(this.cacheKey(`group-facets:${q.vehicleId ?? 'all'}`))?.find((c) => c.assemblyGroupNodeId === q.nodeId)?.count;
    if (known !== undefined && known > MAX_SET_ARTICLES) return Promise.resolve({ total: known, articles: null, groupCounts: [] });
    return this.cache.get(this.cacheKey(`set:${q.nodeId ?? 'all'}:${q.vehicleId ?? ''}`), async () => {
      const ask = (page: number) => this.categoryArticles({ ...q, supplierIds: [], page, perPage: SET_PAGE_SIZE });
      const first = await ask(1);
      const total = first.totalMatchingArticles ?? 0;
      const groupCounts = first.assemblyGroupFacets ? listOf(first.assemblyGroupFacets.counts) : [];
      if (total > MAX_SET_ARTICLES) {
        const market = this.fallback;
        if (market && nodesLackNames(groupCounts)) fillNodeNames(groupCounts, (await market.articleSet(q)).groupCounts);
        return { total, articles: null, groupCounts };
      }
      const pages = Math.min(Math.ceil(total / SET_PAGE_SIZE), first.maxAllowedPage ?? Infinity);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => ask(i + 2)));
      const seen = new Set<string>();
      const articles: RawArticle[] = [];
      // Deduplicated by article: a list that moved between pages may answer one twice.
      for (const article of [first, ...rest].flatMap((a) => listOf(a.articles))) {
        const key = `${article.dataSupplierId ?? ''}:${article.articleNumber ?? ''}:${listOf(article.genericArticles)[0]?.legacyArticleId ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        articles.push(article);
      }
      const market = this.fallback;
      if (market && (nodesLackNames(groupCounts) || articles.some((x) => articleLacksTexts(x, true)))) {
        const same = await market.articleSet(q);
        fillArticlesTexts(articles, same.articles ?? []);
        fillNodeNames(groupCounts, same.groupCounts);
      }
      this.keepArticles(articles, q.vehicleId);
      return { total: articles.length, articles, groupCounts };
    });
  }

  /**
   * Keeps the articles of a larger answer (a page, a search) for their product pages. Asked for a
   * vehicle (`vehicleId`), an article carries that vehicle's linkage only: it is kept as seen, never
   * as the article with its linkages (`completeArticles`), and never over one kept with them.
   */
  keepArticles(articles: readonly RawArticle[], vehicleId: number | null): void {
    for (const article of articles) {
      const id = legacyIdOf(article);
      if (id === undefined) continue;
      if (vehicleId === null) {
        this.completeLinkages.add(article);
        this.cache.prime(this.cacheKey(`article-linked:${id}`), article);
        this.cache.prime(this.cacheKey(`article:${id}`), article);
        continue;
      }
      const held = this.cache.peek<RawArticle>(this.cacheKey(`article:${id}`));
      if (!held || !this.completeLinkages.has(held)) this.cache.prime(this.cacheKey(`article:${id}`), article);
    }
  }

  /**
   * Whether an article's linkages are all there: it was fetched without a vehicle. One fetched for a
   * vehicle's page carries that vehicle's linkage only (a universal article, with none at all, is
   * complete either way).
   */
  linkagesComplete(article: RawArticle): boolean {
    return this.completeLinkages.has(article) || (listOf(article.linkages).length === 0 && (article.totalLinkages ?? 0) === 0);
  }

  /**
   * Articles by legacy article id, as the shop has seen them (a product page's texts, pictures and
   * numbers): one kept from a vehicle's page may carry that vehicle's linkage only. Those not seen
   * are fetched without a vehicle (with every linkage).
   */
  articles(refs: readonly { legacyArticleId: number; genericArticleId: number }[]): Promise<(RawArticle | null)[]> {
    return this.cache.getMany(this.cacheKey('article'), refs.map((r) => r.legacyArticleId), (missing) => this.fetchArticles(missing, refs));
  }

  /**
   * Articles by legacy article id with every linkage (fitment: the vehicles they fit), fetched
   * without a vehicle, 100 per getArticles call: the articles of a page take one call together.
   */
  completeArticles(refs: readonly { legacyArticleId: number; genericArticleId: number }[]): Promise<(RawArticle | null)[]> {
    return this.cache.getMany(this.cacheKey('article-linked'), refs.map((r) => r.legacyArticleId), (missing) => this.fetchArticles(missing, refs));
  }

  private async fetchArticles(ids: number[], refs: readonly { legacyArticleId: number; genericArticleId: number }[]): Promise<Map<number, RawArticle>> {
    const genericOf = new Map(refs.map((r) => [r.legacyArticleId, r.genericArticleId]));
    const found = new Map<number, RawArticle>();
    await Promise.all(
      chunks(ids, ARTICLE_CHUNK).map(async (part) => {
        const a = await this.call<RawArticlesAnswer>('getArticles', {
          articleCountry: this.market.articleCountry, lang: this.market.lang, perPage: ARTICLE_CHUNK, page: 1, legacyArticleIds: part,
          genericArticleIds: [...new Set(part.map((id) => genericOf.get(id)))], priceDate: '2022-03-30', ...ARTICLE_INCLUDES,
        });
        const articles = listOf(a.articles);
        await this.fillArticleTexts(articles, true, (market) => market.completeArticles(refs.filter((r) => part.includes(r.legacyArticleId))).then((found) => found.filter((x) => x !== null)));
        this.keepArticles(articles, null);
        for (const article of articles) {
          const id = listOf(article.genericArticles)[0]?.legacyArticleId;
          if (id !== undefined) found.set(id, article);
        }
      }),
    );
    return found;
  }
}
