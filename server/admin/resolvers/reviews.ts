import { reviewText } from '../../review/validate';
import { moderationReason, MAX_MODERATION_REASON, type ModerationAction, type ReviewState as StoredState } from '../../review/moderation';
import {
  countReviewStates,
  findAuthorReviews,
  findManyReviews,
  findOneReview,
  moderateReview,
  reviewIdOf,
  type ModeratedReview,
} from '../../review/moderation-store';
import { queryAudit } from '../../staff/audit';
import type { AdminContext } from '../context';
import { adminBadInput, adminError, adminNotFound } from '../errors';
import type { Resolvers, ReviewState } from '../generated/graphql';
import type { StaffReviewModel } from '../models';

const STATES: Record<ReviewState, StoredState> = { NEW: 'new', PUBLISHED: 'published', HIDDEN: 'hidden' };
const STATE_ENUM: Record<StoredState, ReviewState> = { new: 'NEW', published: 'PUBLISHED', hidden: 'HIDDEN' };

const toShape = (r: ModeratedReview): StaffReviewModel => ({ ...r, state: STATE_ENUM[r.state] });

function idOf(id: string): number {
  const n = reviewIdOf(id);
  if (n === null) throw adminNotFound('No review with that id.');
  return n;
}

function requiredReason(reason: string | null | undefined): string {
  const text = moderationReason(reason);
  if (text === null) throw adminBadInput(`A reason is required (1 to ${MAX_MODERATION_REASON} characters).`, 'reason');
  return text;
}

async function moderate(ctx: AdminContext, id: string, action: ModerationAction, reason: string, content?: string): Promise<StaffReviewModel> {
  const staff = ctx.staff as NonNullable<AdminContext['staff']>;
  const result = await moderateReview(ctx.db, idOf(id), { action, reason, content, moderator: { id: staff.id, email: staff.email }, address: ctx.clientAddress });
  if ('notFound' in result) throw adminNotFound('No review with that id.');
  if ('refused' in result) throw adminError('REVIEW_STATE_REFUSED', result.refused, { status: 409, extensions: { state: STATE_ENUM[result.state] } });
  return toShape(result.review);
}

/** Review moderation: the queue, one review, its author's others; publish, hide, show again, correct (each audited). */
export const reviewResolvers: Resolvers = {
  Query: {
    reviews: async (_p, { filter, first, after }, ctx) => {
      const n = first ?? 25;
      if (n < 1 || n > 100) throw adminBadInput('first must be between 1 and 100.', 'first');
      if (after && !/^\d{1,6}$/.test(after)) throw adminBadInput('This cursor is not one the queue gave.', 'after');
      if (filter?.rating != null && (filter.rating < 1 || filter.rating > 5)) throw adminBadInput('rating is 1 to 5.', 'rating');
      const offset = after ? Number(after) : 0;
      const { reviews, total } = await findManyReviews(ctx.db, {
        state: filter?.state ? STATES[filter.state] : null,
        product: filter?.product?.trim() || null,
        rating: filter?.rating ?? null,
        author: filter?.author?.trim() || null,
        first: n,
        offset,
      });
      const end = offset + reviews.length;
      return { nodes: reviews.map(toShape), totalCount: total, pageInfo: { endCursor: reviews.length ? String(end) : null, hasNextPage: end < total } };
    },
    review: async (_p, { id }, ctx) => {
      const n = reviewIdOf(id);
      const found = n === null ? null : await findOneReview(ctx.db, n);
      return found ? toShape(found) : null;
    },
    authorReviews: async (_p, { reviewId }, ctx) => (await findAuthorReviews(ctx.db, idOf(reviewId))).map(toShape),
    reviewStateCounts: (_p, _a, ctx) => countReviewStates(ctx.db),
  },
  Mutation: {
    publishReview: (_p, { id }, ctx) => moderate(ctx, id, 'publish', ''),
    hideReview: (_p, { id, reason }, ctx) => moderate(ctx, id, 'hide', requiredReason(reason)),
    unhideReview: (_p, { id, reason }, ctx) => {
      const text = reason?.trim() ? requiredReason(reason) : '';
      return moderate(ctx, id, 'unhide', text);
    },
    editReview: (_p, { id, content, reason }, ctx) => {
      const why = requiredReason(reason);
      // The same rules as a shopper's text.
      const text = reviewText(content);
      if (text === null) throw adminBadInput('The review must have 10 to 2000 characters.', 'content');
      return moderate(ctx, id, 'edit', why, text);
    },
  },
  StaffReview: {
    otherReviewCount: (review, _a, ctx) => ctx.loaders.authorReviewCounts.load(Number(review.id)),
    history: async (review, _a, ctx) => (await queryAudit(ctx.db, { entity: 'review', entityId: review.id, first: 100 })).rows,
  },
};
