import type { GraphQLContext } from '../context';
import { viewer } from '../shopper';

const currentCache = new WeakMap<object, Promise<string | null>>();

/**
 * The shopper's current vehicle (a provider car id), or null for "all vehicles". Read once per
 * request; the catalogue uses it for `Product.fitsVehicle` and search ranking.
 */
export function currentVehicleId(ctx: Pick<GraphQLContext, 'req' | 'db'>): Promise<string | null> {
  const { shopperId } = viewer(ctx);
  if (!shopperId) return Promise.resolve(null);
  let cached = currentCache.get(ctx.req);
  if (!cached) {
    cached = ctx.db
      .query<{ current_vehicle_id: string | null }>('select current_vehicle_id from shoppers where id = $1', [shopperId])
      .then((r) => r.rows[0]?.current_vehicle_id ?? null);
    currentCache.set(ctx.req, cached);
  }
  return cached;
}

/** Forgets the memoised current vehicle of this request after it changed. */
export function forgetCurrentVehicle(ctx: Pick<GraphQLContext, 'req'>): void {
  currentCache.delete(ctx.req);
}
