import type { Category } from '../generated/graphql';
import { providerLoaders, type ProviderContext } from '../provider/loaders';
import { categoriesFromGroups, indexCategories } from './map-category';
import { withProviderErrors } from './provider-errors';

type Ctx = ProviderContext;

/** Parses a car id argument; null for none. Non-numeric ids match no provider vehicle. */
export function carId(vehicleId: string | null | undefined): number | null {
  if (vehicleId === null || vehicleId === undefined || vehicleId.trim() === '') return null;
  return /^\d{1,10}$/.test(vehicleId.trim()) ? Number(vehicleId) : -1;
}

/**
 * The provider's category tree (two levels) with article counts. With a vehicle, only groups that
 * hold parts for it. Costs getChildNodesPattern2 (asked once for every vehicle, without one) and one
 * facet-only getArticles (per vehicle), both cached; an empty answer is asked again within a minute.
 * A 401 answers an empty tree; other failures throw PROVIDER_REDIRECT or PROVIDER_UNAVAILABLE.
 */
export function findProviderCategories(ctx: Ctx, vehicleId?: string | null): Promise<Category[]> {
  return withProviderErrors(() => loadCategories(ctx, vehicleId), []);
}

async function loadCategories(ctx: Ctx, vehicleId?: string | null): Promise<Category[]> {
  const { api } = providerLoaders(ctx);
  const car = carId(vehicleId);
  // Not a car id: no vehicle of the provider, no parts.
  if (car === -1) return [];
  const tops = categoriesFromGroups(await api.assemblyGroups(car));
  if (car === null) return tops;
  const kept = tops.filter((top) => top.itemsCount > 0);
  for (const top of kept) top.children = top.children.filter((c) => c.itemsCount > 0);
  return kept;
}

/** One provider category (node id) with its parent and children; null when there is none. */
export async function findProviderCategory(ctx: Ctx, id: string, vehicleId?: string | null): Promise<Category | null> {
  const tree = await findProviderCategories(ctx, vehicleId);
  return indexCategories(tree).get(id.trim()) ?? null;
}

/** Every provider category by node id, without counts (for the categories of a product). */
export async function providerCategoryIndex(ctx: Ctx): Promise<Map<string, Category>> {
  const { api } = providerLoaders(ctx);
  return indexCategories(categoriesFromGroups(await api.assemblyGroupIndex()));
}
