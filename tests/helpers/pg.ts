import crypto from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server for tests (set by .ci/run), or null: PostgreSQL tests are then skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? null;

export interface TempPgDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * Creates an empty database of its own on the test server, so test files running in parallel
 * never see each other's rows; `drop()` removes it.
 */
export async function createTempPgDatabase(): Promise<TempPgDatabase> {
  // Read at the call, not at import: a bench names its server (BENCH_DATABASE_URL) after importing this.
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('TEST_DATABASE_URL is not set');
  const name = `shop_t_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
