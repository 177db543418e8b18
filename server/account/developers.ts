import type { AdminContext, StaffActor } from '../admin/context';
import type { Queryable } from '../db';
import { APP_SESSION_PREFIX, appSessionSettings, type DeviceInfo } from '../session';
import { recordAudit } from '../staff/audit';
import { deviceId } from './sign-out';

/**
 * Shopper accounts as the back office manages their apps: finding them by e-mail, marking them as
 * developers (their apps' tokens may then send any GraphQL document where only the published
 * operations run), and listing and revoking their app sessions and tokens. The developer flag is
 * read from `accounts` with every access token (server/session/app-session.ts), so a mark or unmark
 * holds from the next request of the account's existing apps; a revoked session's tokens are
 * refused at once by every gateway (they go with its row). Every write is audited.
 */

type Ctx = Pick<AdminContext, 'db' | 'config' | 'clientAddress'> & { staff: StaffActor | null };

export interface ShopperAccountModel {
  id: string;
  email: string;
  name: string;
  developer: boolean;
  createdAt: string;
}

export interface AppTokenModel {
  kind: 'ACCESS' | 'REFRESH';
  createdAt: string;
  /** Access tokens: when they stop working. */
  expiresAt: string | null;
  /** Refresh tokens: when exchanged for new ones. */
  usedAt: string | null;
  /** Whether it still opens the session now. */
  live: boolean;
}

export interface AppSessionModel {
  /** The id the session is known by outside the server (a digest of its id, as the shopper's list of devices). */
  id: string;
  deviceName: string;
  signedInAt: string;
  lastActiveAt: string;
  /** When it ends unless used again (idle), or at the latest (absolute), whichever comes first. */
  expiresAt: string;
  tokens: AppTokenModel[];
}

export const MAX_ACCOUNT_RESULTS = 50;

const iso = (d: Date | string) => new Date(d).toISOString();
const likePrefix = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';

interface AccountRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  developer: boolean;
  created_at: Date | string;
}

function toAccount(row: AccountRow): ShopperAccountModel {
  return { id: row.id, email: row.email, name: `${row.first_name} ${row.last_name}`.trim(), developer: row.developer, createdAt: iso(row.created_at) };
}

const ACCOUNT_COLUMNS = 'id, email, first_name, last_name, developer, created_at';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AccountAppsError extends Error {
  constructor(
    readonly reason: 'NOT_FOUND' | 'SEARCH_TOO_SHORT',
    message: string,
  ) {
    super(message);
  }
}

/** Accounts whose e-mail begins with `email` (at least 2 characters), in the order of their e-mails; developers only when asked. */
export async function findAccounts(ctx: Pick<Ctx, 'db'>, email: string, options: { developersOnly?: boolean; first?: number } = {}): Promise<ShopperAccountModel[]> {
  const prefix = email.trim().toLowerCase();
  if (prefix.length < 2 && !options.developersOnly) throw new AccountAppsError('SEARCH_TOO_SHORT', 'Write at least 2 characters of the e-mail.');
  const first = Math.max(1, Math.min(MAX_ACCOUNT_RESULTS, options.first ?? 20));
  const r = await ctx.db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from accounts where email_lower like $1 ${options.developersOnly ? 'and developer' : ''} order by email_lower limit $2`,
    [likePrefix(prefix), first],
  );
  return r.rows.map(toAccount);
}

export async function findAccount(ctx: Pick<Ctx, 'db'>, id: string, db: Queryable = ctx.db, lock = false): Promise<ShopperAccountModel | null> {
  if (!UUID.test(id)) return null;
  const r = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from accounts where id = $1${lock ? ' for update' : ''}`, [id]);
  return r.rows[0] ? toAccount(r.rows[0]) : null;
}

function actorOf(ctx: Ctx): StaffActor {
  if (!ctx.staff) throw new Error('an apps write without a signed-in staff member');
  return ctx.staff;
}

/** Marks (or unmarks) an account as a developer; audited when it changes. Its apps' next requests see it. */
export async function setDeveloper(ctx: Ctx, accountId: string, developer: boolean, reason: string): Promise<ShopperAccountModel> {
  const staff = actorOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await findAccount(ctx, accountId, tx, true);
    if (!before) throw new AccountAppsError('NOT_FOUND', `No shopper account ${accountId}.`);
    if (before.developer === developer) return before;
    await tx.query('update accounts set developer = $2 where id = $1', [accountId, developer]);
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: developer ? 'account.mark-developer' : 'account.unmark-developer',
      entity: 'account',
      entityId: accountId,
      before: { email: before.email, developer: before.developer },
      after: { email: before.email, developer },
      reason,
      address: ctx.clientAddress,
    });
    return { ...before, developer };
  });
}

interface SessionRow {
  sid: string;
  device: DeviceInfo | null;
  created_at: Date | string;
  expires_at: Date | string;
}

async function liveAppSessions(db: Queryable, accountId: string, absoluteMs: number): Promise<SessionRow[]> {
  const r = await db.query<SessionRow>(
    `select sid, data->'device' as device, created_at, expires_at from sessions
      where data->>'accountId' = $1 and sid like $2 and expires_at > now() and created_at > now() - ($3::bigint * interval '1 millisecond')
      order by created_at desc`,
    [accountId, `${APP_SESSION_PREFIX}%`, absoluteMs],
  );
  return r.rows;
}

/** The account's live app sessions, newest first, each with its tokens (their dates and kinds; never the tokens themselves). */
export async function appSessionsOf(ctx: Pick<Ctx, 'db' | 'config'>, accountId: string): Promise<AppSessionModel[]> {
  const { idleMs, absoluteMs } = appSessionSettings(ctx.config);
  const sessions = await liveAppSessions(ctx.db, accountId, absoluteMs);
  if (sessions.length === 0) return [];
  const tokens = await ctx.db.query<{ sid: string; kind: 'access' | 'refresh'; created_at: Date | string; expires_at: Date | string | null; used_at: Date | string | null; live: boolean }>(
    `select sid, kind, created_at, expires_at, used_at,
            (case when kind = 'access' then expires_at > now() else used_at is null end) as live
       from app_tokens where sid = any($1::text[]) order by created_at desc, kind`,
    [sessions.map((s) => s.sid)],
  );
  return sessions.map((s) => {
    const signedIn = new Date(s.created_at);
    const idleEnd = new Date(s.expires_at);
    const absoluteEnd = new Date(signedIn.getTime() + absoluteMs);
    return {
      id: deviceId(s.sid),
      deviceName: s.device?.name ?? 'App',
      signedInAt: signedIn.toISOString(),
      lastActiveAt: new Date(Math.max(signedIn.getTime(), idleEnd.getTime() - idleMs)).toISOString(),
      expiresAt: (idleEnd < absoluteEnd ? idleEnd : absoluteEnd).toISOString(),
      tokens: tokens.rows
        .filter((t) => t.sid === s.sid)
        .map((t) => ({
          kind: t.kind === 'access' ? 'ACCESS' : 'REFRESH',
          createdAt: iso(t.created_at),
          expiresAt: t.expires_at ? iso(t.expires_at) : null,
          usedAt: t.used_at ? iso(t.used_at) : null,
          live: t.live,
        })),
    };
  });
}

/**
 * Ends one of the account's app sessions (`sessionId` as listed) or, with null, all of them; its
 * tokens stop working at once. Audited with the devices ended; answers how many ended.
 */
export async function revokeAppSessions(ctx: Ctx, accountId: string, sessionId: string | null, reason: string): Promise<number> {
  const staff = actorOf(ctx);
  const { absoluteMs } = appSessionSettings(ctx.config);
  return ctx.db.transaction(async (tx) => {
    const account = await findAccount(ctx, accountId, tx);
    if (!account) throw new AccountAppsError('NOT_FOUND', `No shopper account ${accountId}.`);
    const live = await liveAppSessions(tx, accountId, absoluteMs);
    const targets = sessionId === null ? live : live.filter((s) => deviceId(s.sid) === sessionId);
    if (sessionId !== null && targets.length === 0) throw new AccountAppsError('NOT_FOUND', `The account has no app session ${sessionId}.`);
    if (targets.length === 0) return 0;
    const r = await tx.query(`delete from sessions where sid = any($1::text[]) and data->>'accountId' = $2`, [targets.map((s) => s.sid), accountId]);
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: sessionId === null ? 'account.revoke-app-sessions' : 'account.revoke-app-session',
      entity: 'account',
      entityId: accountId,
      before: { email: account.email, appSessions: targets.map((s) => ({ id: deviceId(s.sid), deviceName: s.device?.name ?? 'App' })) },
      after: { email: account.email, appSessions: live.length - r.rowCount },
      reason,
      address: ctx.clientAddress,
    });
    return r.rowCount;
  });
}
