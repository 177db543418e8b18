import DataLoader from 'dataloader';
import type { GraphQLContext } from '../context';
import type { Db } from '../db';
import { catalogVersionOf } from './catalog-version';
import type { ReviewStats } from './model';

export type { ReviewStats } from './model';

type StatsRow = { product_slug: string; rating: number; count: number };

const toStats = (r: StatsRow): ReviewStats => ({ rating: Math.round(Number(r.rating) * 10) / 10, count: Number(r.count) });

/** Figures of every reviewed product, read once per catalogue version (which moves with each review). */
const everyProduct = new WeakMap<Db, { version: string; stats: Promise<Map<string, ReviewStats>> }>();

function statsOfVersion(db: Db, version: string): Promise<Map<string, ReviewStats>> {
  const kept = everyProduct.get(db);
  if (kept && kept.version === version) return kept.stats;
  const stats = db
    .query<StatsRow>("select product_slug, avg(rating)::float8 as rating, count(*)::int as count from catalog_reviews where state <> 'hidden' group by product_slug")
    .then((rows) => new Map(rows.rows.map((r) => [r.product_slug, toStats(r)])));
  const entry = { version, stats };
  everyProduct.set(db, entry);
  stats.catch(() => {
    if (everyProduct.get(db) === entry) everyProduct.delete(db);
  });
  return stats;
}

/**
 * The figures of every reviewed product for the catalogue's current version (read once per
 * version), or read now for a bare database without a version keeper (scripts).
 */
export function reviewFigures(db: Db): Promise<Map<string, ReviewStats>> {
  const version = catalogVersionOf(db)?.current;
  if (version !== undefined) return statsOfVersion(db, version);
  return db
    .query<StatsRow>("select product_slug, avg(rating)::float8 as rating, count(*)::int as count from catalog_reviews where state <> 'hidden' group by product_slug")
    .then((rows) => new Map(rows.rows.map((r) => [r.product_slug, toStats(r)])));
}

/**
 * Average rating and review count per product slug, batched per request. A gateway keeps the
 * figures of every product per catalogue version (see catalog-version.ts), so a page costs no
 * query; a bare database (scripts) asks once per page.
 */
export function createReviewStatsLoader(db: Db): DataLoader<string, ReviewStats> {
  return new DataLoader(async (slugs) => {
    const version = catalogVersionOf(db)?.current;
    let bySlug: Map<string, ReviewStats>;
    if (version !== undefined) bySlug = await statsOfVersion(db, version);
    else {
      const rows = await db.query<StatsRow>(
        `select product_slug, avg(rating)::float8 as rating, count(*)::int as count
         from catalog_reviews where product_slug = any($1::text[]) and state <> 'hidden' group by product_slug`,
        [slugs],
      );
      bySlug = new Map(rows.rows.map((r) => [r.product_slug, toStats(r)]));
    }
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
