import type { GraphQLContext } from '../context';
import type { Category } from '../generated/graphql';
import { findArticles, findProviderCategories, findProviderProduct } from '../parts';
import { markAnswerIncomplete } from '../provider';
import type { ProductModel } from './model';

/** A provider article by slug (batched per request by the adapter), or null. */
export function findProviderArticle(ctx: GraphQLContext, slug: string): Promise<ProductModel | null> {
  return findProviderProduct(ctx, slug);
}

/** The provider's top assembly groups with their children, for the departments menu. */
export function providerDepartments(ctx: GraphQLContext): Promise<Category[]> {
  return findProviderCategories(ctx);
}

const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** Other articles of the same kind of part (same generic article), fitting the same first vehicle when linked. */
export async function providerRelated(ctx: GraphQLContext, product: ProductModel, limit: number): Promise<ProductModel[]> {
  const fields = (product.customFields ?? {}) as Record<string, unknown>;
  const generic = numberOf(fields.genericArticleId);
  if (generic === null) return [];
  const { products } = await findArticles(ctx, { genericArticleIds: [generic], page: 1, perPage: Math.min(100, limit + 1) });
  return products.filter((p) => p.slug !== product.slug).slice(0, limit);
}

/**
 * Equivalent articles of a provider article: those sharing one of its OE numbers (searchType 1),
 * those that list its article number as a cross reference (searchType 10), then articles of the
 * same kind of part from other brands that fit the same first vehicle; itself left out.
 */
export async function providerAnalogs(ctx: GraphQLContext, product: ProductModel, limit: number): Promise<ProductModel[]> {
  const fields = (product.customFields ?? {}) as Record<string, unknown>;
  const generic = numberOf(fields.genericArticleId);
  const vehicle = product.linkedVehicleIds?.[0] ?? null;
  const oeNumbers = [...new Set((product.oeNumbers ?? []).map((o) => o.number).filter(Boolean))].slice(0, 5);
  const searches = [
    ...oeNumbers.map((n) => findArticles(ctx, { searchQuery: n, searchType: 1, searchMatchType: 'exact', page: 1, perPage: 20 })),
    product.partNumber ? findArticles(ctx, { searchQuery: product.partNumber, searchType: 10, searchMatchType: 'exact', page: 1, perPage: 20 }) : null,
    generic !== null ? findArticles(ctx, { genericArticleIds: [generic], vehicleId: vehicle, page: 1, perPage: Math.min(100, limit * 3) }) : null,
  ].filter((s) => s !== null);
  const seen = new Set([product.slug]);
  const out: ProductModel[] = [];
  // One search failing leaves the others' equivalents shown, in an answer no cache keeps; all of them
  // failing is the provider's error.
  const settled = await Promise.allSettled(searches);
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed && settled.every((s) => s.status === 'rejected')) throw failed.reason;
  if (failed) markAnswerIncomplete();
  const answers = settled.map((s) => (s.status === 'fulfilled' ? s.value : { products: [] }));
  for (const [i, { products }] of answers.entries()) {
    const sameKind = generic !== null && i === answers.length - 1;
    for (const p of products) {
      if (seen.has(p.slug) || out.length >= limit) continue;
      if (sameKind && p.brand?.slug === product.brand?.slug) continue;
      seen.add(p.slug);
      out.push(p);
    }
  }
  return out;
}
