import type { SharedCache } from './cache';
import type { CallParams, ProviderClient } from './client';
import { FacetPageSize } from './facet-page';
import { ProviderGuard } from './guard';
import { brandFromSupplier } from './map-category';
import type { ProviderMetrics } from './metrics';
import { makeFromManufacturer, modelFromSeries, vehicleFromDetails, vehicleFromLinkageTarget } from './map-vehicle';
import {
  listOf, type LegacyAnswer, type RawArticle, type RawArticlesAnswer, type RawBrand, type RawFacetCount, type RawLinkageTargetsAnswer,
  type RawManufacturer, type RawModelSeries, type RawNode, type RawVehicleById, type RawVinAnswer,
} from './raw';
import type { ProviderBrand, ProviderMake, ProviderModel, ProviderVehicle } from './types';

export interface Market {
  country: string;
  lang: string;
  articleCountry: string;
}

/** What getArticles is asked for a page of a category. */
export interface ArticlePageQuery {
  nodeId: number;
  vehicleId: number | null;
  supplierIds: number[];
  page: number;
  perPage: number;
}

export interface ArticlePage {
  total: number;
  articles: RawArticle[];
  groupCounts: RawFacetCount[];
  supplierCounts: { id: number; name: string; count: number }[];
}

/** Everything a product card and a product page show. */
const ARTICLE_INCLUDES = {
  includeGenericArticles: true, includeArticleText: true, includeLinkages: true, includeImages: true, includePrices: true,
  includeGTINs: true, includeOEMNumbers: true, includeArticleCriteria: true, includeMisc: true,
};

const VEHICLE_CHUNK = 25;
const ARTICLE_CHUNK = 100;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * The provider's operations as the shop uses them, each behind the shared TTL cache (concurrent
 * identical calls coalesce into one). Lives as long as the gateway; per-request batching sits on top.
 */
export class ProviderApi {
  constructor(
    private readonly client: () => Promise<ProviderClient>,
    readonly cache: SharedCache,
    private readonly market: Market,
  ) {}

  /** Budget, circuit breaker, metrics and failure log of every call (the gateway puts its own in place). */
  private guard = new ProviderGuard();
  /** Whether facet-only pages may ask `perPage: 0` of this provider (learnt from a refusal). */
  readonly facetPages = new FacetPageSize();

  /** Uses the gateway's guard (its settings, metrics registry and logger) for every later call. */
  useGuard(guard: ProviderGuard): void {
    this.guard = guard;
  }

  get metrics(): ProviderMetrics {
    return this.guard.metrics;
  }

  /** Whether the provider refuses the key, and the operations whose circuit is open (for `/readyz`). */
  status(): { refusesKey: boolean; openCircuits: string[] } {
    return this.guard.status();
  }

  private async call<T>(operation: string, params: CallParams): Promise<T> {
    const client = await this.client();
    return this.facetPages.send(operation, params, (sent) => this.guard.run(operation, (timeoutMs) => client.call<T>(operation, sent, { timeoutMs })));
  }

  /**
   * Any operation, uncached, with the market's country and language added: for reads that build
   * their own cache key (searches). Prefer the cached methods below.
   */
  request<T>(operation: string, params: CallParams): Promise<T> {
    return this.call<T>(operation, { articleCountry: this.market.articleCountry, lang: this.market.lang, ...params });
  }

  makes(): Promise<ProviderMake[]> {
    return this.cache.get('makes', async () => {
      const a = await this.call<LegacyAnswer<RawManufacturer>>('getManufacturers2', { country: this.market.country, lang: this.market.lang, linkingTargetType: 'P', countryGroupFlag: false });
      return listOf(a.data ?? '').map(makeFromManufacturer).filter((m): m is ProviderMake => m !== null).sort((x, y) => x.name.localeCompare(y.name, 'es'));
    });
  }

  models(makeId: number): Promise<ProviderModel[]> {
    return this.cache.get(`models:${makeId}`, async () => {
      const a = await this.call<LegacyAnswer<RawModelSeries>>('getModelSeries2', { country: this.market.country, lang: this.market.lang, linkingTargetType: 'P', manuId: makeId });
      return listOf(a.data ?? '').map(modelFromSeries).filter((m): m is ProviderModel => m !== null).sort((x, y) => x.name.localeCompare(y.name, 'es'));
    });
  }

  /** The vehicles of a model built in a year (getLinkageTargets, all pages). */
  engines(makeId: number, modelId: number, year: number): Promise<ProviderVehicle[]> {
    return this.cache.get(`engines:${makeId}:${modelId}:${year}`, async () => {
      const out: ProviderVehicle[] = [];
      for (let page = 1; page <= 10; page++) {
        const a = await this.call<RawLinkageTargetsAnswer>('getLinkageTargets', {
          linkageTargetCountry: this.market.country, lang: this.market.lang, linkageTargetType: 'P', mfrIds: [makeId],
          vehicleModelSeriesIds: [modelId], years: [year], perPage: 100, page,
        });
        const targets = listOf(a.linkageTargets);
        out.push(...targets.map(vehicleFromLinkageTarget).filter((v): v is ProviderVehicle => v !== null));
        if (targets.length < 100 || out.length >= (a.total ?? 0)) break;
      }
      return out.sort((x, y) => x.engine.localeCompare(y.engine, 'es') || Number(x.id) - Number(y.id));
    });
  }

  /** Vehicles by car id, in chunks of 25 per getVehicleByIds3 call; null for unknown ids. */
  vehicles(ids: readonly number[]): Promise<(ProviderVehicle | null)[]> {
    return this.cache.getMany('vehicle', ids, async (missing) => {
      const found = new Map<number, ProviderVehicle>();
      await Promise.all(
        chunks(missing, VEHICLE_CHUNK).map(async (part) => {
          const a = await this.call<LegacyAnswer<RawVehicleById>>('getVehicleByIds3', {
            articleCountry: this.market.articleCountry, countriesCarSelection: this.market.country, country: this.market.country,
            lang: this.market.lang, carIds: { array: part }, motorCodes: true, axles: false, cabs: false, secondaryTypes: false,
          });
          for (const raw of listOf(a.data ?? '')) {
            const v = vehicleFromDetails(raw);
            if (v) found.set(Number(v.id), v);
          }
        }),
      );
      return found;
    });
  }

  /** The car ids of a VIN, the provider's best match first; empty when it does not know it. */
  vinCarIds(vin: string): Promise<number[]> {
    return this.cache.get(`vins:${vin}`, async () => {
      const a = await this.call<RawVinAnswer>('getVehiclesByVIN', { country: this.market.country, lang: this.market.lang, vin });
      const data = a.data || {};
      const ids = listOf(data.matchingVehicles).flatMap((v) => (typeof v.carId === 'number' ? [v.carId] : []));
      return [...new Set(ids)];
    });
  }

  /** The parts brands as the provider lists them, with their logo URLs (for the picture proxy). */
  suppliers(): Promise<RawBrand[]> {
    return this.cache.get('suppliers', async () => {
      const a = await this.call<LegacyAnswer<RawBrand>>('getBrands', { articleCountry: this.market.articleCountry, lang: this.market.lang, includeDataSupplierLogo: true });
      return listOf(a.data ?? '');
    });
  }

  brands(): Promise<Map<number, ProviderBrand>> {
    return this.cache.get('brands', async () => {
      const out = new Map<number, ProviderBrand>();
      for (const raw of await this.suppliers()) {
        const b = brandFromSupplier(raw);
        if (b) out.set(Number(b.slug), b);
      }
      return out;
    });
  }

  /** The assembly-group nodes (every level, flat). */
  nodes(): Promise<RawNode[]> {
    return this.cache.get('nodes', async () => {
      const a = await this.call<LegacyAnswer<RawNode>>('getChildNodesPattern2', {
        articleCountry: this.market.articleCountry, lang: this.market.lang, linkingTargetType: 'P', linkingTargetId: 1, childNodes: true,
      });
      return listOf(a.data ?? '');
    });
  }

  /** Article counts per assembly group (a facet-only getArticles), for one vehicle or the whole catalogue. */
  groupCounts(vehicleId: number | null): Promise<Map<number, number>> {
    return this.cache.get(`group-counts:${vehicleId ?? 'all'}`, async () => {
      const a = await this.call<RawArticlesAnswer>('getArticles', {
        articleCountry: this.market.articleCountry, lang: this.market.lang, perPage: 0, page: 1,
        ...(vehicleId !== null ? { linkageTargetId: vehicleId, linkageTargetType: 'P' } : {}),
        assemblyGroupFacetOptions: { enabled: true, assemblyGroupType: 'P', includeCompleteTree: true, maxDepth: 2 },
      });
      const counts = a.assemblyGroupFacets ? listOf(a.assemblyGroupFacets.counts) : [];
      return new Map(counts.filter((c) => c.assemblyGroupNodeId !== undefined).map((c) => [c.assemblyGroupNodeId as number, c.count ?? 0]));
    });
  }

  /** One page of a category's articles; the articles are also kept for their product pages. */
  articlePage(q: ArticlePageQuery): Promise<ArticlePage> {
    const key = `page:${q.nodeId}:${q.vehicleId ?? ''}:${[...q.supplierIds].sort((a, b) => a - b).join(',')}:${q.page}:${q.perPage}`;
    return this.cache.get(key, async () => {
      const a = await this.call<RawArticlesAnswer>('getArticles', {
        articleCountry: this.market.articleCountry, lang: this.market.lang, perPage: q.perPage, page: q.page,
        assemblyGroupNodeIds: [q.nodeId], ...(q.vehicleId !== null ? { linkageTargetId: q.vehicleId, linkageTargetType: 'P' } : {}),
        ...(q.supplierIds.length > 0 ? { dataSupplierIds: q.supplierIds } : {}),
        assemblyGroupFacetOptions: { enabled: true, assemblyGroupType: 'P', includeCompleteTree: false, maxDepth: 2 },
        includeDataSupplierFacets: true, ...ARTICLE_INCLUDES,
      });
      const articles = listOf(a.articles);
      for (const article of articles) {
        const id = listOf(article.genericArticles)[0]?.legacyArticleId;
        if (id !== undefined) this.cache.prime(`article:${id}`, article);
      }
      const suppliers = a.dataSupplierFacets ? listOf(a.dataSupplierFacets.counts) : [];
      return {
        total: a.totalMatchingArticles ?? 0,
        articles,
        groupCounts: a.assemblyGroupFacets ? listOf(a.assemblyGroupFacets.counts) : [],
        supplierCounts: suppliers.filter((s) => s.dataSupplierId !== undefined).map((s) => ({ id: s.dataSupplierId as number, name: s.mfrName ?? '', count: s.count ?? 0 })),
      };
    });
  }

  /** Articles by legacy article id (with their generic article ids, as the product page asks). */
  articles(refs: readonly { legacyArticleId: number; genericArticleId: number }[]): Promise<(RawArticle | null)[]> {
    const genericOf = new Map(refs.map((r) => [r.legacyArticleId, r.genericArticleId]));
    return this.cache.getMany('article', refs.map((r) => r.legacyArticleId), async (missing) => {
      const found = new Map<number, RawArticle>();
      await Promise.all(
        chunks(missing, ARTICLE_CHUNK).map(async (part) => {
          const a = await this.call<RawArticlesAnswer>('getArticles', {
            articleCountry: this.market.articleCountry, lang: this.market.lang, perPage: ARTICLE_CHUNK, page: 1, legacyArticleIds: part,
            genericArticleIds: [...new Set(part.map((id) => genericOf.get(id)))], priceDate: '2022-03-30', ...ARTICLE_INCLUDES,
          });
          for (const article of listOf(a.articles)) {
            const id = listOf(article.genericArticles)[0]?.legacyArticleId;
            if (id !== undefined) found.set(id, article);
          }
        }),
      );
      return found;
    });
  }
}
