import DataLoader from 'dataloader';
import { optionalRead } from './errors';
import type { ProviderApi } from './api';
import type { RawArticle } from './raw';
import type { ProviderBrand, ProviderVehicle } from './types';

/** Per-request batching over the shared cache: every `load` made while one tick runs becomes one call. */
export interface ProviderLoaders {
  api: ProviderApi;
  /** Vehicles by car id (getVehicleByIds3, 25 per call). */
  vehicles: DataLoader<number, ProviderVehicle | null>;
  /**
   * Articles by `{genericArticleId}-{legacyArticleId}` as seen (getArticles by legacy ids, 100 per
   * call, unless kept from a page): one seen on a vehicle's page may carry that vehicle's linkage only.
   */
  articles: DataLoader<string, RawArticle | null>;
  /** The same with every linkage (for what a part fits): those of a whole page in one call. */
  completeArticles: DataLoader<string, RawArticle | null>;
  /** Brands by data supplier id (one getBrands answers them all, cached). */
  brands: DataLoader<number, ProviderBrand | null>;
}

/** The brands of some suppliers as a map; a failure leaves them out (products fall back on their own names). */
export async function brandsOf(loaders: ProviderLoaders, supplierIds: readonly number[]): Promise<Map<number, ProviderBrand>> {
  const out = new Map<number, ProviderBrand>();
  const found = await optionalRead(loaders.brands.loadMany([...new Set(supplierIds)]), []);
  for (const b of found) if (b && !(b instanceof Error)) out.set(Number(b.slug), b);
  return out;
}

/** The loaders of one request over the gateway's shared provider API (created with the GraphQL context). */
export function createProviderLoaders(api: ProviderApi): ProviderLoaders {
  const refs = (slugs: readonly string[]) =>
    slugs.map((slug) => {
      const [g, l] = slug.split('-').map(Number);
      return { genericArticleId: g, legacyArticleId: l };
    });
  return {
    api,
    vehicles: new DataLoader<number, ProviderVehicle | null>((ids) => api.vehicles(ids)),
    articles: new DataLoader<string, RawArticle | null>((slugs) => api.articles(refs(slugs))),
    completeArticles: new DataLoader<string, RawArticle | null>((slugs) => api.completeArticles(refs(slugs))),
    brands: new DataLoader<number, ProviderBrand | null>(async (ids) => {
      const all = await api.brands();
      return ids.map((id) => all.get(id) ?? null);
    }),
  };
}

/** What the adapter needs of a request: its loaders (the GraphQL context carries them). */
export interface ProviderContext {
  loaders: { provider: ProviderLoaders };
}

/** The loaders of this request (never shared between requests). */
export function providerLoaders(ctx: ProviderContext): ProviderLoaders {
  return ctx.loaders.provider;
}
