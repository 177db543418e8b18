import { ProviderAccess, type AccessReport, type ProbeVerdict } from './access';
import type { SharedCache } from './cache';
import type { CallParams, ProviderClient } from './client';
import { ProviderContractError, ProviderUnauthorizedError, optionalRead } from './errors';
import { FacetPageSize } from './facet-page';
import {
  articleLacksTexts, fillArticlesTexts, fillNodeNames, fillVehicleTexts, legacyIdOf, nodesLackNames, vehiclesLackTexts,
} from './language-fallback';
import { ProviderGuard } from './guard';
import { assemblyGroupsFrom, brandFromSupplier } from './map-category';
import type { ProviderMetrics } from './metrics';
import { makeFromManufacturer, modelFromSeries, vehicleFromDetails, vehicleFromLinkageTarget } from './map-vehicle';
import {
  listOf, type LegacyAnswer, type RawArticle, type RawArticlesAnswer, type RawBrand, type RawFacetCount, type RawLinkageTargetsAnswer,
  type RawManufacturer, type RawModelSeries, type RawNode, type RawVehicleById, type RawVinAnswer,
} from './raw';
import { supplierCountsOf, type SupplierCounts } from './supplier-counts';
import type { AssemblyGroup, ProviderBrand, ProviderMake, ProviderModel, ProviderVehicle } from './types';

export interface Market {
  country: string;
  lang: string;
  articleCountry: string;
}

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

/**
 * How long an empty node list, an empty set of assembly-group facets or an empty category tree is
 * kept before the provider is asked again (it is never taken for the catalogue's tree for long).
 */
export const EMPTY_RETRY_SECONDS = 30;

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
 *
 * It asks in the market's language; `forLanguage` gives the same operations asked in another one: a
 * view sharing the connection, guard, cache and what was learnt of the provider, whose answers are
 * kept apart (cache keys carry `@lang`) and whose texts the provider left out are taken from the
 * market language's answer to the same question (see language-fallback.ts).
 */
export class ProviderApi {
  /** The API in the market's language: every view shares its state and falls back on its texts. */
  private readonly root: ProviderApi;
  private readonly views: Map<string, ProviderApi>;
  /** Whether facet-only pages may ask `perPage: 0` of this provider (learnt from a refusal). */
  readonly facetPages: FacetPageSize;
  /** Whether the provider takes the key; while it refuses it, calls are not made (one trial at a time). */
  readonly access: ProviderAccess;
  /** What was learnt of the provider: it refused the node list without a linking target (the tree then comes from facets alone). */
  private readonly learnt: { nodesRefused: boolean };
  /** Articles whose linkages are all there: fetched without a vehicle (see `linkagesComplete`). */
  private readonly completeLinkages: WeakSet<RawArticle>;
  /** Budget, circuit breaker, metrics and failure log of every call (the gateway puts its own in place); the root's is used. */
  private ownGuard = new ProviderGuard();

  constructor(
    private readonly client: () => Promise<ProviderClient>,
    readonly cache: SharedCache,
    private readonly market: Market,
    /**
     * How long the vehicle lists (makes, a make's models, a model's vehicles) are kept: they rarely
     * change, and every vehicle page and the vehicle sitemaps stand on them. Never less than the
     * cache's own TTL.
     */
    private readonly vehicleListsTtlSeconds = 0,
    /** The market language's API, for a view in another language (made by `forLanguage`). */
    root?: ProviderApi,
  ) {
    this.root = root ?? this;
    this.views = root ? root.views : new Map();
    this.facetPages = root ? root.facetPages : new FacetPageSize();
    this.access = root
      ? root.access
      : new ProviderAccess({ probe: (refused) => this.probe(refused), metrics: () => this.guard.metrics, log: () => this.guard.gatewayLog });
    this.learnt = root ? root.learnt : { nodesRefused: false };
    this.completeLinkages = root ? root.completeLinkages : new WeakSet<RawArticle>();
  }

  /** The language this API asks the provider in. */
  get language(): string {
    return this.market.lang;
  }

  /**
   * The same operations asked in `lang` (the market's own language gives the market's API). A
   * view is made once per language and lives as long as the gateway.
   */
  forLanguage(lang: string): ProviderApi {
    const root = this.root;
    if (lang === root.market.lang) return root;
    let view = root.views.get(lang);
    if (!view) {
      view = new ProviderApi(root.client, root.cache, { ...root.market, lang }, root.vehicleListsTtlSeconds, root);
      root.views.set(lang, view);
    }
    return view;
  }

  /** The market language's API a view takes missing texts from; null for that API itself. */
  private get fallback(): ProviderApi | null {
    return this.root === this ? null : this.root;
  }

  /**
   * A cache key of this language: the market language's keys as they are, another language's with
   * `@lang` after their first segment (`page@ru:…`), so no language is ever served another's answer.
   */
  cacheKey(key: string): string {
    if (this.root === this) return key;
    const i = key.indexOf(':');
    return i < 0 ? `${key}@${this.market.lang}` : `${key.slice(0, i)}@${this.market.lang}${key.slice(i)}`;
  }

  /**
   * Fills, in place, the texts that articles of this language's answer lack (see language-fallback.ts)
   * from the market language's answer to the same question, asked only when one lacks something.
   * `texts`: whether article notes were asked. Nothing to do in the market's own language.
   */
  async fillArticleTexts(articles: readonly RawArticle[], texts: boolean, counterpart: (market: ProviderApi) => Promise<readonly RawArticle[] | null>): Promise<void> {
    const market = this.fallback;
    if (!market || !articles.some((a) => articleLacksTexts(a, texts))) return;
    fillArticlesTexts(articles, (await counterpart(market)) ?? []);
  }

  /** The time to live of a vehicle list's answer. */
  private get listTtl(): number | undefined {
    return this.vehicleListsTtlSeconds > 0 ? this.vehicleListsTtlSeconds : undefined;
  }

  private get guard(): ProviderGuard {
    return this.root.ownGuard;
  }

  /** Uses the gateway's guard (its settings, metrics registry and logger) for every later call, in every language. */
  useGuard(guard: ProviderGuard): void {
    this.root.ownGuard = guard;
  }

  get metrics(): ProviderMetrics {
    return this.guard.metrics;
  }

  /** The operations whose circuit is open now (the provider failing them), for /readyz. */
  openCircuits(): string[] {
    return this.guard.openCircuits();
  }

  private async call<T>(operation: string, params: CallParams): Promise<T> {
    const client = await this.client();
    return this.facetPages.send(operation, params, (sent) =>
      this.access.run(operation, () => this.guard.run(operation, (timeoutMs) => client.call<T>(operation, sent, { timeoutMs }))),
    );
  }

  /**
   * One call of a light operation other than `refused`, straight to the provider (uncached, outside
   * the access tracker): tells a refused key from an operation the account is not entitled to.
   */
  private async probe(refused: string): Promise<ProbeVerdict> {
    const client = await this.client();
    const [operation, params]: [string, CallParams] =
      refused === 'getManufacturers2'
        ? ['getBrands', { articleCountry: this.market.articleCountry, lang: this.market.lang }]
        : ['getManufacturers2', { country: this.market.country, lang: this.market.lang, linkingTargetType: 'P', countryGroupFlag: false }];
    try {
      await this.guard.run(operation, (timeoutMs) => client.call(operation, params, { timeoutMs }));
      return 'accepted';
    } catch (err) {
      if (err instanceof ProviderUnauthorizedError) return 'refused';
      return err instanceof ProviderContractError ? 'accepted' : 'unknown';
    }
  }

  /**
   * Whether the provider takes the key. When nothing has been asked yet, asks (the makes: a light,
   * cached read), waiting for the answer `waitMs` at most; while the key is refused and a trial is
   * due, starts one without waiting for it.
   */
  async checkAccess(waitMs = 1000): Promise<AccessReport> {
    if (this.access.state === 'unknown') {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, waitMs);
      });
      await Promise.race([optionalRead(this.accessProbe(), undefined), late]);
      clearTimeout(timer);
    } else if (this.access.trialDue) {
      void optionalRead(this.accessProbe(), undefined);
    }
    return this.access.report();
  }

  /**
   * Any operation, uncached, with the market's country and language added: for reads that build
   * their own cache key (searches). Prefer the cached methods below.
   */
  request<T>(operation: string, params: CallParams): Promise<T> {
    return this.call<T>(operation, { articleCountry: this.market.articleCountry, lang: this.market.lang, ...params });
  }

  /**
   * One uncached call (the makes) that only says whether the provider takes the key: asked by
   * readiness while nothing else has asked the provider yet, without filling the cache.
   */
  private async accessProbe(): Promise<void> {
    await this.call('getManufacturers2', { country: this.market.country, lang: this.market.lang, linkingTargetType: 'P', countryGroupFlag: false });
  }

  makes(): Promise<ProviderMake[]> {
    return this.cache.get(this.cacheKey('makes'), async () => {
      const a = await this.call<LegacyAnswer<RawManufacturer>>('getManufacturers2', { country: this.market.country, lang: this.market.lang, linkingTargetType: 'P', countryGroupFlag: false });
      return listOf(a.data ?? '').map(makeFromManufacturer).filter((m): m is ProviderMake => m !== null).sort((x, y) => x.name.localeCompare(y.name, 'es'));
    }, undefined, this.listTtl);
  }

  models(makeId: number): Promise<ProviderModel[]> {
    return this.cache.get(this.cacheKey(`models:${makeId}`), async () => {
      const a = await this.call<LegacyAnswer<RawModelSeries>>('getModelSeries2', { country: this.market.country, lang: this.market.lang, linkingTargetType: 'P', manuId: makeId });
      return listOf(a.data ?? '').map((m) => modelFromSeries(m, makeId)).filter((m): m is ProviderModel => m !== null).sort((x, y) => x.name.localeCompare(y.name, 'es'));
    }, undefined, this.listTtl);
  }

  /** The vehicles of a model built in a year (getLinkageTargets, all pages). */
  engines(makeId: number, modelId: number, year: number): Promise<ProviderVehicle[]> {
    return this.cache.get(this.cacheKey(`engines:${makeId}:${modelId}:${year}`), async () => {
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
      const market = this.fallback;
      if (market && vehiclesLackTexts(out)) fillVehicleTexts(out, await market.engines(makeId, modelId, year));
      return out.sort((x, y) => x.engine.localeCompare(y.engine, 'es') || Number(x.id) - Number(y.id));
    }, undefined, this.listTtl);
  }

  /**
   * Every vehicle of a model, whatever its years (getLinkageTargets without years, all pages): a
   * model's page lists its years and engines from one answer instead of one call per year.
   */
  modelVehicles(makeId: number, modelId: number): Promise<ProviderVehicle[]> {
    return this.cache.get(this.cacheKey(`model-vehicles:${makeId}:${modelId}`), async () => {
      const out: ProviderVehicle[] = [];
      for (let page = 1; page <= 20; page++) {
        const a = await this.call<RawLinkageTargetsAnswer>('getLinkageTargets', {
          linkageTargetCountry: this.market.country, lang: this.market.lang, linkageTargetType: 'P', mfrIds: [makeId],
          vehicleModelSeriesIds: [modelId], perPage: 100, page,
        });
        const targets = listOf(a.linkageTargets);
        out.push(...targets.map(vehicleFromLinkageTarget).filter((v): v is ProviderVehicle => v !== null));
        if (targets.length < 100 || out.length >= (a.total ?? 0)) break;
      }
      const market = this.fallback;
      if (market && vehiclesLackTexts(out)) fillVehicleTexts(out, await market.modelVehicles(makeId, modelId));
      return out.sort((x, y) => x.year - y.year || x.engine.localeCompare(y.engine, 'es') || Number(x.id) - Number(y.id));
    }, undefined, this.listTtl);
  }

  /** Vehicles by car id, in chunks of 25 per getVehicleByIds3 call; null for unknown ids. */
  vehicles(ids: readonly number[]): Promise<(ProviderVehicle | null)[]> {
    return this.cache.getMany(this.cacheKey('vehicle'), ids, async (missing) => {
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
      const market = this.fallback;
      const lacking = [...found.values()].filter((v) => vehiclesLackTexts([v]));
      if (market && lacking.length > 0) fillVehicleTexts(lacking, await market.vehicles(lacking.map((v) => Number(v.id))));
      return found;
    });
  }

  /** The car ids of a VIN, the provider's best match first; empty when it does not know it. */
  vinCarIds(vin: string): Promise<number[]> {
    // Car ids carry no text: every language shares the market's answer.
    if (this.fallback) return this.fallback.vinCarIds(vin);
    return this.cache.get(`vins:${vin}`, async () => {
      const a = await this.call<RawVinAnswer>('getVehiclesByVIN', { country: this.market.country, lang: this.market.lang, vin });
      const data = a.data || {};
      const ids = listOf(data.matchingVehicles).flatMap((v) => (typeof v.carId === 'number' ? [v.carId] : []));
      return [...new Set(ids)];
    });
  }

  /** The parts brands as the provider lists them, with their logo URLs (for the picture proxy). */
  suppliers(): Promise<RawBrand[]> {
    // Brands are proper names with logos: every language shares the market's list.
    if (this.fallback) return this.fallback.suppliers();
    return this.cache.get('suppliers', async () => {
      const a = await this.call<LegacyAnswer<RawBrand>>('getBrands', { articleCountry: this.market.articleCountry, lang: this.market.lang, includeDataSupplierLogo: true });
      return listOf(a.data ?? '');
    });
  }

  brands(): Promise<Map<number, ProviderBrand>> {
    if (this.fallback) return this.fallback.brands();
    return this.cache.get('brands', async () => {
      const out = new Map<number, ProviderBrand>();
      for (const raw of await this.suppliers()) {
        const b = brandFromSupplier(raw);
        if (b) out.set(Number(b.slug), b);
      }
      return out;
    });
  }

  /**
   * Every assembly-group node (every level, flat), asked without a vehicle: the provider takes a
   * linking target id literally, so no placeholder vehicle is sent. A provider that refuses the
   * question without a vehicle (a 400 naming `linkingTargetId`) is learnt from once: from then on the tree is built from the
   * assembly-group facets alone. An empty answer is asked again after EMPTY_RETRY_SECONDS.
   */
  nodes(): Promise<RawNode[]> {
    if (this.learnt.nodesRefused) return Promise.resolve([]);
    return this.cache.get(
      this.cacheKey('nodes'),
      async () => {
        try {
          const a = await this.call<LegacyAnswer<RawNode>>('getChildNodesPattern2', {
            articleCountry: this.market.articleCountry, lang: this.market.lang, linkingTargetType: 'P', childNodes: true,
          });
          const nodes = listOf(a.data ?? '');
          const market = this.fallback;
          if (market && nodesLackNames(nodes)) fillNodeNames(nodes, await market.nodes());
          return nodes.filter((n) => typeof n.assemblyGroupNodeId === 'number' && !!n.assemblyGroupName);
        } catch (err) {
          if (!(err instanceof ProviderContractError) || !/linkingTarget/i.test(err.statusText)) throw err;
          this.learnt.nodesRefused = true;
          this.note('warn', { operation: 'getChildNodesPattern2', statusText: err.statusText }, 'provider answers no assembly-group nodes without a vehicle: the category tree is built from the assembly-group facets of getArticles alone');
          return [];
        }
      },
      {
        isEmpty: (nodes) => nodes.length === 0,
        retrySeconds: EMPTY_RETRY_SECONDS,
        onEmpty: (kept) => {
          if (!this.learnt.nodesRefused) this.note('warn', { operation: 'getChildNodesPattern2', keptPrevious: kept, retrySeconds: EMPTY_RETRY_SECONDS }, 'provider answered no assembly-group nodes: not kept as the category tree, asked again later');
        },
      },
    );
  }

  /**
   * The assembly-group facets of a facet-only getArticles (`includeCompleteTree`, two levels): every
   * group holding articles, flat, with its name, parent and article count, over the whole catalogue
   * (`vehicleId` null) or a vehicle's articles. An empty answer is kept for EMPTY_RETRY_SECONDS only.
   */
  groupFacets(vehicleId: number | null): Promise<RawFacetCount[]> {
    return this.cache.get(
      this.cacheKey(`group-facets:${vehicleId ?? 'all'}`),
      async () => {
        const a = await this.call<RawArticlesAnswer>('getArticles', {
          articleCountry: this.market.articleCountry, lang: this.market.lang, perPage: 0, page: 1,
          ...(vehicleId !== null ? { linkageTargetId: vehicleId, linkageTargetType: 'P' } : {}),
          assemblyGroupFacetOptions: { enabled: true, assemblyGroupType: 'P', includeCompleteTree: true, maxDepth: 2 },
        });
        const counts = a.assemblyGroupFacets ? listOf(a.assemblyGroupFacets.counts) : [];
        const market = this.fallback;
        if (market && nodesLackNames(counts)) fillNodeNames(counts, await market.groupFacets(vehicleId));
        return counts.filter((c) => typeof c.assemblyGroupNodeId === 'number');
      },
      {
        isEmpty: (counts) => counts.length === 0,
        retrySeconds: EMPTY_RETRY_SECONDS,
        // A vehicle may well have no parts; the whole catalogue never does.
        onEmpty: (kept) => {
          if (vehicleId === null) this.note('warn', { operation: 'getArticles', keptPrevious: kept, retrySeconds: EMPTY_RETRY_SECONDS }, 'provider answered no assembly-group facets for the whole catalogue: not kept as the category tree, asked again later');
        },
      },
    );
  }

  /**
   * The assembly groups with article counts: of the whole catalogue (`vehicleId` null), or of one
   * vehicle (only the groups holding its parts have a count). Names, parents and order come from the
   * node list and the facets together; the node list is optional (the tree stands on the facets), and
   * the whole catalogue's tree stands on the node list alone when its facets fail.
   */
  async assemblyGroups(vehicleId: number | null): Promise<AssemblyGroup[]> {
    const nodes = optionalRead(this.nodes(), []);
    if (vehicleId !== null) {
      const [n, facets] = await Promise.all([nodes, this.groupFacets(vehicleId)]);
      return assemblyGroupsFrom(n, facets);
    }
    const [n, facets] = await Promise.all([nodes, this.groupFacets(null).then((f) => ({ f }), (err: unknown) => ({ err }))]);
    if ('f' in facets) return assemblyGroupsFrom(n, facets.f);
    if (n.length === 0) throw facets.err;
    return assemblyGroupsFrom(n, []);
  }

  /**
   * Every assembly group by name and parent, without counts (the categories of a product): the node
   * list, or the whole catalogue's facets when the provider gives no node list.
   */
  async assemblyGroupIndex(): Promise<AssemblyGroup[]> {
    const nodes = await optionalRead(this.nodes(), []);
    if (nodes.length > 0) return assemblyGroupsFrom(nodes, []);
    return this.assemblyGroups(null);
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

  /** A line about the provider as a whole in the gateway's log (not tied to one request). */
  private note(level: 'warn' | 'info', provider: Record<string, unknown>, message: string): void {
    this.guard.gatewayLog?.[level]({ provider }, message);
  }
}
