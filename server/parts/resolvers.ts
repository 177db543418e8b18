import type { Resolvers } from '../generated/graphql';
import { providerLoaders } from '../provider/loaders';
import { pickBrands } from './brands';
import { catalogStatus } from './catalog-status';
import { findProviderCategories, findProviderCategory } from './categories';
import { withLinkagesFor } from './linkages';
import { listProviderProducts } from './products';
import { withProviderErrors } from './provider-errors';

/** The parts catalogue: assembly groups as categories, their products, brands, and a product's vehicles. */
export const partsResolvers: Resolvers = {
  Query: {
    catalogStatus: (_root, _args, ctx) => catalogStatus(ctx),
    partCategories: (_root, { vehicleId }, ctx) => findProviderCategories(ctx, vehicleId),
    partCategory: (_root, { id, vehicleId }, ctx) => findProviderCategory(ctx, id, vehicleId),
    partProducts: (_root, args, ctx) => listProviderProducts(ctx, args),
    partBrands: (_root, { withLogo, limit }, ctx) =>
      withProviderErrors(async () => pickBrands([...(await providerLoaders(ctx).api.brands()).values()], { withLogo: withLogo ?? false, limit: limit ?? null }), []),
  },
  Product: {
    vehicles: async (product, { limit }, ctx) => {
      if (product.source !== 'PROVIDER' || !product.linkedVehicleIds) return null;
      const linked = (await withLinkagesFor(ctx, product)).linkedVehicleIds ?? [];
      const ids = linked.slice(0, Math.max(0, Math.min(limit ?? 20, 100)));
      const vehicles = await withProviderErrors(() => Promise.all(ids.map((id) => providerLoaders(ctx).vehicles.load(id))), []);
      return vehicles.filter((v) => v !== null);
    },
    // An article listed for one vehicle carries that vehicle's linkage only: the list is asked in full.
    compatibleVehicleIds: async (product, _args, ctx) => (await withLinkagesFor(ctx, product)).compatibleVehicleIds,
  },
};
