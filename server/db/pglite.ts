import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { Db, Queryable, QueryResult } from './types';

export { settleTemplateCopy, startFromTemplate } from './template';
export { DataDirInUse, lockDataDir } from './dir-lock';

/** Opens the embedded database in `dir` (created when missing), or in memory for `memory://`. */
export async function openPglite(dir: string): Promise<Db> {
  return pgliteDb(await createPglite(dir));
}

/**
 * How much a WebAssembly function runs before V8 compiles it again with its optimising compiler
 * (roughly, bytes executed; V8's default is 1,800,000). PostgreSQL's start inside the engine runs a
 * great deal of code once (catalogues, relation caches), and with the default V8 optimised hundreds
 * of those functions in its background threads while the shop started: 0.6–0.7 s of processor time
 * of a two-core start. A thousand times the default leaves them to the fast baseline compiler (at a
 * hundred times a few start-up functions still reached it, and their optimisation held the
 * database's thread ~60 ms once it had opened, before it served anyone: ~0.1 s of a start) and
 * still optimises what a running shop keeps calling within seconds of load (the mixed load's
 * throughput, from a cold start, and the database thread's processor time are the same either way).
 * The flag is the process's, read when an engine's module is compiled.
 */
const WASM_TIERING_BUDGET = 1_800_000_000;

/**
 * PostgreSQL's buffer pool in the embedded engine, where the data directory does not set its own
 * (postgresql.auto.conf: the tests' engines set 32 MB). PGlite's default of 128 MB is zeroed page by
 * page as the engine starts, in code V8 has not optimised yet: ~85 ms of each start's critical path
 * for a shop whose database is ~35 MB. 64 MB holds the whole of it with room to grow (pages beyond
 * the pool are read again from the files, which the system keeps cached), costs ~40 ms, and takes
 * 64 MB less of the primary's memory.
 */
const SHARED_BUFFERS = '64MB';

/** The engine's start parameters: PGlite's own, and the buffer pool unless the data directory sets it. */
function startParams(dir: string): string[] | undefined {
  if (dir.startsWith('memory://')) return undefined;
  const conf = path.join(dir, 'postgresql.auto.conf');
  if (fs.existsSync(conf) && /^\s*shared_buffers\s*=/m.test(fs.readFileSync(conf, 'utf8'))) return undefined;
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`];
}

/**
 * The PGlite engine itself on `dir`, with the extensions the shop's migrations use; in memory
 * (`memory://`) it may start from a data directory's tarball (`load`: PGlite's `dumpDataDir`).
 */
export async function createPglite(dir: string, load?: Blob): Promise<PGlite> {
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const params = startParams(dir);
  return PGlite.create({ dataDir: dir, extensions: { pg_trgm, unaccent }, ...(load ? { loadDataDir: load } : {}), ...(params ? { startParams: params } : {}) });
}

/** The shop's `Db` on an open PGlite engine (closing it closes the engine). */
export function pgliteDb(pg: PGlite): Db {
  const wrap = (q: Pick<PGlite, 'query'>): Queryable => ({
    async query<T>(sql: string, params: readonly unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[]);
      // As PostgreSQL's own client counts: the rows of a query that returns rows, else those it changed.
      return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
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
