import type DataLoader from 'dataloader';
import type { CatalogLanguage } from '../shared/catalog-language';
import type { ProductLookup, ProductModel, ReviewStats } from './catalog/model';
import type { ProviderLoaders } from './provider';
import type { PriceBook } from './pricing/price-book';

/**
 * What one GraphQL request carries besides the viewer: its DataLoaders and memos, created with the
 * context (server/request-context.ts) and dropped with it, so nothing batched or memoised leaks
 * from one shopper to another. A test may build its own and pass it in the context.
 */
export interface RequestState {
  /** The language the catalogue answers in (the request's address says it; Spanish fills what is not translated). */
  language: CatalogLanguage;
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
