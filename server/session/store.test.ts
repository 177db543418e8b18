import session from 'express-session';
import { describe, expect, it } from 'vitest';
import type { Db, QueryResult } from '../db';
import { DbSessionStore } from './store';

/** A database that remembers the statements sent to it and answers a session row for reads. */
function fakeDb(expiresAt: Date) {
  const sent: string[] = [];
  const db = {
    kind: 'pglite',
    async query<T>(sql: string): Promise<QueryResult<T>> {
      sent.push(sql.trim().split(/\s+/)[0]);
      const rows = sql.includes('select data') ? [{ data: { cookie: {} }, expires_at: expiresAt }] : [];
      return { rows: rows as T[], rowCount: rows.length };
    },
  } as unknown as Db;
  return { db, sent };
}

const call = (fn: (cb: (err?: unknown) => void) => void) => new Promise<void>((resolve, reject) => fn((err) => (err ? reject(err) : resolve())));
const data = (expires: number) => ({ cookie: { expires: new Date(expires) } }) as unknown as session.SessionData;

describe('the session store', () => {
  it('writes a rolling expiry only once it has moved by a hundredth of the idle time (at most a minute)', async () => {
    const idleMs = 14 * 24 * 3_600_000;
    const stored = Date.now() + idleMs - 1_000;
    const { db, sent } = fakeDb(new Date(stored));
    const store = new DbSessionStore(db, idleMs, 90 * 24 * 3_600_000);
    try {
      await new Promise<void>((resolve, reject) => store.get('sid-1', (err) => (err ? reject(err) : resolve())));
      // A request a second after the last write: the stored expiry is close enough.
      await call((cb) => store.touch('sid-1', data(stored + 1_000), cb));
      expect(sent).toEqual(['select']);
      // Past a minute later than what is stored: written, and remembered.
      await call((cb) => store.touch('sid-1', data(stored + 61_000), cb));
      await call((cb) => store.touch('sid-1', data(stored + 62_000), cb));
      expect(sent).toEqual(['select', 'update']);
      // A session this store never read nor wrote is written.
      await call((cb) => store.touch('sid-2', data(stored), cb));
      expect(sent).toEqual(['select', 'update', 'update']);
    } finally {
      store.close();
    }
  });
});
