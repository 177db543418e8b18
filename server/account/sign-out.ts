import crypto from 'node:crypto';
import Bowser from 'bowser';
import type { Queryable } from '../db';
import type { DeviceInfo } from '../session/app-session';

/**
 * Where an account is signed in, and signing it out. Browsers (cookie sessions) and apps (sessions
 * opened by bearer tokens) are rows of one table, `sessions`, so one statement ends either kind; an
 * app's tokens go with its session (`app_tokens` cascades), so a signed-out device is refused at
 * once by every gateway. Password changes (and a password reset) call `signOutEverywhere`.
 */

/**
 * Ends every session of the account, browsers and apps alike, except `except` (the session id of
 * the request that asks, which stays signed in; null ends them all). Answers how many ended.
 */
export async function signOutEverywhere(db: Queryable, accountId: string, options: { except: string | null }): Promise<number> {
  const r = await db.query(`delete from sessions where data->>'accountId' = $1 and ($2::text is null or sid <> $2)`, [accountId, options.except]);
  return r.rowCount;
}

/** The id a signed-in device is known by in the API: a digest of its session id, which never leaves the server. */
export function deviceId(sid: string): string {
  return crypto.createHash('sha256').update(`device:${sid}`).digest('base64url').slice(0, 22);
}

export interface DeviceModel {
  id: string;
  kind: 'BROWSER' | 'APP';
  name: string;
  signedInAt: string;
  lastActiveAt: string;
  current: boolean;
}

/** A browser's name read from its user agent: 'Firefox 128 · Linux', or 'Web browser' when it says nothing useful. */
export function browserName(userAgent: string | undefined): string {
  if (!userAgent) return 'Web browser';
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const os = parsed.os.name ?? '';
  return [browser || 'Web browser', os].filter(Boolean).join(' · ');
}

interface SessionRow {
  sid: string;
  device: DeviceInfo | null;
  created_at: Date | string;
  expires_at: Date | string;
}

async function accountSessions(db: Queryable, accountId: string, absoluteMs: number): Promise<SessionRow[]> {
  const r = await db.query<SessionRow>(
    `select sid, data->'device' as device, created_at, expires_at from sessions
      where data->>'accountId' = $1 and expires_at > now() and created_at > now() - ($2::bigint * interval '1 millisecond')
      order by expires_at desc`,
    [accountId, absoluteMs],
  );
  return r.rows;
}

/**
 * The account's live sessions as devices, most recently active first. A session's expiry moves
 * forward by the idle timeout each time it is used (apps: each time they refresh their tokens), so
 * its last activity is its expiry less that timeout.
 */
export async function listDevices(db: Queryable, accountId: string, current: string | null, timeouts: { idleMs: number; absoluteMs: number }): Promise<DeviceModel[]> {
  const rows = await accountSessions(db, accountId, timeouts.absoluteMs);
  return rows.map((row) => {
    const app = row.device?.kind === 'app';
    const signedInAt = new Date(row.created_at);
    const lastActive = new Date(Math.max(signedInAt.getTime(), new Date(row.expires_at).getTime() - timeouts.idleMs));
    return {
      id: deviceId(row.sid),
      kind: app ? 'APP' : 'BROWSER',
      name: app ? (row.device?.name ?? 'App') : browserName(row.device?.userAgent),
      signedInAt: signedInAt.toISOString(),
      lastActiveAt: lastActive.toISOString(),
      current: row.sid === current,
    };
  });
}

/** Ends the account's session known as device `id`; false when the account has no such device. */
export async function signOutDevice(db: Queryable, accountId: string, id: string, absoluteMs: number): Promise<{ ended: boolean; sid: string | null }> {
  const target = (await accountSessions(db, accountId, absoluteMs)).find((row) => deviceId(row.sid) === id);
  if (!target) return { ended: false, sid: null };
  const r = await db.query(`delete from sessions where sid = $1 and data->>'accountId' = $2`, [target.sid, accountId]);
  return { ended: r.rowCount > 0, sid: target.sid };
}
