import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity of the shop's types, so a mutation's answer updates every place that shows the
 * same object without a refetch. The session's cart, wishlist, comparison list and garage are
 * singletons (one per shopper): an answer of `addToCart` replaces the cart the header shows.
 * Products are identified by slug; accounts by id.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // `me` is replaced whole by sign-in and sign-out.
      me: { merge: false },
    },
  },
  Product: { keyFields: ['slug'] },
  Brand: { keyFields: ['slug'] },
  Category: { keyFields: ['id'] },
  User: { keyFields: ['id'] },
  Cart: { keyFields: [], fields: { items: { merge: false }, totals: { merge: false } } },
  CartItem: { keyFields: ['id'] },
  Wishlist: { keyFields: [], fields: { items: { merge: false } } },
  Compare: { keyFields: [], fields: { items: { merge: false }, attributes: { merge: false } } },
  Garage: { keyFields: [], fields: { vehicles: { merge: false } } },
  GarageVehicle: { keyFields: ['id'] },
  ShopInfo: { keyFields: [] },
  ShopperPreferences: { keyFields: [] },
  Currency: { keyFields: ['code'] },
  Language: { keyFields: ['code'] },
};
