import type { Resolvers } from '../generated/graphql';
import { findMakes, findModels, findVehicle, findVehicleByVin, findVehicles, findVehiclesByVin, findYears } from './service';

/** The vehicle form's cascade (make → model → year → engine), a vehicle by id and by VIN. */
export const vehicleResolvers: Resolvers = {
  Query: {
    vehicleMakes: (_root, _args, ctx) => findMakes(ctx),
    vehicleModels: (_root, { makeId }, ctx) => findModels(ctx, makeId),
    vehicleYears: (_root, { makeId, modelId }, ctx) => findYears(ctx, makeId, modelId),
    vehicles: (_root, { makeId, modelId, year }, ctx) => findVehicles(ctx, makeId, modelId, year),
    vehicle: (_root, { id }, ctx) => findVehicle(ctx, id),
    vehicleByVin: (_root, { vin }, ctx) => findVehicleByVin(ctx, vin),
    vehiclesByVin: (_root, { vin }, ctx) => findVehiclesByVin(ctx, vin),
  },
};
