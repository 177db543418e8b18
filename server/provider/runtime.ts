import { randomUUID } from 'node:crypto';
import { startStandInProvider, type StandInProvider } from '../../fixtures/provider/index';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { ProviderApi } from './api';
import { SharedCache } from './cache';
import { ProviderClient } from './client';
import { waitUntilListening } from './wait-listening';

/** The provider side of one running gateway: its client, shared cache and, by default, the stand-in. */
export interface ProviderRuntime {
  api: ProviderApi;
  /** Resolves the endpoint (starting the stand-in when no PROVIDER_URL is set) and answers its URL. */
  ready(): Promise<{ url: string; standIn: StandInProvider | null }>;
  close(): Promise<void>;
}

/** The provider side of a gateway (created with its services; the stand-in starts on first use). */
export function createProviderRuntime(app: { config: Config; log: Logger }): ProviderRuntime {
  const cfg = app.config.provider;
  let starting: Promise<{ client: ProviderClient; url: string; standIn: StandInProvider | null }> | null = null;
  const start = () =>
    (starting ??= (async () => {
      let standIn: StandInProvider | null = null;
      let url = cfg.url;
      let apiKey = cfg.apiKey;
      if (url === null) {
        standIn = await startStandInProvider({
          dataDir: app.config.dataDir,
          scale: cfg.standInScale,
          providerId: cfg.providerId,
          apiKey: randomUUID(),
        });
        url = standIn.url;
        apiKey = standIn.apiKey;
        app.log.info({ url, ...standIn.startup }, 'stand-in parts provider started (no PROVIDER_URL set)');
      } else if (cfg.standInProcess) {
        // `npm start` runs the stand-in beside the gateway: calls wait until it has loaded its data.
        await waitUntilListening(url);
      }
      const client = new ProviderClient({ url, apiKey: apiKey ?? '', providerId: cfg.providerId, timeoutMs: cfg.timeoutMs });
      return { client, url, standIn };
    })());
  const api = new ProviderApi(async () => (await start()).client, new SharedCache(cfg.cacheTtlSeconds), {
    country: cfg.country,
    lang: cfg.lang,
    articleCountry: cfg.articleCountry,
  });
  return {
    api,
    async ready() {
      const { url, standIn } = await start();
      return { url, standIn };
    },
    async close() {
      const started = starting && (await starting.catch(() => null));
      if (!started) return;
      started.client.close();
      await started.standIn?.close();
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
