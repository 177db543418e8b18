import type { Resolvers } from '../generated/graphql';
import { findBlogCategories, findManyPosts, findOnePost } from './service';

export const blogResolvers: Resolvers = {
  Query: {
    blogPosts: (_p, args, ctx) => findManyPosts(ctx, args),
    blogPost: (_p, args, ctx) => findOnePost(ctx, args.id),
    blogCategories: (_p, _args, ctx) => findBlogCategories(ctx),
  },
};
