import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Db } from '../../../server/db';
import { createPglite, pgliteDb } from '../../../server/db/pglite';
import { servePglite, type PgliteServer } from '../../../server/db/pglite-server';
import { openPostgres } from '../../../server/db/postgres';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../../helpers/pg';
import { pgliteTemplate } from '../../helpers/pglite-template';

/** Two workers' connections to one database, as two gateway processes have them. */
export interface Workers {
  dbs: [Db, Db];
  /** Where another process reaches the same database (null: PGlite belongs to this process). */
  url: string | null;
  close(): Promise<void>;
}

/** A copy of the migrated embedded database, opened as PGlite itself. */
async function migratedPglite(): Promise<{ engine: PGlite; dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-jobs-'));
  fs.cpSync(await pgliteTemplate(), path.join(dir, 'pglite'), { recursive: true });
  return { engine: await createPglite(path.join(dir, 'pglite')), dir };
}

/**
 * The three ways the shop's gateway processes share one database, each opened fresh and migrated:
 * PGlite in one process, PGlite served by the primary to two worker processes, and PostgreSQL
 * (on TEST_DATABASE_URL's server, skipped without it) with a pool per gateway.
 */
export const jobDatabases = (): { name: string; skip: boolean; open(): Promise<Workers> }[] => [
  {
    name: 'PGlite in one process',
    skip: false,
    async open() {
      const { engine, dir } = await migratedPglite();
      const db = pgliteDb(engine);
      return {
        dbs: [db, db],
        url: null,
        async close() {
          await db.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    // As `npm start` runs it: PGlite in the primary, served to each worker over its socket.
    name: 'PGlite served to two worker processes',
    skip: false,
    async open() {
      const { engine, dir } = await migratedPglite();
      const server: PgliteServer = await servePglite(engine, dir);
      const a = await openPostgres(server.connectionString, 4);
      const b = await openPostgres(server.connectionString, 4);
      return {
        dbs: [a, b],
        url: server.connectionString,
        async close() {
          await a.close();
          await b.close();
          await server.close();
          await engine.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: 'PostgreSQL with a pool per gateway',
    skip: !TEST_DATABASE_URL,
    async open() {
      const temp = await createTempPgDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-jobs-'));
      const a = await openDatabase({ databaseUrl: temp.url, dataDir });
      const b = await openDatabase({ databaseUrl: temp.url, dataDir });
      return {
        dbs: [a, b],
        url: temp.url,
        async close() {
          await a.close();
          await b.close();
          await temp.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  },
];

