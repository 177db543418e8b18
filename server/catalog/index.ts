import type { GraphQLContext } from '../context';
import type { ProductModel } from './model';
import { findProviderArticle } from './provider-catalog';
import { shopProductLoader } from './shop-products';

export type { ProductModel } from './model';

/** Provider article slugs are `{genericArticleId}-{legacyArticleId}`; shop slugs always contain letters. */
export function isProviderSlug(id: string): boolean {
  return /^\d{1,10}-\d{1,10}$/.test(id);
}

/**
 * One product by id (= slug), shop product or provider article, or null when there is none.
 * Batched: calls made while one request is resolved share one query (shop) or one provider call.
 */
export async function findProduct(ctx: GraphQLContext, id: string): Promise<ProductModel | null> {
  if (isProviderSlug(id)) return findProviderArticle(ctx, id);
  if (id.length > 200) return null;
  return shopProductLoader(ctx).load(id);
}

/** Several products by id, in the order asked, null where there is none (one batch per source). */
export function findProducts(ctx: GraphQLContext, ids: readonly string[]): Promise<(ProductModel | null)[]> {
  return Promise.all(ids.map((id) => findProduct(ctx, id)));
}

export type { ProductLookup, ReviewStats } from './model';
export { createReviewStatsLoader } from './review-stats';
export { createShopProductLoader } from './shop-products';
export { catalogChanged, type CatalogVersion } from './catalog-version';
export { byPrice } from './product-list';
