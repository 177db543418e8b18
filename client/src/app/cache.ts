import type { TypePolicies } from '@apollo/client';

/**
 * Cache identity of the shop's types, so a mutation's answer updates every place that shows the
 * same object without a refetch. Products are identified by slug; singletons of the session
 * (shop info) have no id and are merged in place.
 */
export const typePolicies: TypePolicies = {
  Product: { keyFields: ['slug'] },
  Brand: { keyFields: ['slug'] },
  ShopInfo: { keyFields: [] },
  Currency: { keyFields: ['code'] },
  Language: { keyFields: ['code'] },
};
