import { catalogChanged } from '../catalog';
import type { Db, Queryable } from '../db';
import { WRITE_KINDS, type WriteKindName } from './policy';

function isDb(q: Queryable): q is Db {
  return typeof (q as Partial<Db>).transaction === 'function';
}

/**
 * Writes that change what public answers and pages show, recorded as the cache policy names them
 * (server/cache/policy.ts `WRITE_KINDS`): the kind's counter in `cache_versions` moves, so the
 * catalogue version moves and every kept answer and page made before is no longer used.
 */
export const cacheWrites = {
  /**
   * Records a write. Given the transaction that makes the write, the counter moves with it (and
   * not at all if it rolls back): call `published(db)` once it is committed. Given the database
   * itself, the version of this gateway moves at once.
   */
  async record(q: Queryable, kind: WriteKindName): Promise<void> {
    if (!(kind in WRITE_KINDS)) throw new Error(`unknown cache write kind: ${String(kind)}`);
    await q.query(
      `insert into cache_versions (kind, version, changed_at) values ($1, 1, now())
       on conflict (kind) do update set version = cache_versions.version + 1, changed_at = now()`,
      [kind],
    );
    if (isDb(q)) await catalogChanged(q);
  },

  /** After a transaction that recorded writes is committed: this gateway stops using what it kept at once (the others within a few seconds). */
  async published(db: Db): Promise<void> {
    await catalogChanged(db);
  },

  /** Runs `write` in a transaction that records `kind`, then moves this gateway's version. */
  async write<T>(db: Db, kind: WriteKindName, write: (tx: Queryable) => Promise<T>): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const out = await write(tx);
      await cacheWrites.record(tx, kind);
      return out;
    });
    await catalogChanged(db);
    return result;
  },
};
