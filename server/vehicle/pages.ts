import type { ProductModel } from '../catalog/model';
import { pageRequest } from '../catalog/paging';
import { withProviderErrors } from '../parts';
import { providerArticlePage } from '../parts/provider-products';
import { providerLoaders } from '../provider/loaders';
import type { ProviderMake, ProviderModel, ProviderVehicle } from '../provider/types';
import { idOfSlug, listSlugs, slugify, VEHICLES_PATH, vehiclePathOf } from '../../shared/vehicle/slug';
import { findMakes, findModels, findVehicle } from './service';
import type { GraphQLContext } from '../context';

type Ctx = Pick<GraphQLContext, 'app' | 'viewer' | 'loaders'>;

/*
 * The vehicle pages' addresses, worked out from the provider's make and model lists (each one call,
 * kept in the shared cache): a name's words, with the id where two names share them.
 */

/** The address word of a make (from the list of every make). */
export async function makeSlug(ctx: Ctx, make: ProviderMake): Promise<string> {
  return listSlugs(await findMakes(ctx)).get(make.id) ?? slugify(make.name);
}

/** The address word of a model (from the list of its make's models). */
export async function modelSlug(ctx: Ctx, model: ProviderModel): Promise<string> {
  return listSlugs(await findModels(ctx, model.makeId)).get(model.id) ?? slugify(model.name);
}

/** One item of a list by its address word, or by the id an older word ends with. */
function bySlug<T extends { id: string; name: string }>(items: readonly T[], slug: string): T | null {
  const slugs = listSlugs(items);
  const exact = items.find((item) => slugs.get(item.id) === slug);
  if (exact) return exact;
  const id = idOfSlug(slug);
  return id === null ? null : (items.find((item) => item.id === id) ?? null);
}

export async function findMakeBySlug(ctx: Ctx, slug: string): Promise<ProviderMake | null> {
  return bySlug(await findMakes(ctx), slug.trim().toLowerCase());
}

export async function findModelBySlug(ctx: Ctx, makeWord: string, modelWord: string): Promise<ProviderModel | null> {
  const make = await findMakeBySlug(ctx, makeWord);
  return make ? bySlug(await findModels(ctx, make.id), modelWord.trim().toLowerCase()) : null;
}

export async function makePath(ctx: Ctx, make: ProviderMake): Promise<string> {
  return `${VEHICLES_PATH}/${await makeSlug(ctx, make)}`;
}

export async function modelPath(ctx: Ctx, model: ProviderModel): Promise<string> {
  const make = (await findMakes(ctx)).find((m) => m.id === model.makeId);
  return make ? `${await makePath(ctx, make)}/${await modelSlug(ctx, model)}` : `${VEHICLES_PATH}/${model.makeId}/${await modelSlug(ctx, model)}`;
}

export async function makeOfModel(ctx: Ctx, model: ProviderModel): Promise<ProviderMake | null> {
  return (await findMakes(ctx)).find((m) => m.id === model.makeId) ?? null;
}

/** Every vehicle of a model, oldest first (one getLinkageTargets answer, cached). */
export function findModelVehicles(ctx: Ctx, model: ProviderModel): Promise<ProviderVehicle[]> {
  return withProviderErrors(() => providerLoaders(ctx).api.modelVehicles(Number(model.makeId), Number(model.id)), []);
}

/**
 * The address of a vehicle's page: its make and model found by id (by name where the provider gave
 * no id), its first year of construction, its engine's words and its car id. Null when the make or
 * model lists do not name it.
 */
export async function vehiclePath(ctx: Ctx, vehicle: Pick<ProviderVehicle, 'id' | 'year' | 'engine' | 'make' | 'model'> & Partial<Pick<ProviderVehicle, 'makeId' | 'modelId'>>): Promise<string | null> {
  const makes = await findMakes(ctx);
  const make = makes.find((m) => m.id === vehicle.makeId) ?? makes.find((m) => m.name === vehicle.make);
  if (!make) return null;
  const models = await findModels(ctx, make.id);
  const model = models.find((m) => m.id === vehicle.modelId) ?? models.find((m) => m.name === vehicle.model);
  if (!model) return null;
  const makeSlugs = listSlugs(makes);
  const modelSlugs = listSlugs(models);
  return vehiclePathOf(makeSlugs.get(make.id) ?? slugify(make.name), modelSlugs.get(model.id) ?? slugify(model.name), vehicle);
}

/** The path of a saved vehicle: looked up by car id (cached), null while the provider cannot say. */
export async function savedVehiclePath(ctx: Ctx, id: string): Promise<string | null> {
  const vehicle = await findVehicle(ctx, id).catch(() => null);
  return vehicle ? vehiclePath(ctx, vehicle).catch(() => null) : null;
}

/**
 * Parts for a vehicle across every group, in the provider's order: one getArticles call (a page
 * without a group), its articles kept for their product pages.
 */
export async function findVehicleParts(ctx: Ctx, vehicleId: string, limit: number | null | undefined): Promise<ProductModel[]> {
  const car = /^\d{1,10}$/.test(vehicleId.trim()) ? Number(vehicleId) : null;
  if (car === null) return [];
  const req = pageRequest(1, limit, 8, 24);
  return withProviderErrors(async () => (await providerArticlePage(ctx, { nodeId: null, vehicleId: car, supplierIds: [], page: 1, perPage: req.limit })).items, []);
}
