import type { Product } from '../generated/graphql';
import type { PartOffer } from '../pricing/price-book';

/**
 * A product as the catalogue services hand it to the resolvers: every stored field of the GraphQL
 * `Product`, without the fields computed per request (`fitsVehicle`).
 * `linkedVehicleIds` carries the provider's linkages (car ids) when they were fetched, so fitment
 * can be answered without another provider call. `linkagesComplete` is false when they are only
 * those of the vehicle the article was listed for (see server/parts/linkages.ts).
 */
export type ProductModel = Omit<Product, '__typename' | 'fitsVehicle' | 'fitStatus' | 'garageFit' | 'linkedVehicles' | 'fitmentNotes'> & {
  linkedVehicleIds?: readonly number[];
  linkagesComplete?: boolean;
  /** The offer the price and stock come from (server/pricing); null without one. */
  offer?: PartOffer | null;
};

/** A product's average rating and review count. */
export interface ReviewStats {
  rating: number;
  count: number;
}

/** Finds a product (shop product or provider article) by id; null when the catalogue does not have it. */
export type ProductLookup = (id: string) => Promise<ProductModel | null>;
