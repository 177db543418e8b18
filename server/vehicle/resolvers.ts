import type { Resolvers } from '../generated/graphql';
import { findMakes, findModels, findVehicle, findVehicleByVin, findVehicles, findVehiclesByVin, findYears } from './service';
import {
  findMakeBySlug, findModelBySlug, findModelVehicles, findVehicleParts, makeOfModel, makePath, makeSlug, modelPath, modelSlug, vehiclePath,
} from './pages';

/** The vehicle form's cascade (make → model → year → engine), a vehicle by id and by VIN, and the vehicle pages' addresses. */
export const vehicleResolvers: Resolvers = {
  Query: {
    vehicleMakes: (_root, _args, ctx) => findMakes(ctx),
    vehicleModels: (_root, { makeId }, ctx) => findModels(ctx, makeId),
    vehicleYears: (_root, { makeId, modelId }, ctx) => findYears(ctx, makeId, modelId),
    vehicles: (_root, { makeId, modelId, year }, ctx) => findVehicles(ctx, makeId, modelId, year),
    vehicle: (_root, { id }, ctx) => findVehicle(ctx, id),
    vehicleByVin: (_root, { vin }, ctx) => findVehicleByVin(ctx, vin),
    vehiclesByVin: (_root, { vin }, ctx) => findVehiclesByVin(ctx, vin),
    vehicleMakeBySlug: (_root, { slug }, ctx) => findMakeBySlug(ctx, slug),
    vehicleModelBySlug: (_root, { makeSlug: make, modelSlug: model }, ctx) => findModelBySlug(ctx, make, model),
    vehicleParts: (_root, { vehicleId, limit }, ctx) => findVehicleParts(ctx, vehicleId, limit),
  },
  VehicleMake: {
    slug: (make, _args, ctx) => makeSlug(ctx, make),
    path: (make, _args, ctx) => makePath(ctx, make),
    models: (make, _args, ctx) => findModels(ctx, make.id),
  },
  VehicleModel: {
    slug: (model, _args, ctx) => modelSlug(ctx, model),
    path: (model, _args, ctx) => modelPath(ctx, model),
    make: (model, _args, ctx) => makeOfModel(ctx, model),
    vehicles: (model, _args, ctx) => findModelVehicles(ctx, model),
  },
  Vehicle: {
    path: (vehicle, { year }, ctx) => vehiclePath(ctx, vehicle, year),
  },
};
