import type { GraphQLContext } from '../context';
import { findVehicle } from '../vehicle/service';
import type { VehicleLookup } from './service';

/** Resolves car ids through the parts provider (batched and cached by its adapter), keeping what the garage shows. */
export function providerVehicleLookup(ctx: Pick<GraphQLContext, 'app' | 'viewer' | 'loaders'>): VehicleLookup {
  return async (id) => {
    const vehicle = await findVehicle(ctx, id);
    return vehicle ? { id: vehicle.id, year: vehicle.year, make: vehicle.make, model: vehicle.model, engine: vehicle.engine } : null;
  };
}
