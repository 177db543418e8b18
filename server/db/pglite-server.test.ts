import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPglite } from './pglite';
import { servePglite, type PgliteServer } from './pglite-server';
import { openPostgres } from './postgres';
import type { Db } from './types';

let engine: PGlite;
let server: PgliteServer;
let socketDir: string;
const abandoned: string[] = [];
const opened: Db[] = [];

beforeAll(async () => {
  engine = await createPglite('memory://');
  await engine.exec('create table items (id serial primary key, label text not null)');
  socketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-db-test-'));
  server = await servePglite(engine, socketDir, { idleTransactionMs: 300, onAbandoned: (why) => abandoned.push(why) });
}, 60_000);

afterAll(async () => {
  for (const db of opened) await db.close().catch(() => undefined);
  await server.close();
  await engine.close();
  fs.rmSync(socketDir, { recursive: true, force: true });
});

async function connect(max = 4): Promise<Db> {
  const db = await openPostgres(server.connectionString, max);
  opened.push(db);
  return db;
}

async function count(db: Db, label: string): Promise<number> {
  const r = await db.query<{ n: number }>('select count(*)::int as n from items where label = $1', [label]);
  return r.rows[0].n;
}

describe('PGlite served to several workers over the PostgreSQL protocol', () => {
  it('keeps every connection’s parameterised statements apart when they arrive together', async () => {
    const [a, b, c] = await Promise.all([connect(), connect(), connect()]);
    const asked = Array.from({ length: 120 }, (_, i) => [a, b, c][i % 3].query<{ v: string; n: number }>('select $1::text as v, $2::int * 2 as n', [`value-${i}`, i]));
    const answers = await Promise.all(asked);
    answers.forEach((r, i) => expect(r.rows).toEqual([{ v: `value-${i}`, n: i * 2 }]));
  });

  it('runs a transaction alone: another worker neither sees its rows nor runs until it ends', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    const events: string[] = [];
    let release: () => void = () => undefined;
    const holding = new Promise<void>((r) => (release = r));
    const tx = a.transaction(async (t) => {
      await t.query('insert into items (label) values ($1)', ['isolated']);
      events.push('inserted');
      await holding;
      await t.query('insert into items (label) values ($1)', ['isolated']);
      events.push('committing');
    });
    while (!events.includes('inserted')) await new Promise((r) => setTimeout(r, 5));
    const seen = count(b, 'isolated').then((n) => {
      events.push(`other saw ${n}`);
      return n;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(events).toEqual(['inserted']);
    release();
    await tx;
    expect(await seen).toBe(2);
    expect(events).toEqual(['inserted', 'committing', 'other saw 2']);
  });

  it('rolls back a transaction that throws, and the next statements run as usual', async () => {
    const db = await connect();
    await expect(
      db.transaction(async (t) => {
        await t.query('insert into items (label) values ($1)', ['thrown']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count(db, 'thrown')).toBe(0);
    // An error inside a transaction leaves it failed ('E') until the rollback; then all is well.
    await expect(db.transaction((t) => t.query('select 1/0'))).rejects.toMatchObject({ code: '22012' });
    expect(await count(db, 'thrown')).toBe(0);
  });

  it('rolls back the transaction of a worker that goes away, and lets the others on', async () => {
    const client = new pg.Client({ connectionString: server.connectionString });
    await client.connect();
    await client.query('begin');
    await client.query('insert into items (label) values ($1)', ['gone']);
    const other = await connect();
    const waiting = count(other, 'gone');
    // The worker dies with its transaction open (its socket closes without a word).
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    client.on('error', () => undefined);
    expect(await waiting).toBe(0);
    expect(abandoned).toContain('closed');
  });

  it('rolls back a transaction left idle (a frozen worker), closes its connection, and lets the others on', async () => {
    const client = new pg.Client({ connectionString: server.connectionString });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('begin');
    await client.query('insert into items (label) values ($1)', ['idle']);
    const other = await connect();
    const started = Date.now();
    expect(await count(other, 'idle')).toBe(0);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(abandoned).toContain('idle');
    await expect(client.query('commit')).rejects.toThrow();
    expect(await count(other, 'idle')).toBe(0);
  });

  it('keeps nothing per statement it answers: the heap after ten thousand statements is where it was', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const db = await connect(8);
    const statements = async (n: number) => {
      for (let i = 0; i < n; i += 100) {
        await Promise.all(Array.from({ length: 100 }, (_, k) => db.query('select $1::int as n, $2::text as label', [i + k, `row ${i + k}`])));
      }
    };
    const heap = () => {
      gc();
      return process.memoryUsage().heapUsed;
    };
    await statements(2_000);
    const before = heap();
    await statements(10_000);
    // Each answer kept would be ~0.5 KB (its messages parsed into objects): 5 MB for these.
    expect((heap() - before) / 1024 / 1024).toBeLessThan(1.5);
  }, 60_000);
});
