import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable, QueryResult } from './types';

export { startFromTemplate } from './template';

/** Opens the embedded database in `dir` (created when missing), or in memory for `memory://`. */
export async function openPglite(dir: string): Promise<Db> {
  return pgliteDb(await createPglite(dir));
}

/**
 * The PGlite engine itself on `dir`, with the extensions the shop's migrations use; in memory
 * (`memory://`) it may start from a data directory's tarball (`load`: PGlite's `dumpDataDir`).
 */
export async function createPglite(dir: string, load?: Blob): Promise<PGlite> {
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  return PGlite.create({ dataDir: dir, extensions: { pg_trgm, unaccent }, ...(load ? { loadDataDir: load } : {}) });
}

/** The shop's `Db` on an open PGlite engine (closing it closes the engine). */
export function pgliteDb(pg: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? 0 };
    },
  });
  const base = wrap(pg);
  let closed = false;

  return {
    kind: 'pglite',
    onThisThread: true,
    query: base.query,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async ping() {
      await pg.query('select 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}
