import type { Resolvers } from '../generated/graphql';
import { DEMO_ACCOUNT } from './demo';
import * as accounts from './service';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => accounts.me(ctx),
    demoAccount: (_p, _a, ctx) => (ctx.config.demoMode ? { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } : null),
  },
  Mutation: {
    register: (_p, { email, password }, ctx) => accounts.register(ctx, email, password),
    signIn: (_p, { email, password }, ctx) => accounts.signIn(ctx, email, password),
    signOut: (_p, _a, ctx) => accounts.signOut(ctx),
    updateProfile: (_p, { input }, ctx) => accounts.updateProfile(ctx, input),
    changePassword: (_p, { currentPassword, newPassword }, ctx) => accounts.changePassword(ctx, currentPassword, newPassword),
  },
};
