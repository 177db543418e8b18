import DataLoader from 'dataloader';
import type { Queryable } from '../db';
import { countAuthorReviews } from '../review/moderation-store';

/** The staff API's DataLoaders of one request: one query per page of answers, not one per item. */
export interface AdminLoaders {
  /** How many other reviews each review's author wrote, by review id. */
  authorReviewCounts: DataLoader<number, number>;
}

/** A request's loaders, made with its context and dropped with it. */
export function adminLoaders(db: Queryable): AdminLoaders {
  return {
    authorReviewCounts: new DataLoader(async (ids) => {
      const counts = await countAuthorReviews(db, ids);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
  };
}
