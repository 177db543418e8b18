import { mergeResolvers as mergeMaps } from '@graphql-tools/merge';
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
import { returnsResolvers } from './returns/resolvers';
import { invoiceResolvers } from './invoice';
import { shippingResolvers } from './delivery/resolvers';
import { trackingResolvers } from './shipments/resolvers';

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
  returnsResolvers,
  invoiceResolvers,
  garageResolvers,
  shippingResolvers,
  trackingResolvers,
];

/** `Type.field` of every field a map resolves (or `Type` for a custom scalar's implementation). */
function resolvedNames(map: Resolvers): string[] {
  return Object.entries(map as Record<string, unknown>).flatMap(([typeName, fields]) =>
    typeof fields === 'object' && fields !== null && fields.constructor === Object ? Object.keys(fields).map((field) => `${typeName}.${field}`) : [typeName],
  );
}

export function mergeResolvers(maps: Resolvers[]): Resolvers {
  const seen = new Set<string>();
  for (const name of maps.flatMap(resolvedNames)) {
    if (seen.has(name)) throw new Error(`Resolver for ${name} is defined twice`);
    seen.add(name);
  }
  return mergeMaps(maps) as Resolvers;
}
