import type { GraphQLContext } from '../context';
import { notFound } from '../errors';
import type { AddReviewInput, Review, ReviewList } from '../generated/graphql';
import { findProduct } from '../catalog';
import { pageFigures, pageRequest } from '../catalog/paging';
import { forgetReviewStats } from '../catalog/review-stats';
import { cacheWrites } from '../cache/writes';
import { validateReview } from './validate';

export const REVIEWS_PAGE_SIZE = 8;

interface ReviewRow {
  id: number;
  author: string;
  rating: number;
  content: string;
  avatar: string | null;
  created_at: Date | string;
}

function toReview(r: ReviewRow): Review {
  return {
    id: String(r.id),
    date: new Date(r.created_at).toISOString(),
    author: r.author,
    avatar: r.avatar,
    rating: r.rating,
    content: r.content,
  };
}

/** A page of a product's reviews, newest first. */
export async function findManyReviews(ctx: Pick<GraphQLContext, 'db'>, productId: string, page?: number | null, limit?: number | null): Promise<ReviewList> {
  const req = pageRequest(page, limit, REVIEWS_PAGE_SIZE, 50);
  const rows = await ctx.db.query<ReviewRow & { total: number }>(
    `select id, author, rating, content, avatar, created_at, count(*) over () as total
     from catalog_reviews where product_slug = $1 and state <> 'hidden' order by created_at desc, id desc limit ${req.limit} offset ${req.offset}`,
    [productId],
  );
  let total = Number(rows.rows[0]?.total ?? 0);
  if (rows.rows.length === 0 && req.offset > 0) {
    const c = await ctx.db.query<{ n: number }>("select count(*)::int as n from catalog_reviews where product_slug = $1 and state <> 'hidden'", [productId]);
    total = Number(c.rows[0]?.n ?? 0);
  }
  const items = rows.rows.map(toReview);
  return { items, ...pageFigures(req, total, items.length) };
}

/** Stores a validated review of an existing product (shop product or provider article). */
export async function createReview(ctx: GraphQLContext, input: AddReviewInput): Promise<Review> {
  const review = validateReview(input);
  const product = await findProduct(ctx, review.productId);
  if (!product) throw notFound('Product not found');
  // Ratings and review counts move: cached answers and pages made before are not used any more.
  const rows = await cacheWrites.write(ctx.db, 'review-added', (tx) =>
    tx.query<ReviewRow>(
      `insert into catalog_reviews (product_slug, author, email, rating, content)
       values ($1, $2, $3, $4, $5) returning id, author, rating, content, avatar, created_at`,
      [product.slug, review.author, review.email, review.rating, review.content],
    ),
  );
  forgetReviewStats(ctx, product.slug);
  return toReview(rows.rows[0]);
}
