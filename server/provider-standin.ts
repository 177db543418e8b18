import { randomUUID } from 'node:crypto';
import { startStandInProvider, type StandInProvider } from '../fixtures/provider/index';
import type { Config } from './config';
import type { Logger } from './logger';
import type { ProviderApi } from './provider/api';
import { createProviderAdapter, type ProviderEndpoint } from './provider/runtime';
import { waitUntilListening } from './provider/wait-listening';

/** The provider side of one running gateway: the adapter and, without PROVIDER_URL, the stand-in it started. */
export interface ProviderRuntime {
  api: ProviderApi;
  /** Resolves the endpoint (starting the stand-in when no PROVIDER_URL is set) and answers its URL. */
  ready(): Promise<{ url: string; standIn: StandInProvider | null }>;
  close(): Promise<void>;
}

/**
 * The provider side of a gateway (created with its services; the stand-in starts on first use):
 * PROVIDER_URL and its key when set (waiting for `npm start`'s stand-in process to listen), else
 * the stand-in provider in-process on a loopback port with a random key (strict with
 * PROVIDER_STANDIN_STRICT, the default in tests). The adapter is handed only the endpoint.
 */
export function createProviderRuntime(app: { config: Config; log: Logger }): ProviderRuntime {
  const cfg = app.config.provider;
  let standIn: StandInProvider | null = null;
  const endpoint = async (): Promise<ProviderEndpoint> => {
    if (cfg.url !== null) {
      // `npm start` runs the stand-in beside the gateway: calls wait until it has loaded its data.
      if (cfg.standInProcess) await waitUntilListening(cfg.url);
      return { url: cfg.url, apiKey: cfg.apiKey ?? '' };
    }
    standIn = await startStandInProvider({
      dataDir: app.config.dataDir, scale: cfg.standInScale, providerId: cfg.providerId, apiKey: randomUUID(), quirks: { strict: cfg.standInStrict },
    });
    app.log.info({ url: standIn.url, strict: cfg.standInStrict, ...standIn.startup }, 'stand-in parts provider started (no PROVIDER_URL set)');
    return { url: standIn.url, apiKey: standIn.apiKey };
  };
  const adapter = createProviderAdapter(
    {
      providerId: cfg.providerId,
      timeoutMs: cfg.timeoutMs,
      cacheTtlSeconds: cfg.cacheTtlSeconds,
      vehicleListsTtlSeconds: cfg.vehicleListsTtlSeconds,
      market: { country: cfg.country, lang: cfg.lang, articleCountry: cfg.articleCountry },
    },
    endpoint,
  );
  return {
    api: adapter.api,
    async ready() {
      const { url } = await adapter.ready();
      return { url, standIn };
    },
    async close() {
      await adapter.close();
      await standIn?.close();
    },
  };
}

/** The provider runtime of a gateway. */
export function providerRuntime(app: { provider: ProviderRuntime }): ProviderRuntime {
  return app.provider;
}

/** Stops the stand-in (if this gateway started one) and closes the provider connections. */
export async function stopProvider(app: { provider: ProviderRuntime }): Promise<void> {
  await app.provider.close();
}
