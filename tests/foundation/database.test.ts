import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations, splitStatements } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import type { Db } from '../../server/db';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';

describe('splitting migrations into statements', () => {
  it('splits at line-ending semicolons, skips comments, keeps dollar-quoted bodies whole', () => {
    const sql = [
      '-- a comment; not a statement',
      'create table a (id int);',
      'create function f() returns int language plpgsql as $$',
      'begin',
      '  return 1;',
      'end;',
      '$$;',
      'insert into a values (1);',
    ].join('\n');
    const parts = splitStatements(sql);
    expect(parts).toHaveLength(3);
    expect(parts[1]).toContain('return 1;');
    expect(parts[2]).toBe('insert into a values (1);');
  });

  it('reads the migration files in numeric order', () => {
    const ids = readMigrations().map((m) => m.id);
    expect(ids[0]).toBe('001_core');
    expect([...ids].sort()).toEqual(ids);
  });
});

/** The same checks on both drivers: the SQL of the shop must run unchanged on each. */
function databaseSuite(name: string, open: () => Promise<Db>) {
  describe(name, () => {
    let db: Db;
    afterAll(async () => {
      await db?.close();
    });

    it('applies every migration once and records it', async () => {
      db = await open();
      const first = await migrate(db);
      expect(first).toEqual(readMigrations().map((m) => m.id));
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ id: string }>('select id from schema_migrations order by id');
      expect(recorded.rows.map((r) => r.id)).toEqual(first);
    });

    it('round-trips rows with parameters, accents and JSON', async () => {
      await db.query('insert into shop_settings (key, value) values ($1, $2)', ['saludo', JSON.stringify({ texto: 'Bujía de encendido' })]);
      const r = await db.query<{ value: { texto: string } }>('select value from shop_settings where key = $1', ['saludo']);
      expect(r.rows[0].value.texto).toBe('Bujía de encendido');
      const folded = await db.query<{ f: string }>('select unaccent($1) as f', ['Bujía Suspensión']);
      expect(folded.rows[0].f).toBe('Bujia Suspension');
    });

    it('keeps parameters as data, never as SQL', async () => {
      const evil = "x'); drop table shop_settings; --";
      await db.query('insert into shop_settings (key, value) values ($1, $2)', [evil, '1']);
      const r = await db.query<{ n: number }>('select count(*)::int as n from shop_settings where key = $1', [evil]);
      expect(r.rows[0].n).toBe(1);
    });

    it('rolls a failed transaction back completely', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into shop_settings (key, value) values ($1, $2)', ['half-done', '1']);
          throw new Error('failure after the insert');
        }),
      ).rejects.toThrow('failure after the insert');
      const r = await db.query('select 1 from shop_settings where key = $1', ['half-done']);
      expect(r.rows).toHaveLength(0);
    });
  });
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-'));
afterAll(() => fs.rmSync(pgliteDir, { recursive: true, force: true }));
databaseSuite('PGlite', () => openPglite(pgliteDir));

let temp: TempPgDatabase | null = null;
afterAll(async () => {
  await temp?.drop();
});
describe.runIf(TEST_DATABASE_URL)('PostgreSQL (TEST_DATABASE_URL)', () => {
  databaseSuite('driver', async () => {
    temp = await createTempPgDatabase();
    return openPostgres(temp.url);
  });

  it('lets several gateways start at once on a new database: each migrates or waits, none fails', async () => {
    const fresh = await createTempPgDatabase();
    const dbs = await Promise.all(Array.from({ length: 6 }, () => openPostgres(fresh.url)));
    try {
      const applied = await Promise.all(dbs.map((db) => migrate(db)));
      // Every migration is applied exactly once, by whichever gateway got the lock first.
      expect(applied.flat().sort()).toEqual(readMigrations().map((m) => m.id).sort());
    } finally {
      await Promise.all(dbs.map((db) => db.close()));
      await fresh.drop();
    }
  });
});
