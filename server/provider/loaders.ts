import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';
import type { Vehicle } from '../generated/graphql';
import type { ProviderApi } from './api';
import type { RawArticle } from './raw';
import { providerRuntime } from './runtime';

/** Per-request batching over the shared cache: every `load` made while one tick runs becomes one call. */
export interface ProviderLoaders {
  api: ProviderApi;
  /** Vehicles by car id (getVehicleByIds3, 25 per call). */
  vehicles: DataLoader<number, Vehicle | null>;
  /** Articles by `{genericArticleId}-{legacyArticleId}` (getArticles by legacy ids, 100 per call). */
  articles: DataLoader<string, RawArticle | null>;
}

const perRequest = new WeakMap<object, ProviderLoaders>();

function create(api: ProviderApi): ProviderLoaders {
  return {
    api,
    vehicles: new DataLoader<number, Vehicle | null>((ids) => api.vehicles(ids)),
    articles: new DataLoader<string, RawArticle | null>((slugs) =>
      api.articles(
        slugs.map((slug) => {
          const [g, l] = slug.split('-').map(Number);
          return { genericArticleId: g, legacyArticleId: l };
        }),
      ),
    ),
  };
}

/** The loaders of this request, created on first use (never shared between requests). */
export function providerLoaders(ctx: Pick<GraphQLContext, 'app' | 'req'>): ProviderLoaders {
  let loaders = perRequest.get(ctx.req);
  if (!loaders) {
    loaders = create(providerRuntime(ctx.app).api);
    perRequest.set(ctx.req, loaders);
  }
  return loaders;
}
