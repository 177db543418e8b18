import type { Resolvers } from '../generated/graphql';
import { findAdjacentPost, findBlogCategories, findManyPosts, findOnePost } from './service';

export const blogResolvers: Resolvers = {
  Query: {
    blogPosts: (_p, args, ctx) => findManyPosts(ctx, args),
    blogPost: (_p, args, ctx) => findOnePost(ctx, args),
    blogCategories: (_p, _args, ctx) => findBlogCategories(ctx),
  },
  BlogPost: {
    previous: (post, _args, ctx) => findAdjacentPost(ctx, post, 'previous'),
    next: (post, _args, ctx) => findAdjacentPost(ctx, post, 'next'),
  },
};
