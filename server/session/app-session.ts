import crypto from 'node:crypto';
import type { Request } from 'express';
import session, { type SessionData } from 'express-session';
import type { Queryable } from '../db';

/**
 * Sessions of apps (a native app, a workshop's point of sale, a partner's site). An app's session is
 * a row of `sessions` like a browser's, with everything a browser's holds (shopper, account,
 * preferences), but its id never leaves the server: the app holds an access token (short-lived,
 * sent as `Authorization: Bearer`) and a refresh token (single use), both random and stored as
 * SHA-256 digests in `app_tokens`, which end with their session. docs/adr/0006 tells why.
 */

/** What an app's session knows about its device (shown in the account's list of devices). */
export interface DeviceInfo {
  kind: 'app' | 'browser';
  /** The app's device name; browsers have none. */
  name?: string;
  /** A browser's user agent at sign-in (its name in the list is read from it). */
  userAgent?: string;
}

declare module 'express-session' {
  interface SessionData {
    /** The device this session signed in from (set at sign-in, and for every app session). */
    device?: DeviceInfo;
    /** An app session whose tokens may send any document while only trusted operations run. */
    developer?: boolean;
  }
}

export type AppSessionData = Omit<Partial<SessionData>, 'cookie'>;

export interface AppTokens {
  accessToken: string;
  accessTokenExpiresAt: string;
  expiresIn: number;
  tokenType: 'Bearer';
  refreshToken: string;
}

export interface AppSessionSettings {
  /** Lifetime of an access token, in seconds. */
  accessTokenSeconds: number;
  /** The sessions' idle timeout (an app's session rolls when it refreshes its tokens) and absolute timeout, in ms. */
  idleMs: number;
  absoluteMs: number;
}

const ACCESS_PREFIX = 'at_';
const REFRESH_PREFIX = 'rt_';
/** A token as the shop issues them: a prefix and 32 random bytes in base64url. */
const TOKEN_SHAPE = /^(at|rt)_[A-Za-z0-9_-]{43}$/;
/** Used refresh tokens are remembered this long, so a copy used late still signs its device out. */
const USED_REFRESH_MEMORY_DAYS = 7;

export const APP_SESSION_PREFIX = 'app:';

function newToken(prefix: string): string {
  return prefix + crypto.randomBytes(32).toString('base64url');
}

/** The stored form of a token: its SHA-256 in base64url (tokens are random, so no salt is needed). */
export function tokenDigest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('base64url');
}

/** Whether `token` has the shape of an access (or refresh) token the shop issues. */
export function wellFormedToken(token: string, kind: 'access' | 'refresh'): boolean {
  return TOKEN_SHAPE.test(token) && token.startsWith(kind === 'access' ? ACCESS_PREFIX : REFRESH_PREFIX);
}

/** A new access token and refresh token for the session `sid`. */
async function issueTokens(db: Queryable, sid: string, settings: AppSessionSettings): Promise<AppTokens> {
  const accessToken = newToken(ACCESS_PREFIX);
  const refreshToken = newToken(REFRESH_PREFIX);
  const expiresAt = new Date(Date.now() + settings.accessTokenSeconds * 1000);
  await db.query(
    `insert into app_tokens (token_hash, sid, kind, expires_at) values ($1, $3, 'access', $4), ($2, $3, 'refresh', null)`,
    [tokenDigest(accessToken), tokenDigest(refreshToken), sid, expiresAt],
  );
  return { accessToken, accessTokenExpiresAt: expiresAt.toISOString(), expiresIn: settings.accessTokenSeconds, tokenType: 'Bearer', refreshToken };
}

/** Starts an app's session holding `data` and answers its first tokens. */
export async function createAppSession(db: Queryable, data: AppSessionData, settings: AppSessionSettings): Promise<{ sid: string; tokens: AppTokens }> {
  const sid = APP_SESSION_PREFIX + crypto.randomBytes(24).toString('base64url');
  await db.query(`insert into sessions (sid, data, expires_at) values ($1, $2, now() + ($3::bigint * interval '1 millisecond'))`, [
    sid,
    JSON.stringify(data),
    settings.idleMs,
  ]);
  return { sid, tokens: await issueTokens(db, sid, settings) };
}

export type AccessLookup = { status: 'valid'; sid: string; data: AppSessionData } | { status: 'expired' } | { status: 'unknown' };

/**
 * The session an access token opens: valid, expired (refresh it) or unknown (revoked, ended or never
 * issued). Whether it is a developer's comes from its account as it is now, not as it was at sign-in,
 * so marking or unmarking an account in the back office holds from the next request of its apps.
 */
export async function lookUpAccessToken(db: Queryable, token: string, settings: Pick<AppSessionSettings, 'absoluteMs'>): Promise<AccessLookup> {
  if (!wellFormedToken(token, 'access')) return { status: 'unknown' };
  const r = await db.query<{ sid: string; data: AppSessionData; expired: boolean; developer: boolean | null }>(
    `select s.sid, s.data, t.expires_at <= now() as expired, a.developer
       from app_tokens t join sessions s on s.sid = t.sid
       left join accounts a on a.id = (s.data->>'accountId')::uuid
      where t.token_hash = $1 and t.kind = 'access'
        and s.expires_at > now() and s.created_at > now() - ($2::bigint * interval '1 millisecond')`,
    [tokenDigest(token), settings.absoluteMs],
  );
  const row = r.rows[0];
  if (!row) return { status: 'unknown' };
  if (row.expired) return { status: 'expired' };
  const { developer: _atSignIn, ...data } = row.data;
  return { status: 'valid', sid: row.sid, data: row.developer === true ? { ...data, developer: true } : data };
}

export type RefreshOutcome = { status: 'refreshed'; sid: string; data: AppSessionData; tokens: AppTokens } | { status: 'reused' } | { status: 'unknown' };

/**
 * Exchanges a refresh token (inside the caller's transaction): the token is marked used, the
 * session's idle time starts again, and a new pair is issued. A token already used ends its session
 * (every token of it stops working): only one party can hold the current token, so a second use
 * means a copy is about. Expired access tokens and long-used refresh tokens of the session are dropped.
 */
export async function exchangeRefreshToken(tx: Queryable, token: string, settings: AppSessionSettings): Promise<RefreshOutcome> {
  if (!wellFormedToken(token, 'refresh')) return { status: 'unknown' };
  const r = await tx.query<{ sid: string; used: boolean; data: AppSessionData }>(
    `select t.sid, t.used_at is not null as used, s.data
       from app_tokens t join sessions s on s.sid = t.sid
      where t.token_hash = $1 and t.kind = 'refresh'
        and s.expires_at > now() and s.created_at > now() - ($2::bigint * interval '1 millisecond')
      for update of t`,
    [tokenDigest(token), settings.absoluteMs],
  );
  const row = r.rows[0];
  if (!row) return { status: 'unknown' };
  if (row.used) {
    await tx.query('delete from sessions where sid = $1', [row.sid]);
    return { status: 'reused' };
  }
  await tx.query('update app_tokens set used_at = now() where token_hash = $1', [tokenDigest(token)]);
  await tx.query(
    `delete from app_tokens where sid = $1
        and ((kind = 'access' and expires_at <= now()) or (kind = 'refresh' and used_at < now() - ($2::int * interval '1 day')))`,
    [row.sid, USED_REFRESH_MEMORY_DAYS],
  );
  await tx.query(`update sessions set expires_at = now() + ($2::bigint * interval '1 millisecond') where sid = $1`, [row.sid, settings.idleMs]);
  return { status: 'refreshed', sid: row.sid, data: row.data, tokens: await issueTokens(tx, row.sid, settings) };
}

/** Stores an app session's data as it is now (its idle time starts again). */
export async function saveAppSession(db: Queryable, sid: string, data: AppSessionData, settings: Pick<AppSessionSettings, 'idleMs'>): Promise<void> {
  await db.query(`update sessions set data = $2, expires_at = now() + ($3::bigint * interval '1 millisecond') where sid = $1`, [
    sid,
    JSON.stringify(data),
    settings.idleMs,
  ]);
}

/** Ends an app's session: its row goes, and its tokens with it. */
export async function endAppSession(db: Queryable, sid: string): Promise<void> {
  await db.query('delete from sessions where sid = $1', [sid]);
}

// ---------------------------------------------------------------------------------------------
// The request's side: an app's session is `req.session` like a browser's, so every domain works
// with it unchanged; its changes are stored before the answer leaves (express-session does the
// same for cookies).

interface Attached {
  sid: string;
  /** The session's data as stored, to tell whether the request changed it. */
  stored: string;
  ended: boolean;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** The app session a bearer token opened for this request (beside `session`, as express-session keeps its own). */
      appSession?: Attached;
    }
  }
}

/** The session's own fields (express-session's Session keeps its methods on the prototype). */
export function sessionFields(s: object): AppSessionData {
  const { cookie: _cookie, ...rest } = Object.fromEntries(Object.entries(s).filter(([, v]) => typeof v !== 'function')) as Partial<SessionData>;
  return rest;
}

/** Makes the app session `sid` the request's session (`req.session`, `req.sessionID`). */
export function attachAppSession(req: Request, sid: string, data: AppSessionData): void {
  req.sessionID = sid;
  // express-session's Session copies the data's fields; its constructor is not in the typings.
  const SessionClass = session.Session as unknown as new (req: Request, data: AppSessionData) => typeof req.session;
  req.session = new SessionClass(req, { ...data });
  req.appSession = { sid, stored: JSON.stringify(sessionFields(req.session)), ended: false };
}

/** Whether the request was made with a bearer token (its session is an app's). */
export function isAppRequest(req: Request): boolean {
  return req.appSession !== undefined;
}

/** The request's app session id, or null for a browser's request. */
export function appSessionId(req: Request): string | null {
  return req.appSession?.sid ?? null;
}

/** Marks the request's app session as ended: nothing of it is stored when the answer leaves. */
export function detachAppSession(req: Request): void {
  const a = req.appSession;
  if (a) a.ended = true;
}

/** The request's app session data when the request changed it (null when there is nothing to store). */
export function changedAppSession(req: Request): { sid: string; data: AppSessionData } | null {
  const a = req.appSession;
  if (!a || a.ended) return null;
  const data = sessionFields(req.session);
  return JSON.stringify(data) === a.stored ? null : { sid: a.sid, data };
}
