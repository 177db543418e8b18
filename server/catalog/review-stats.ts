import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';
import type { Db } from '../db';

export interface ReviewStats {
  rating: number;
  count: number;
}

/** Average rating and review count per product slug, batched per request (one query per page). */
export function createReviewStatsLoader(db: Db): DataLoader<string, ReviewStats> {
  return new DataLoader(async (slugs) => {
    const rows = await db.query<{ product_slug: string; rating: number; count: number }>(
      `select product_slug, avg(rating)::float8 as rating, count(*)::int as count
       from catalog_reviews where product_slug = any($1::text[]) group by product_slug`,
      [slugs],
    );
    const bySlug = new Map(rows.rows.map((r) => [r.product_slug, { rating: Math.round(Number(r.rating) * 10) / 10, count: Number(r.count) }]));
    return slugs.map((s) => bySlug.get(s) ?? { rating: 0, count: 0 });
  });
}

/** This request's review figures loader. */
export function reviewStatsLoader(ctx: Pick<GraphQLContext, 'loaders'>): DataLoader<string, ReviewStats> {
  return ctx.loaders.reviewStats;
}

/** Forgets cached figures after a review was added in this request. */
export function forgetReviewStats(ctx: Pick<GraphQLContext, 'loaders'>, slug: string): void {
  ctx.loaders.reviewStats.clear(slug);
}
