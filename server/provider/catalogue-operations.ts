import { ProviderContractError, optionalRead } from './errors';
import { fillNodeNames, fillVehicleTexts, nodesLackNames, vehiclesLackTexts } from './language-fallback';
import { assemblyGroupsFrom, brandFromSupplier } from './map-category';
import { makeFromManufacturer, modelFromSeries, vehicleFromDetails, vehicleFromLinkageTarget } from './map-vehicle';
import {
  listOf, type LegacyAnswer, type RawArticlesAnswer, type RawBrand, type RawFacetCount, type RawLinkageTargetsAnswer,
  type RawManufacturer, type RawModelSeries, type RawNode, type RawVehicleById, type RawVinAnswer,
} from './raw';
import type { SharedCache } from './cache';
import { ProviderCalls, chunks, type Market } from './call-pipeline';
import type { ProviderClient } from './client';
import type { AssemblyGroup, ProviderBrand, ProviderMake, ProviderModel, ProviderVehicle } from './types';

/**
 * How long an empty node list, an empty set of assembly-group facets or an empty category tree is
 * kept before the provider is asked again (it is never taken for the catalogue's tree for long).
 */
export const EMPTY_RETRY_SECONDS = 30;

const VEHICLE_CHUNK = 25;

/**
 * The provider's vehicles (makes, models, engines, a VIN's cars), parts brands and category tree
 * (assembly-group nodes and facets), each behind the shared TTL cache.
 */
export class ProviderCatalogue extends ProviderCalls {
  /** What was learnt of the provider: it refused the node list without a linking target (the tree then comes from facets alone). */
  private readonly learnt: { nodesRefused: boolean };

  constructor(client: () => Promise<ProviderClient>, cache: SharedCache, market: Market, vehicleListsTtlSeconds = 0, root?: ProviderCatalogue) {
    super(client, cache, market, vehicleListsTtlSeconds, root);
    this.learnt = root ? root.learnt : { nodesRefused: false };
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
}
