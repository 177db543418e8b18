import path from 'node:path';
import { startStandInProvider, type StandInProvider } from '../../fixtures/provider/index';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

/** The stand-in's data set for tests (generated once, shared by test files). */
export const PROVIDER_TEST_DATA = path.resolve('.tmp/provider-test-data');

export interface ShopWithProvider {
  shop: TestShop;
  provider: StandInProvider;
  shopper: Shopper;
  close(): Promise<void>;
}

/**
 * A started shop talking to a stand-in provider of its own (started apart, so a test can read its
 * call counters and inject faults). `env` adds or overrides the shop's variables.
 */
export async function startShopWithProvider(env: Record<string, string> = {}): Promise<ShopWithProvider> {
  const provider = await startStandInProvider({ dataDir: PROVIDER_TEST_DATA });
  const shop = await startTestShop({
    PROVIDER_URL: provider.url,
    PROVIDER_API_KEY: provider.apiKey,
    PROVIDER_ID: String(provider.providerId),
    ...env,
  });
  return {
    shop,
    provider,
    shopper: shop.shopper(),
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
      filters { type slug items { slug name count } selected categories { id name itemsCount } }
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
