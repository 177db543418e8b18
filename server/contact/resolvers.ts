import type { Resolvers } from '../generated/graphql';
import { create } from './service';

export const contactResolvers: Resolvers = {
  Mutation: {
    sendContactMessage: (_p, args, ctx) => create(ctx, args.input),
  },
};
