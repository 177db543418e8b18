import type { Resolvers } from '../generated/graphql';
import { createReview, findManyReviews } from './service';

export const reviewResolvers: Resolvers = {
  Query: {
    productReviews: (_p, args, ctx) => findManyReviews(ctx, args.productId, args.page, args.limit),
  },
  Mutation: {
    addReview: (_p, { input }, ctx) => createReview(ctx, input),
  },
};
