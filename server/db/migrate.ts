import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  /** File name without extension, for example `001_core`; the number decides the order. */
  id: string;
  sql: string;
}

/** Reads `NNN_name.sql` files in numeric order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: f.replace(/\.sql$/, ''), sql: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/**
 * Applies the migrations not yet recorded, each in its own transaction together with its record,
 * so a failed migration leaves nothing half done. On PostgreSQL an advisory lock keeps two gateway
 * processes starting at once from applying the same migration twice.
 */
export async function migrate(db: Db, migrations = readMigrations()): Promise<string[]> {
  // Under the same lock as the migrations: two gateways starting at once on one PostgreSQL would
  // otherwise race on creating the table (a duplicate pg_type row fails one of them).
  await db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727274)');
    await tx.query(
      `create table if not exists schema_migrations (
         id text primary key,
         applied_at timestamptz not null default now()
       )`,
    );
  });
  const applied: string[] = [];
  for (const m of migrations) {
    const done = await db.transaction(async (tx) => {
      if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock(727274)');
      const seen = await tx.query('select 1 from schema_migrations where id = $1', [m.id]);
      if (seen.rows.length > 0) return false;
      for (const statement of splitStatements(m.sql)) await tx.query(statement);
      await tx.query('insert into schema_migrations (id) values ($1)', [m.id]);
      return true;
    });
    if (done) applied.push(m.id);
  }
  return applied;
}

/**
 * Splits a migration file into statements at semicolons that end a line. Statements whose body
 * needs inner semicolons (functions) use dollar quoting, which this keeps together.
 */
export function splitStatements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let inDollar = false;
  for (const line of sql.split('\n')) {
    if (/^\s*--/.test(line) && !inDollar) continue;
    const dollars = line.match(/\$\$/g)?.length ?? 0;
    if (dollars % 2 === 1) inDollar = !inDollar;
    current += line + '\n';
    if (!inDollar && /;\s*$/.test(line)) {
      out.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}
