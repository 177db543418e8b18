import type { GraphQLContext } from '../context';
import { viewer } from '../shopper';

/**
 * The shopper's current vehicle (a provider car id), or null for "all vehicles". Read once per
 * request; the catalogue uses it for `Product.fitsVehicle` and search ranking.
 */
export function currentVehicleId(ctx: Pick<GraphQLContext, 'viewer' | 'db' | 'loaders'>): Promise<string | null> {
  // Known already: read earlier in this request, or given (a page rendered for a vehicle).
  if (ctx.loaders.currentVehicleId) return ctx.loaders.currentVehicleId;
  const { shopperId } = viewer(ctx);
  if (!shopperId) return Promise.resolve(null);
  ctx.loaders.currentVehicleId ??= ctx.db
    .query<{ current_vehicle_id: string | null }>('select current_vehicle_id from shoppers where id = $1', [shopperId])
    .then((r) => r.rows[0]?.current_vehicle_id ?? null);
  return ctx.loaders.currentVehicleId;
}

/** Forgets the memoised current vehicle of this request after it changed. */
export function forgetCurrentVehicle(ctx: Pick<GraphQLContext, 'loaders'>): void {
  ctx.loaders.currentVehicleId = null;
}
