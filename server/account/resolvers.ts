import type { Resolvers } from '../generated/graphql';
import { DEMO_ACCOUNT } from './demo';
import * as accounts from './service';
import { passwordResetValid, requestPasswordReset, resetPassword } from './password-reset';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => accounts.me(ctx),
    demoAccount: (_p, _a, ctx) => (ctx.config.demoMode ? { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } : null),
    passwordResetValid: (_p, { token }, ctx) => passwordResetValid(ctx, token),
  },
  Mutation: {
    register: (_p, { email, password }, ctx) => accounts.register(ctx, email, password),
    signIn: (_p, { email, password }, ctx) => accounts.signIn(ctx, email, password),
    signOut: (_p, _a, ctx) => accounts.signOut(ctx),
    updateProfile: (_p, { input }, ctx) => accounts.updateProfile(ctx, input),
    changePassword: (_p, { currentPassword, newPassword }, ctx) => accounts.changePassword(ctx, currentPassword, newPassword),
    requestPasswordReset: (_p, { email }, ctx) => requestPasswordReset(ctx, email),
    resetPassword: (_p, { token, newPassword }, ctx) => resetPassword(ctx, token, newPassword),
  },
};
