import type { GraphQLContext } from '../context';
import { badInput, notFound, userError } from '../errors';
import { accountShopperId, requireAccount } from '../shopper';
import { beginAccountSession, endSession } from '../shopper/account-session';
import { NOTHING_MERGED } from '../shopper/merge';
import { appSessionSettings } from '../session';
import {
  createAppSession,
  exchangeRefreshToken,
  type AppTokens,
  type DeviceInfo,
} from '../session/app-session';
import { findOne, verifyCredentials, type AccountModel } from './service';
import { listDevices, signOutDevice as endDevice, signOutEverywhere, type DeviceModel } from './sign-out';
import type { MergeSummary } from '../shopper/merge';

type Ctx = Pick<GraphQLContext, 'viewer' | 'answer' | 'headers' | 'clientAddress' | 'log' | 'db' | 'config'>;

export interface AppSessionModel {
  tokens: AppTokens;
  user: AccountModel | null;
  merged: MergeSummary;
}

const MAX_DEVICE_NAME = 80;

/** The device an app names (trimmed, 1 to 80 characters, no control characters). */
function appDevice(input: { name: string }): DeviceInfo {
  const name = input.name.trim();
  if (name.length === 0 || [...name].length > MAX_DEVICE_NAME || /\p{Cc}/u.test(name)) {
    throw badInput(`The device name must be 1 to ${MAX_DEVICE_NAME} characters`, 'device.name');
  }
  return { kind: 'app', name };
}

/**
 * Signs an app in: the same credentials check and limits as a browser's sign-in. Without a bearer
 * token a new session is started for the device; with a guest session's token that session is signed
 * in (its data merges into the account's) and replaced, so its old tokens stop working.
 */
export async function appSignIn(ctx: Ctx, email: string, password: string, deviceInput: { name: string }): Promise<AppSessionModel> {
  const device = appDevice(deviceInput);
  const { user, developer } = await verifyCredentials(ctx, email, password);
  if (ctx.viewer.appSessionId !== null) {
    ctx.viewer.session.device = device;
    const started = await beginAccountSession(ctx, user.id, { developer });
    if (!started.tokens) throw new Error('an app session was signed in without new tokens');
    return { tokens: started.tokens, user, merged: started.merged };
  }
  const shopperId = await accountShopperId(ctx.db, user.id);
  const { tokens } = await createAppSession(ctx.db, { device, accountId: user.id, shopperId, ...(developer ? { developer: true } : {}) }, appSessionSettings(ctx.config));
  return { tokens, user, merged: NOTHING_MERGED };
}

/** A guest session for an app: a cart, lists and a garage without an account, until it signs in. */
export async function appGuestSession(ctx: Ctx, deviceInput: { name: string }): Promise<AppSessionModel> {
  const device = appDevice(deviceInput);
  const { tokens } = await createAppSession(ctx.db, { device }, appSessionSettings(ctx.config));
  return { tokens, user: null, merged: NOTHING_MERGED };
}

function invalidToken(message: string): Error {
  return userError('TOKEN_INVALID', message, { status: 401 });
}

/** New tokens for a refresh token (used up); a refresh token used twice ends its session (TOKEN_INVALID). */
export async function refreshAppSession(ctx: Ctx, refreshToken: string): Promise<AppSessionModel> {
  const outcome = await ctx.db.transaction((tx) => exchangeRefreshToken(tx, refreshToken, appSessionSettings(ctx.config)));
  if (outcome.status === 'reused') {
    ctx.log.warn({ event: 'refresh-token-reused' }, 'a refresh token was used twice: its device is signed out');
    throw invalidToken('This refresh token was already used: the device is signed out, sign in again.');
  }
  if (outcome.status === 'unknown') throw invalidToken('The refresh token is not valid (unknown, used up, or its device signed out): sign in again.');
  const user = outcome.data.accountId ? await findOne(ctx, outcome.data.accountId) : null;
  return { tokens: outcome.tokens, user, merged: NOTHING_MERGED };
}

function timeouts(ctx: Ctx): { idleMs: number; absoluteMs: number } {
  const { idleMs, absoluteMs } = appSessionSettings(ctx.config);
  return { idleMs, absoluteMs };
}

/** The signed-in account's browsers and apps. */
export async function devices(ctx: Ctx): Promise<DeviceModel[]> {
  const accountId = requireAccount(ctx);
  return listDevices(ctx.db, accountId, ctx.viewer.sessionId, timeouts(ctx));
}

/** Signs out one of the account's devices (this one too, when asked). */
export async function signOutDevice(ctx: Ctx, id: string): Promise<boolean> {
  const accountId = requireAccount(ctx);
  const { ended, sid } = await endDevice(ctx.db, accountId, id, timeouts(ctx).absoluteMs);
  if (!ended) throw notFound('No such device', 'NOT_FOUND');
  // This very session: it ends as at sign-out (a browser gets a fresh anonymous session).
  if (sid === ctx.viewer.sessionId) await endSession(ctx);
  return true;
}

/** Signs out every other browser and app of the account; answers how many. */
export async function signOutOtherDevices(ctx: Ctx): Promise<number> {
  const accountId = requireAccount(ctx);
  return signOutEverywhere(ctx.db, accountId, { except: ctx.viewer.sessionId });
}
