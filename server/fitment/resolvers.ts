import type { GraphQLContext } from '../context';
import type { FitmentNote, Resolvers } from '../generated/graphql';
import type { ProductModel } from '../catalog/model';
import { productFitStatus } from '../catalog/fitment';
import { pageFigures, pageRequest } from '../catalog/paging';
import { currentVehicleId } from '../garage';
import * as garage from '../garage/service';
import { withLinkagesFor, withProviderErrors } from '../parts';
import { providerLoaders } from '../provider/loaders';
import { listOf } from '../provider/raw';
import type { ProviderVehicle } from '../provider/types';
import { fitmentNotes } from './notes';

const MAX_VEHICLES_PER_PAGE = 50;

/**
 * One page of the vehicles a provider article links (every linkage: an article listed for a vehicle
 * is completed first), looked up together (getVehicleByIds3, 25 ids per call).
 */
async function linkedVehicles(ctx: GraphQLContext, product: ProductModel, page: number, limit: number) {
  const ids = (await withLinkagesFor(ctx, product)).linkedVehicleIds ?? [];
  const req = pageRequest(page, limit, 10, MAX_VEHICLES_PER_PAGE);
  const slice = ids.slice(req.offset, req.offset + req.limit);
  const found = await withProviderErrors(() => providerLoaders(ctx).vehicles.loadMany(slice), []);
  const items = found.filter((v): v is ProviderVehicle => v !== null && !(v instanceof Error));
  return { items, ...pageFigures(req, ids.length, items.length) };
}

/**
 * The notes of a provider article for one vehicle it fits, from the linkage of that vehicle: the
 * article as seen when it carries it (listed for that vehicle), else with every linkage (one call,
 * shared with the fit statements of the same request).
 */
async function providerNotes(ctx: GraphQLContext, product: ProductModel, vehicleId: string): Promise<FitmentNote[]> {
  const id = Number(vehicleId);
  if (!Number.isInteger(id)) return [];
  const loaders = providerLoaders(ctx);
  const withLinkage = async () => {
    const seen = await loaders.articles.load(product.slug);
    const carries = seen && (loaders.api.linkagesComplete(seen) || listOf(seen.linkages).some((l) => l.linkageTargetId === id));
    return carries ? seen : loaders.completeArticles.load(product.slug);
  };
  const [article, vehicle] = await Promise.all([
    withProviderErrors(withLinkage, null),
    withProviderErrors(() => loaders.vehicles.load(id), null),
  ]);
  return article ? fitmentNotes(article, id, vehicle) : [];
}

/** Fitment on the product page: paged linked vehicles, the garage's fit (with each vehicle's notes), and the notes for one vehicle. */
export const fitmentResolvers: Resolvers = {
  Product: {
    linkedVehicles: (product, { page, limit }, ctx) => {
      if (product.source !== 'PROVIDER' || !product.linkedVehicleIds) return null;
      return linkedVehicles(ctx, product, page ?? 1, limit ?? 10);
    },
    garageFit: async (product, _args, ctx) => {
      const { vehicles } = await garage.findOne(ctx);
      const linked = await withLinkagesFor(ctx, product, vehicles.map((v) => v.id));
      return vehicles.map((vehicle) => ({ vehicle, status: productFitStatus(linked, vehicle.id) ?? 'UNKNOWN', product }));
    },
    fitmentNotes: async (product, { vehicleId }, ctx) => {
      const id = vehicleId ?? (await currentVehicleId(ctx));
      const status = productFitStatus(await withLinkagesFor(ctx, product, [id]), id);
      if (!id || status === null) return null;
      if (status === 'UNIVERSAL') return [];
      if (status !== 'FITS') return null;
      return product.source === 'PROVIDER' ? providerNotes(ctx, product, id) : [];
    },
  },
  GarageVehicleFit: {
    // The article with its linkages is asked once per request (batched and kept), whatever the number of vehicles.
    notes: ({ product, status, vehicle }, _args, ctx) => {
      if (status === 'UNIVERSAL') return [];
      if (status !== 'FITS') return null;
      return product.source === 'PROVIDER' ? providerNotes(ctx, product, vehicle.id) : [];
    },
  },
};
