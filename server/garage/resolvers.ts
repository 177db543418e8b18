import type { Resolvers } from '../generated/graphql';
import * as garage from './service';
import { providerVehicleLookup } from './vehicles';
import { savedVehiclePath } from '../vehicle/pages';

export const garageResolvers: Resolvers = {
  Query: {
    garage: (_p, _a, ctx) => garage.findOne(ctx),
  },
  Mutation: {
    addVehicleToGarage: (_p, { vehicleId, year }, ctx) => garage.add(ctx, providerVehicleLookup(ctx), vehicleId, year ?? null),
    removeVehicleFromGarage: (_p, { vehicleId }, ctx) => garage.remove(ctx, vehicleId),
    setCurrentVehicle: (_p, { vehicleId, year }, ctx) => garage.setCurrent(ctx, providerVehicleLookup(ctx), vehicleId ?? null, year ?? null),
  },
  GarageVehicle: {
    path: (vehicle, _args, ctx) => savedVehiclePath(ctx, vehicle.id, vehicle.year),
  },
};
