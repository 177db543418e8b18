import { DEFAULT_SEED } from '../../fixtures/provider/generate';
import { partNumbersOf } from '../../fixtures/provider/part-numbers';
import { loadOrGenerate } from '../../fixtures/provider/store';
import type { Config } from '../config';
import type { Db } from '../db';
import type { ProviderRuntime } from '../provider-standin';
import { createPartIndex, type PartIndex } from './part-index';
import { PriceImportError, type PriceListContext } from './runs';

/**
 * The provider's articles to match price lists against: the stand-in's data set (in this process,
 * or the one `npm start` runs beside the gateway, read from the data folder). A provider of one's
 * own has no bulk list of article numbers yet: importing then answers why it cannot.
 */
export async function standInPartIndex(config: Config, provider?: ProviderRuntime): Promise<PartIndex> {
  const cfg = config.provider;
  if (cfg.url === null && provider) {
    const standIn = (await provider.ready()).standIn;
    if (standIn) return createPartIndex(standIn.partNumbers());
  }
  if (cfg.url !== null && !cfg.standInProcess) {
    throw new PriceImportError('price lists are matched against the stand-in provider’s articles only (PROVIDER_URL is set)');
  }
  const { data } = await loadOrGenerate(config.dataDir, DEFAULT_SEED, cfg.standInScale);
  return createPartIndex(partNumbersOf(data));
}

/** The price list service's context for a gateway or a command: the article index is built on first use and kept. */
export function priceListContext(app: { db: Db; config: Config; provider?: ProviderRuntime }): PriceListContext {
  let index: Promise<PartIndex> | null = null;
  return {
    db: app.db,
    offerMaxAgeDays: app.config.stock.offerMaxAgeDays,
    parts: () => {
      index ??= standInPartIndex(app.config, app.provider).catch((err: unknown) => {
        index = null;
        throw err;
      });
      return index;
    },
  };
}
