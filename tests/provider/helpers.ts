import path from 'node:path';
import pino from 'pino';
import { startStandInProvider, type Quirks, type StandInProvider } from '../../fixtures/provider/index';
import { recordCatalogueWrite } from '../../server/pricing/catalogue-writes';
import { writeDemoOffers } from '../../server/pricing/seed';
import { Shopper, startTestShop, type TestShop } from '../helpers/shop';

/** The stand-in's data set for tests (generated once, shared by test files). */
export const PROVIDER_TEST_DATA = path.resolve('.tmp/provider-test-data');

export interface ShopWithProvider {
  shop: TestShop;
  provider: StandInProvider;
  shopper: Shopper;
  /** The shop's log lines at warn and above, when started with `logs: true`. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

export interface ShopWithProviderOptions {
  /**
   * How the stand-in differs from its defaults (a provider that refuses perPage 0, say). It answers
   * strictly unless `strict: false` is given, as the stand-in a test shop starts does.
   */
  quirks?: Quirks;
  /** Keep the shop's warnings and errors in `logs`. */
  logs?: boolean;
  /**
   * Write the demo distributors' offers for the stand-in's articles (on by default), as the shop's
   * own start does with its in-process stand-in: without them no part has a price.
   */
  offers?: boolean;
}

/**
 * A started shop talking to a stand-in provider of its own (started apart, so a test can read its
 * call counters and inject faults). `env` adds or overrides the shop's variables.
 */
export async function startShopWithProvider(env: Record<string, string> = {}, options: ShopWithProviderOptions = {}): Promise<ShopWithProvider> {
  const provider = await startStandInProvider({ dataDir: PROVIDER_TEST_DATA, quirks: { strict: true, ...options.quirks } });
  const shopEnv = { PROVIDER_URL: provider.url, PROVIDER_API_KEY: provider.apiKey, PROVIDER_ID: String(provider.providerId), ...env };
  const logs: Record<string, unknown>[] = [];
  const log = options.logs ? pino({ level: 'warn' }, { write: (line: string) => logs.push(JSON.parse(line) as Record<string, unknown>) }) : undefined;
  const shop = await startTestShop(shopEnv, { log });
  if (options.offers !== false) {
    const db = shop.server.services.db;
    await writeDemoOffers(db, provider.demoOffers());
    await recordCatalogueWrite(db, 'price-import');
  }
  return {
    shop,
    provider,
    shopper: shop.shopper(),
    logs,
    async close() {
      await shop.close();
      await provider.close();
    },
  };
}

/** The GraphQL query of a category page (provider products) as the web client asks it. */
export const CATEGORY_PAGE = /* GraphQL */ `
  query CategoryPage($categoryId: ID!, $vehicleId: ID, $page: Int, $brands: [String!]) {
    partProducts(categoryId: $categoryId, vehicleId: $vehicleId, page: $page, brands: $brands) {
      total page pages from to limit
      items {
        id slug name sku partNumber price stock images compatibility
        brand { slug name image country }
        fitsVehicle(vehicleId: $vehicleId)
      }
      filters { type slug items { slug name count } countsExact selected categories { id name itemsCount } }
    }
  }
`;

export const PRODUCT_PAGE = /* GraphQL */ `
  query ProductPage($slug: String!) {
    product(slug: $slug) {
      id name sku price description images
      brand { name image }
      attributes { name values { name } }
      oeNumbers { number make }
      gtins
      categories { id name }
      vehicles(limit: 10) { id make model engine year }
    }
  }
`;
