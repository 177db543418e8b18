import session from 'express-session';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db';

type Callback<T = void> = (err?: unknown, value?: T) => void;

/**
 * express-session store kept in the shop's database, so sessions survive restarts and every
 * gateway process sees the same ones. A session ends after `idleMs` without a request (the idle
 * timeout) or `absoluteMs` after it began, whatever its activity (the absolute timeout). Expired rows
 * are pruned every few minutes.
 *
 * The idle timeout rolls with every request, but the row's expiry is written only once it has
 * moved by a hundredth of the idle time (at most a minute): a session asking many times a minute
 * costs one read per request, not a read and a write. The expiry known for a session (read or
 * written by this process) is remembered for that.
 */
export class DbSessionStore extends session.Store {
  private readonly pruneTimer: NodeJS.Timeout;
  /** The expiry stored for a session, as last read or written by this process (ms since the epoch). */
  private readonly storedExpiry = new LRUCache<string, number>({ max: 50_000 });
  /** How far the expiry may lag behind before a touch writes it. */
  private readonly touchSlackMs: number;

  constructor(
    private readonly db: Db,
    private readonly idleMs: number,
    private readonly absoluteMs: number,
    pruneEveryMs = 5 * 60_000,
  ) {
    super();
    this.touchSlackMs = Math.min(60_000, idleMs / 100);
    this.pruneTimer = setInterval(() => void this.prune().catch(() => undefined), pruneEveryMs);
    this.pruneTimer.unref();
  }

  override get(sid: string, cb: Callback<session.SessionData | null>): void {
    this.db
      .query<{ data: session.SessionData; expires_at: Date | string }>(
        `select data, expires_at from sessions
          where sid = $1 and expires_at > now() and created_at > now() - ($2::bigint * interval '1 millisecond')`,
        [sid, this.absoluteMs],
      )
      .then((r) => {
        const row = r.rows[0];
        if (row) this.storedExpiry.set(sid, new Date(row.expires_at).getTime());
        else this.storedExpiry.delete(sid);
        cb(null, row?.data ?? null);
      }, cb);
  }

  override set(sid: string, data: session.SessionData, cb?: Callback): void {
    const expiry = this.expiry(data);
    this.db
      .query(
        `insert into sessions (sid, data, expires_at) values ($1, $2, $3)
         on conflict (sid) do update set data = excluded.data, expires_at = excluded.expires_at`,
        [sid, JSON.stringify(data), expiry],
      )
      .then(() => {
        this.storedExpiry.set(sid, expiry.getTime());
        cb?.();
      }, (err) => cb?.(err));
  }

  override touch(sid: string, data: session.SessionData, cb?: Callback): void {
    const expiry = this.expiry(data);
    const stored = this.storedExpiry.get(sid);
    if (stored !== undefined && expiry.getTime() - stored < this.touchSlackMs) {
      cb?.();
      return;
    }
    this.db
      .query('update sessions set expires_at = $2 where sid = $1', [sid, expiry])
      .then(() => {
        this.storedExpiry.set(sid, expiry.getTime());
        cb?.();
      }, (err) => cb?.(err));
  }

  override destroy(sid: string, cb?: Callback): void {
    this.storedExpiry.delete(sid);
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
