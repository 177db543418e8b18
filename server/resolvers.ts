import type { Resolvers } from './generated/graphql';
import { accountResolvers } from './account/resolvers';
import { addressResolvers } from './address/resolvers';
import { cartResolvers } from './cart/resolvers';
import { compareResolvers } from './compare/resolvers';
import { garageResolvers } from './garage/resolvers';
import { orderResolvers } from './order/resolvers';
import { checkoutResolvers } from './checkout/resolvers';
import { wishlistResolvers } from './wishlist/resolvers';
import { blogResolvers } from './blog/resolvers';
import { contactResolvers } from './contact/resolvers';
import { catalogResolvers } from './catalog/resolvers';
import { countryResolvers } from './country/resolvers';
import { reviewResolvers } from './review/resolvers';
import { searchResolvers } from './search/resolvers';
import { shopResolvers } from './shop/resolvers';
import { partsResolvers } from './parts/resolvers';
import { vehicleResolvers } from './vehicle/resolvers';
import { fitmentResolvers } from './fitment/resolvers';
import { paymentResolvers } from './payment/resolvers';

/**
 * Every domain's resolver map. A domain adds its map here; maps are merged type by type, and two
 * domains defining the same field is a start-up error rather than a silent override.
 */
export const domainResolvers: Resolvers[] = [
  shopResolvers,
  vehicleResolvers,
  partsResolvers,
  catalogResolvers,
  fitmentResolvers,
  searchResolvers,
  reviewResolvers,
  blogResolvers,
  contactResolvers,
  countryResolvers,
  accountResolvers,
  cartResolvers,
  wishlistResolvers,
  compareResolvers,
  addressResolvers,
  orderResolvers,
  checkoutResolvers,
  paymentResolvers,
  garageResolvers,
];

export function mergeResolvers(maps: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map as Record<string, unknown>)) {
      if (typeof fields !== 'object' || fields === null || fields.constructor !== Object) {
        // A custom scalar implementation: taken as it is.
        if (typeName in merged) throw new Error(`Resolver for ${typeName} is defined twice`);
        merged[typeName] = fields as Record<string, unknown>;
        continue;
      }
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`Resolver for ${typeName}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}
