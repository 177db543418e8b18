import type { GraphQLContext, SessionFields } from '../context';
import { appSessionSettings, SESSION_COOKIE } from '../session';
import { createAppSession, endAppSession, sessionFields, type AppTokens, type DeviceInfo } from '../session/app-session';
import { accountShopperId } from './index';
import { mergeShoppers, NOTHING_MERGED, type MergeSummary } from './merge';
import './session';

/** Session fields that are not about identity (the shopper's language and currency, for example). */
function carriedOver(session: SessionFields): Record<string, unknown> {
  const skip = new Set(['cookie', 'id', 'shopperId', 'accountId', 'device', 'developer']);
  return Object.fromEntries(Object.entries(session).filter(([k, v]) => !skip.has(k) && typeof v !== 'function'));
}

/** Replaces the session by a new one (new id, old row destroyed) that keeps the non-identity fields. */
async function renew(ctx: Pick<GraphQLContext, 'viewer'>): Promise<SessionFields> {
  const kept = carriedOver(ctx.viewer.session);
  await ctx.viewer.regenerate();
  Object.assign(ctx.viewer.session, kept);
  return ctx.viewer.session;
}

/** What a sign-in did: what came over from the signed-out session, and an app's new tokens. */
export interface AccountSessionStart {
  merged: MergeSummary;
  /** The new tokens when the request was made with a bearer token (an app's session); else null. */
  tokens: AppTokens | null;
}

/** A browser's device as the list of devices shows it: its user agent at sign-in. */
function browserDevice(ctx: Pick<GraphQLContext, 'headers'>): DeviceInfo {
  return { kind: 'browser', userAgent: ctx.headers.userAgent.slice(0, 300) };
}

/**
 * Signs the session in as `accountId`: the signed-out session's shopper data merges into the
 * account's (one transaction), then the session id is regenerated (a fixed session id cannot be
 * planted before sign-in) and the new session is stored before the answer leaves. An app's session
 * (a bearer request) is replaced the same way: a new session with new tokens, the old tokens end.
 */
export async function beginAccountSession(
  ctx: Pick<GraphQLContext, 'viewer' | 'headers' | 'db' | 'config'>,
  accountId: string,
  options: { developer?: boolean } = {},
): Promise<AccountSessionStart> {
  const session = ctx.viewer.session;
  const anonymous = session.accountId ? null : (session.shopperId ?? null);
  const { shopperId, merged } = await ctx.db.transaction(async (tx) => {
    const into = await accountShopperId(tx, accountId);
    const summary = anonymous ? await mergeShoppers(tx, anonymous, into) : NOTHING_MERGED;
    return { shopperId: into, merged: summary };
  });
  const oldAppSession = ctx.viewer.appSessionId;
  if (oldAppSession !== null) {
    const data = { ...carriedOver(session), device: session.device ?? { kind: 'app' as const }, accountId, shopperId, ...(options.developer ? { developer: true } : {}) };
    const settings = appSessionSettings(ctx.config);
    const started = await ctx.db.transaction(async (tx) => {
      await endAppSession(tx, oldAppSession);
      return createAppSession(tx, data, settings);
    });
    ctx.viewer.useAppSession(started.sid, sessionFields(data));
    return { merged, tokens: started.tokens };
  }
  const renewed = await renew(ctx);
  renewed.accountId = accountId;
  renewed.shopperId = shopperId;
  renewed.device = browserDevice(ctx);
  await ctx.viewer.save();
  return { merged, tokens: null };
}

/**
 * Signs out: the session is destroyed (its row and everything it owned are gone from it) and a new
 * anonymous session begins, keeping only the interface preferences. Without preferences to keep, no
 * new session is stored and the cookie is cleared. An app's session (a bearer request) just ends.
 */
export async function endSession(ctx: Pick<GraphQLContext, 'viewer' | 'answer' | 'db'>): Promise<void> {
  const app = ctx.viewer.appSessionId;
  if (app !== null) {
    // An app's sign-out ends its session and its tokens; the app starts a guest session if it wants one.
    await endAppSession(ctx.db, app);
    ctx.viewer.dropAppSession();
    return;
  }
  const renewed = await renew(ctx);
  if (Object.keys(carriedOver(renewed)).length > 0) {
    await ctx.viewer.save();
  } else {
    ctx.answer.cookies.push({ name: SESSION_COOKIE, value: null, options: { path: '/', httpOnly: true, sameSite: 'lax' } });
  }
}
