import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';

export interface ReviewStats {
  rating: number;
  count: number;
}

const loaders = new WeakMap<object, DataLoader<string, ReviewStats>>();

/** Average rating and review count per product slug, batched per request (one query per page). */
export function reviewStatsLoader(ctx: Pick<GraphQLContext, 'db' | 'req'>): DataLoader<string, ReviewStats> {
  let loader = loaders.get(ctx.req);
  if (!loader) {
    loader = new DataLoader(async (slugs) => {
      const rows = await ctx.db.query<{ product_slug: string; rating: number; count: number }>(
        `select product_slug, avg(rating)::float8 as rating, count(*)::int as count
         from catalog_reviews where product_slug = any($1::text[]) group by product_slug`,
        [slugs],
      );
      const bySlug = new Map(rows.rows.map((r) => [r.product_slug, { rating: Math.round(Number(r.rating) * 10) / 10, count: Number(r.count) }]));
      return slugs.map((s) => bySlug.get(s) ?? { rating: 0, count: 0 });
    });
    loaders.set(ctx.req, loader);
  }
  return loader;
}

/** Forgets cached figures after a review was added in this request. */
export function forgetReviewStats(ctx: Pick<GraphQLContext, 'req'>, slug: string): void {
  loaders.get(ctx.req)?.clear(slug);
}
