import type { Session, SessionData } from 'express-session';
import type { GraphQLContext } from '../context';
import { SESSION_COOKIE } from '../session';
import { accountShopperId } from './index';
import { mergeShoppers, NOTHING_MERGED, type MergeSummary } from './merge';
import './session';

function regenerate(session: Session): Promise<void> {
  return new Promise((resolve, reject) => session.regenerate((err: unknown) => (err ? reject(err) : resolve())));
}

/** Session fields that are not about identity (the shopper's language and currency, for example). */
function carriedOver(session: Session): Record<string, unknown> {
  const skip = new Set(['cookie', 'id', 'shopperId', 'accountId']);
  return Object.fromEntries(Object.entries(session).filter(([k, v]) => !skip.has(k) && typeof v !== 'function'));
}

/** Replaces the session by a new one (new id, old row destroyed) that keeps the non-identity fields. */
async function renew(ctx: Pick<GraphQLContext, 'req'>): Promise<Session & Partial<SessionData>> {
  const kept = carriedOver(ctx.req.session);
  await regenerate(ctx.req.session);
  Object.assign(ctx.req.session, kept);
  return ctx.req.session;
}

function save(session: Session): Promise<void> {
  return new Promise((resolve, reject) => session.save((err: unknown) => (err ? reject(err) : resolve())));
}

/**
 * Signs the session in as `accountId`: the signed-out session's shopper data merges into the
 * account's (one transaction), then the session id is regenerated (a fixed session id cannot be
 * planted before sign-in) and the new session is stored before the answer leaves.
 */
export async function beginAccountSession(ctx: Pick<GraphQLContext, 'req' | 'db'>, accountId: string): Promise<MergeSummary> {
  const session = ctx.req.session;
  const anonymous = session.accountId ? null : (session.shopperId ?? null);
  const { shopperId, merged } = await ctx.db.transaction(async (tx) => {
    const into = await accountShopperId(tx, accountId);
    const summary = anonymous ? await mergeShoppers(tx, anonymous, into) : NOTHING_MERGED;
    return { shopperId: into, merged: summary };
  });
  const renewed = await renew(ctx);
  renewed.accountId = accountId;
  renewed.shopperId = shopperId;
  await save(renewed);
  return merged;
}

/**
 * Signs out: the session is destroyed (its row and everything it owned are gone from it) and a new
 * anonymous session begins, keeping only the interface preferences. Without preferences to keep, no
 * new session is stored and the cookie is cleared.
 */
export async function endSession(ctx: Pick<GraphQLContext, 'req' | 'res'>): Promise<void> {
  const renewed = await renew(ctx);
  if (Object.keys(carriedOver(renewed)).length > 0) {
    await save(renewed);
  } else {
    ctx.res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  }
}
