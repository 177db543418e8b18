import type { ProductModel } from '../catalog/model';
import { isProviderFailure, ProviderRedirectError } from '../provider/errors';
import { providerLoaders, type ProviderContext } from '../provider/loaders';
import { listOf } from '../provider/raw';

/**
 * Whether a product's linkages answer for these vehicles as they are: a shop product, a provider
 * article fetched with every linkage, or one listed for a vehicle that carries each of them.
 * Without vehicles, only every linkage answers (the vehicles it fits, in full).
 */
export function linkagesAnswer(product: ProductModel, vehicleIds?: readonly (string | null | undefined)[]): boolean {
  if (product.source !== 'PROVIDER' || !product.linkedVehicleIds || product.linkagesComplete !== false) return true;
  if (!vehicleIds) return false;
  const linked = new Set(product.linkedVehicleIds.map(String));
  return vehicleIds.every((id) => !id || linked.has(id));
}

/**
 * The product with every linkage of its article when what it carries cannot answer for `vehicleIds`
 * (or, without them, for the vehicles it fits): an article listed for one vehicle carries that
 * vehicle's linkage only. Batched per request (the articles of a page take one getArticles call
 * together) and kept in the shared cache. When the provider cannot answer, the product is answered
 * as it is: its fit for vehicles it does not carry stays unknown (see catalog/fitment.ts).
 */
export async function withLinkagesFor(ctx: ProviderContext, product: ProductModel, vehicleIds?: readonly (string | null | undefined)[]): Promise<ProductModel> {
  if (linkagesAnswer(product, vehicleIds)) return product;
  try {
    const article = await providerLoaders(ctx).completeArticles.load(product.slug);
    if (!article) return product;
    const ids = listOf(article.linkages).map((l) => l.linkageTargetId).filter((id): id is number => typeof id === 'number');
    return { ...product, linkedVehicleIds: ids, compatibleVehicleIds: ids.map(String), linkagesComplete: true };
  } catch (err) {
    if (err instanceof ProviderRedirectError || !isProviderFailure(err)) throw err;
    return product;
  }
}
