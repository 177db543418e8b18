import type DataLoader from 'dataloader';
import { createReviewStatsLoader, type ReviewStats } from './catalog/review-stats';
import { createShopProductLoader } from './catalog/shop-products';
import type { ProductModel } from './catalog/model';
import { createProviderLoaders, type ProviderLoaders } from './provider/loaders';
import { priceBookOf, type PriceBook } from './pricing/price-book';
import type { AppServices } from './services';
import { memoiseLookup, type ProductLookup } from './shopper/products';

/**
 * What one GraphQL request carries besides the viewer: its DataLoaders and memos, created with the
 * context and dropped with it, so nothing batched or memoised leaks from one shopper to another.
 * A test may build its own and pass it in the context.
 */
export interface RequestState {
  /** The parts provider's loaders (vehicles, articles, brands) over the gateway's shared cache. */
  provider: ProviderLoaders;
  /** The shop's offers as they stood when the request began: what every part is sold for. */
  prices: PriceBook;
  /** Shop products by slug: one query however many products a page shows. */
  shopProducts: DataLoader<string, ProductModel | null>;
  /** Average rating and review count by product slug. */
  reviewStats: DataLoader<string, ReviewStats>;
  /** Any product (shop or provider) by id, each asked for once; set by `createContext`. */
  productLookup: ProductLookup;
  /** The shopper's current vehicle id, read once (null for "all vehicles"); forgotten when it changes. */
  currentVehicleId: Promise<string | null> | null;
}

/** The per-request state for one request of a gateway; `findProduct` resolves any product by id. */
export function createRequestState(app: AppServices, findProduct: ProductLookup): RequestState {
  const shopProducts = createShopProductLoader(app);
  return {
    provider: createProviderLoaders(app.provider.api),
    prices: priceBookOf(app.db),
    shopProducts,
    reviewStats: createReviewStatsLoader(app.db),
    productLookup: memoiseLookup(findProduct),
    currentVehicleId: null,
  };
}
