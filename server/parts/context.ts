import type { PriceBook } from '../pricing/price-book';
import type { ProviderContext } from '../provider';

/** What the parts services need of a request: the provider's loaders and the shop's prices. */
export type PartsContext = ProviderContext & { loaders: { prices: PriceBook } };
