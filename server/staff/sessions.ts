import crypto from 'node:crypto';
import type { Db, Queryable } from '../db';
import { readCookie } from '../http/cookies';

/**
 * Staff sessions, apart from shoppers': their own cookie (`staff-sid`, HttpOnly, SameSite=Strict,
 * path /admin, Secure in production), their own table (the cookie's token is kept as its SHA-256
 * digest only), a short idle timeout (STAFF_IDLE_MINUTES) and an absolute one (STAFF_SESSION_HOURS).
 * A session starts at the password (stage `second-factor`, 5 minutes to give the code) and gets a
 * new token once the second factor is right: any token known before signing in is worth nothing after.
 */
export const STAFF_COOKIE = 'staff-sid';
export const STAFF_COOKIE_PATH = '/admin';
/** The time between the password and the second factor. */
const SECOND_FACTOR_MS = 5 * 60_000;
/** A request moves `last_seen_at` only once it lags this much (one write a minute, not one a request). */
const TOUCH_SLACK_MS = 15_000;

export interface StaffSessionSettings {
  idleMs: number;
  absoluteMs: number;
  secureCookie: boolean;
}

export type SessionStage = 'second-factor' | 'signed-in';

export interface StaffSessionRow {
  tokenHash: string;
  staffId: string;
  stage: SessionStage;
  pendingTotpSecret: string | null;
  lastSeenAt: Date;
  /** The member as the session was read with them (one query): e-mail, name, role and its listed permissions; null for a session started by this request. */
  member: { email: string; name: string; role: string; listed: string[] } | null;
}

export const tokenDigest = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** A cookie the answer sets (value) or clears (null). */
export interface StaffCookie {
  value: string | null;
  maxAgeMs: number;
}

/** The request's staff session as services see and change it. */
export interface StaffSessionHandle {
  readonly current: StaffSessionRow | null;
  /** When the session ends without another request. */
  idleExpiresAt(): Date;
  /** Ends the current session (if any) and starts a new one with a new token (the cookie changes). */
  start(tx: Queryable, staffId: string, stage: SessionStage, pendingTotpSecret: string | null, address: string): Promise<void>;
  /** Ends the current session; the cookie is cleared. */
  end(tx: Queryable): Promise<void>;
  /** The cookie to set on the answer, if the session changed. */
  readonly cookie: StaffCookie | null;
}

/** Reads the session of a request's `Cookie` header: null when none, expired, idle too long, or its member is not active. */
export async function readStaffSession(db: Db, cookieHeader: string | undefined, settings: StaffSessionSettings): Promise<StaffSessionRow | null> {
  const token = readCookie(cookieHeader, STAFF_COOKIE);
  if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const r = await db.query<{ token_hash: string; staff_id: string; stage: SessionStage; pending_totp_secret: string | null; last_seen_at: Date | string; email: string; name: string; role: string; permissions: string[] }>(
    `select s.token_hash, s.staff_id, s.stage, s.pending_totp_secret, s.last_seen_at, m.email, m.name, m.role, r.permissions
       from staff_sessions s join staff_members m on m.id = s.staff_id join staff_roles r on r.code = m.role
      where s.token_hash = $1 and s.expires_at > now() and m.status = 'active'
        and s.last_seen_at > now() - ($2::bigint * interval '1 millisecond')`,
    [tokenDigest(token), settings.idleMs],
  );
  const row = r.rows[0];
  if (!row) return null;
  const lastSeenAt = new Date(row.last_seen_at);
  if (Date.now() - lastSeenAt.getTime() > TOUCH_SLACK_MS) {
    await db.query('update staff_sessions set last_seen_at = now() where token_hash = $1', [row.token_hash]);
  }
  return {
    tokenHash: row.token_hash,
    staffId: row.staff_id,
    stage: row.stage,
    pendingTotpSecret: row.pending_totp_secret,
    lastSeenAt: new Date(),
    member: { email: row.email, name: row.name, role: row.role, listed: row.permissions },
  };
}

export function staffSessionHandle(initial: StaffSessionRow | null, settings: StaffSessionSettings): StaffSessionHandle {
  let current = initial;
  let cookie: StaffCookie | null = null;
  return {
    get current() {
      return current;
    },
    get cookie() {
      return cookie;
    },
    idleExpiresAt: () => new Date((current?.lastSeenAt.getTime() ?? Date.now()) + settings.idleMs),
    async start(tx, staffId, stage, pendingTotpSecret, address) {
      if (current) await tx.query('delete from staff_sessions where token_hash = $1', [current.tokenHash]);
      const token = crypto.randomBytes(32).toString('base64url');
      const lifetime = stage === 'second-factor' ? SECOND_FACTOR_MS : settings.absoluteMs;
      await tx.query(
        `insert into staff_sessions (token_hash, staff_id, stage, pending_totp_secret, expires_at, address)
         values ($1, $2, $3, $4, now() + ($5::bigint * interval '1 millisecond'), $6)`,
        [tokenDigest(token), staffId, stage, pendingTotpSecret, lifetime, address],
      );
      current = { tokenHash: tokenDigest(token), staffId, stage, pendingTotpSecret, lastSeenAt: new Date(), member: null };
      cookie = { value: token, maxAgeMs: settings.absoluteMs };
    },
    async end(tx) {
      if (current) await tx.query('delete from staff_sessions where token_hash = $1', [current.tokenHash]);
      current = null;
      cookie = { value: null, maxAgeMs: 0 };
    },
  };
}

/** Ends every session of a staff member (disabled, role changed, password set). */
export async function endSessionsOf(tx: Queryable, staffId: string): Promise<void> {
  await tx.query('delete from staff_sessions where staff_id = $1', [staffId]);
}

/** Drops sessions past their end (run now and then). */
export async function pruneStaffSessions(db: Queryable, idleMs: number): Promise<void> {
  await db.query(`delete from staff_sessions where expires_at <= now() or last_seen_at <= now() - ($1::bigint * interval '1 millisecond')`, [idleMs]);
}
