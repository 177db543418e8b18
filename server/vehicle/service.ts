import type { GraphQLContext } from '../context';
import { badInput, notFound } from '../errors';
import type { ProviderMake as VehicleMake, ProviderModel as VehicleModel, ProviderVehicle as Vehicle } from '../provider/types';
import { withProviderErrors } from '../parts';
import { providerLoaders } from '../provider/loaders';
import { yearsOfModel } from '../provider/map-vehicle';
import { decodeVin } from '../../shared/vehicle/vin';

type Ctx = Pick<GraphQLContext, 'app' | 'viewer' | 'loaders'>;

/** A provider id argument; null when it cannot be one (then nothing matches). */
function providerId(id: string): number | null {
  return /^\d{1,10}$/.test(id.trim()) ? Number(id) : null;
}

/** Step 1 of the vehicle cascade: every make. One getManufacturers2 call, cached. */
export function findMakes(ctx: Ctx): Promise<VehicleMake[]> {
  return withProviderErrors(() => providerLoaders(ctx).api.makes(), []);
}

/** Step 2: the model series of a make. One getModelSeries2 call per make, cached. */
export function findModels(ctx: Ctx, makeId: string): Promise<VehicleModel[]> {
  const make = providerId(makeId);
  if (make === null) return Promise.resolve([]);
  return withProviderErrors(() => providerLoaders(ctx).api.models(make), []);
}

/** Step 3: the years of a model, from its construction range (no call when its make's models are cached). */
export async function findYears(ctx: Ctx, makeId: string, modelId: string, currentYear = new Date().getFullYear()): Promise<number[]> {
  const model = (await findModels(ctx, makeId)).find((m) => m.id === modelId.trim());
  return model ? yearsOfModel(model.yearFrom, model.yearTo ?? null, currentYear) : [];
}

/** Step 4: the vehicles (engines) of a model built in a year. One getLinkageTargets call, cached. */
export function findVehicles(ctx: Ctx, makeId: string, modelId: string, year: number): Promise<Vehicle[]> {
  const make = providerId(makeId);
  const model = providerId(modelId);
  if (make === null || model === null || !Number.isInteger(year)) return Promise.resolve([]);
  return withProviderErrors(() => providerLoaders(ctx).api.engines(make, model, year), []);
}

/** One vehicle by car id, null when unknown. Batched per request (getVehicleByIds3, 25 per call), cached. */
export function findVehicle(ctx: Ctx, id: string): Promise<Vehicle | null> {
  const car = providerId(id);
  if (car === null) return Promise.resolve(null);
  return withProviderErrors(() => providerLoaders(ctx).vehicles.load(car), null);
}

/**
 * Every vehicle of a VIN, the provider's best match first: decoded and validated first (VIN_INVALID
 * says why), then looked up by the provider (one batched vehicle read); VIN_NOT_FOUND ('Page Not
 * Found') when it knows no vehicle for it.
 */
export async function findVehiclesByVin(ctx: Ctx, input: string): Promise<Vehicle[]> {
  const decoded = decodeVin(input);
  if (!decoded.ok) throw badInput(decoded.reason, 'vin', 'VIN_INVALID');
  const carIds = await withProviderErrors(() => providerLoaders(ctx).api.vinCarIds(decoded.vin), []);
  const vehicles = (await Promise.all(carIds.map((id) => findVehicle(ctx, String(id))))).filter((v): v is Vehicle => v !== null);
  if (vehicles.length === 0) throw notFound('Page Not Found', 'VIN_NOT_FOUND');
  return vehicles;
}

/** The vehicle of a VIN: its best match (see `findVehiclesByVin`). */
export async function findVehicleByVin(ctx: Ctx, input: string): Promise<Vehicle> {
  return (await findVehiclesByVin(ctx, input))[0];
}
