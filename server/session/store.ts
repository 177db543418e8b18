import session from 'express-session';
import type { Db } from '../db';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session store kept in the shop's database, so sessions survive restarts and every
 * gateway process sees the same ones. A session ends after `idleMs` without a request (the idle
 * timeout) or `absoluteMs` after it began, whatever its activity (the absolute timeout). Expired rows
 * are pruned every few minutes.
 */
export class DbSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    private readonly absoluteMs: number,
    pruneEveryMs = 5 * 60_000,
  ) {
    super();
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), pruneEveryMs);
    this.pruneTimer.unref();
  }

  override get(sid: string, cb: Callback<session.SessionData | null>): void {
    this.db
      .query<{ data: session.SessionData }>(
        `select data from sessions
          where sid = $1 and expires_at > now() and created_at > now() - ($2::bigint * interval '1 millisecond')`,
        [sid, this.absoluteMs],
      )
      .then((r) => cb(null, r.rows[0]?.data ?? null), cb);
  }

  override set(sid: string, data: session.SessionData, cb?: Callback): void {
    this.db
      .query(
        `insert into sessions (sid, data, expires_at) values ($1, $2, $3)
         on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [sid, JSON.stringify(data), this.expiry(data)],
      )
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override touch(sid: string, data: session.SessionData, cb?: Callback): void {
    this.db
      .query('update sessions set expires_at = $2 where sid = $1', [sid, this.expiry(data)])
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.db.query('delete from sessions where sid = $1', [sid]).then(() => cb?.(), (err) => cb?.(err));
  }

  /** Deletes sessions whose idle or absolute time ran out. */
  async prune(): Promise<number> {
    const r = await this.db.query(
      `delete from sessions
        where expires_at <= now() or created_at <= now() - ($1::bigint * interval '1 millisecond')`,
      [this.absoluteMs],
    );
    return r.rowCount;
  }

  close(): void {
    clearInterval(this.pruneTimer);
  }

  private expiry(data: session.SessionData): Date {
    const cookieExpiry = data.cookie?.expires ? new Date(data.cookie.expires) : null;
    return cookieExpiry ?? new Date(Date.now() + this.idleMs);
  }
}
