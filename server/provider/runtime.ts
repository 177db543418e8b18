import { ProviderApi } from './api';
import type { Market } from './call-pipeline';
import { SharedCache } from './cache';
import { ProviderClient } from './client';

/** Where the provider answers and the key it takes (a real provider, or a stand-in the gateway started). */
export interface ProviderEndpoint {
  url: string;
  apiKey: string;
}

/** What the adapter needs to know of its provider besides the endpoint. */
export interface ProviderSettings {
  providerId: number;
  /** Ceiling of any call, in ms. */
  timeoutMs: number;
  /** Time to live of the shared cache's answers, in seconds. */
  cacheTtlSeconds: number;
  /** Time to live of the vehicle lists (makes, models, a model's vehicles), in seconds; at least `cacheTtlSeconds`. */
  vehicleListsTtlSeconds?: number;
  market: Market;
}

/** The adapter of one gateway: its API (shared cache, guard) over a client made once the endpoint is known. */
export interface ProviderAdapter {
  api: ProviderApi;
  /** Resolves the endpoint (calls made before wait for it) and answers it. */
  ready(): Promise<ProviderEndpoint>;
  /** Closes the provider connections (once the endpoint was resolved). */
  close(): Promise<void>;
}

/**
 * The adapter of a gateway. `endpoint` is asked once, on the first call or `ready()`: the gateway
 * composing itself decides where the provider is (PROVIDER_URL, or a stand-in it starts).
 */
export function createProviderAdapter(settings: ProviderSettings, endpoint: () => Promise<ProviderEndpoint>): ProviderAdapter {
  let starting: Promise<{ client: ProviderClient; endpoint: ProviderEndpoint }> | null = null;
  const start = () =>
    (starting ??= (async () => {
      const where = await endpoint();
      const client = new ProviderClient({ url: where.url, apiKey: where.apiKey, providerId: settings.providerId, timeoutMs: settings.timeoutMs });
      return { client, endpoint: where };
    })());
  const api = new ProviderApi(async () => (await start()).client, new SharedCache(settings.cacheTtlSeconds), settings.market, Math.max(settings.vehicleListsTtlSeconds ?? 0, settings.cacheTtlSeconds));
  return {
    api,
    async ready() {
      return (await start()).endpoint;
    },
    async close() {
      const started = starting && (await starting.catch(() => null));
      started?.client.close();
    },
  };
}
