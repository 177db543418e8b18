import path from 'node:path';
import type { Config } from '../config';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import { settleTemplateCopy } from './template';
import type { Db } from './types';

export type { Db, Queryable, QueryResult } from './types';
export { migrate } from './migrate';
export { SAMPLE_TEMPLATE_WRITTEN, settleTemplateCopy, startFromTemplate } from './template';
export { DataDirInUse, lockDataDir } from './dir-lock';

/** The embedded database in `dir` (its engine is loaded only by a process that opens one). */
export async function openPglite(dir: string): Promise<Db> {
  return (await import('./pglite')).openPglite(dir);
}

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite) and migrates it. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Db> {
  const db = config.databaseUrl
    ? await openPostgres(config.databaseUrl)
    : await openPglite(path.join(config.dataDir, 'pglite'));
  try {
    await migrate(db);
    if (!config.databaseUrl) await settleTemplateCopy(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}
