import type { Resolvers } from '../generated/graphql';
import * as apps from './apps';
import { DEMO_ACCOUNT } from './demo';
import * as accounts from './service';
import { passwordResetValid, requestPasswordReset, resetPassword } from './password-reset';

export const accountResolvers: Resolvers = {
  Query: {
    me: (_p, _a, ctx) => accounts.me(ctx),
    demoAccount: (_p, _a, ctx) => (ctx.config.demoMode ? { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } : null),
    passwordResetValid: (_p, { token }, ctx) => passwordResetValid(ctx, token),
    devices: (_p, _a, ctx) => apps.devices(ctx),
  },
  Mutation: {
    register: (_p, { email, password }, ctx) => accounts.register(ctx, email, password),
    signIn: (_p, { email, password }, ctx) => accounts.signIn(ctx, email, password),
    signOut: (_p, _a, ctx) => accounts.signOut(ctx),
    updateProfile: (_p, { input }, ctx) => accounts.updateProfile(ctx, input),
    changePassword: (_p, { currentPassword, newPassword }, ctx) => accounts.changePassword(ctx, currentPassword, newPassword),
    requestPasswordReset: (_p, { email }, ctx) => requestPasswordReset(ctx, email),
    resetPassword: (_p, { token, newPassword }, ctx) => resetPassword(ctx, token, newPassword),
    appSignIn: (_p, { email, password, device }, ctx) => apps.appSignIn(ctx, email, password, device),
    appGuestSession: (_p, { device }, ctx) => apps.appGuestSession(ctx, device),
    refreshAppSession: (_p, { refreshToken }, ctx) => apps.refreshAppSession(ctx, refreshToken),
    signOutDevice: (_p, { id }, ctx) => apps.signOutDevice(ctx, id),
    signOutOtherDevices: (_p, _a, ctx) => apps.signOutOtherDevices(ctx),
  },
};
