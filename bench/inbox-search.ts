/**
 * The staff's inbox with many contact messages: N messages (50,000 by default; one in twenty
 * mentions an order number, one in ten is from the e-mail of an order) made up in bulk on a fresh
 * embedded database (and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set), then
 * the inbox's queries as server/contact/inbox.ts runs them, one after another, R times each (30):
 * the first page, the unread ones, the counts, a search by e-mail (its index) and by order number
 * (the subject and text are read: no index can find a number inside a text). Prints p50 and p95 in
 * milliseconds, with the machine's load average: on a busy machine they measure the waiting too.
 *
 *   npm run bench:inbox-search -- [messages=50000] [repeats=30]
 */
import fs from 'node:fs';
import os from 'node:os';
import { openDatabase, type Db } from '../server/db';
import { counts, findMany, type InboxFilter } from '../server/contact/inbox';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../tests/helpers/pg';
import { benchDataDir, THIS_CHECKOUT } from './lib/shop-process';

const count = Number(process.argv[2] ?? 50_000);
const repeats = Number(process.argv[3] ?? 30);

async function fill(db: Db): Promise<void> {
  await db.query(
    `insert into orders (id, number, token, shopper_id, idempotency_key, email, status, payment, quantity, subtotal, totals, total, shipping_address, billing_address)
     select gen_random_uuid(), 900000 + g, 'bench-' || g, gen_random_uuid(), 'bench-' || g, 'buyer' || g || '@example.com', 'PENDING', 'BANK_TRANSFER', 1, 1, '[]', 1, '{}', '{}'
       from generate_series(1, 2000) g`,
  );
  await db.query(
    `insert into contact_messages (name, email, subject, message, client_address, language, state, received_at)
     select 'Cliente ' || g,
            case when g % 10 = 0 then 'buyer' || (g % 2000 + 1) || '@example.com' else 'sender' || g || '@example.com' end,
            case when g % 20 = 0 then 'Consulta por el pedido #' || (900000 + g % 2000 + 1) else 'Consulta ' || g end,
            'Hola, quería saber si tienen pastillas de freno para un Gol Trend ' || g || '. Gracias.',
            '127.0.0.1', 'es',
            (array['unread', 'read', 'answered'])[g % 3 + 1],
            now() - (g || ' minutes')::interval
       from generate_series(1, $1::int) g`,
    [count],
  );
  await db.query('analyze contact_messages');
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  const ms: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const start = performance.now();
    await run();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length / 2)], p95: ms[Math.min(ms.length - 1, Math.floor(ms.length * 0.95))] };
}

async function measure(label: string, db: Db): Promise<void> {
  await fill(db);
  const ctx = { db };
  const page = (filter: InboxFilter) => () => findMany(ctx, filter, { first: 25 });
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['first page (25 newest)', page({})],
    ['unread, first page', page({ state: 'unread' })],
    ['counts by state', () => counts(ctx)],
    ['search by e-mail (whole)', page({ search: 'sender12345@example.com' })],
    ['search by e-mail (beginning)', page({ search: 'sender777@' })],
    ['search by order number', page({ search: '#900101' })],
    ['search by words', page({ search: 'Cliente 4242' })],
  ];
  console.log(`\n${label}: ${count.toLocaleString('en')} messages, ${repeats} runs each`);
  for (const [name, run] of cases) {
    const { p50, p95 } = await time(run);
    console.log(`  ${name.padEnd(30)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
  }
}

console.log(`load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} · ${os.cpus().length} cores · node ${process.version}`);
// A copy of the migrated embedded database, empty.
const dataDir = await benchDataDir('bench-inbox-', THIS_CHECKOUT, { seeded: false });
try {
  const lite = await openDatabase({ databaseUrl: null, dataDir });
  await measure('PGlite', lite);
  await lite.close();
  const pgUrl = process.env.BENCH_DATABASE_URL ?? TEST_DATABASE_URL;
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    const temp = await createTempPgDatabase();
    const pg = await openDatabase({ databaseUrl: temp.url, dataDir });
    await measure('PostgreSQL', pg);
    await pg.close();
    await temp.drop();
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
