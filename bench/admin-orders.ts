/**
 * The staff's order list with many orders: N orders (100,000 by default) made up in bulk, then the
 * first page and searches by order number, e-mail and DNI asked by C connections at once (20) for
 * S seconds each through /admin/graphql of a shop running in a process of its own, signed in as a
 * staff member with orders:read. Nothing of the staff API is cached (no answer cache, no page
 * cache: every request reads the database). Prints p50/p95/p99 and requests per second of each, the
 * plan of each query (EXPLAIN, after ANALYZE) with the index it uses, on the embedded database and,
 * when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points to a PostgreSQL server, on a fresh database
 * there; and the staff schema's size. The machine's load average is printed with the figures: on
 * a machine busy with other work they measure the waiting more than the shop.
 *
 *   npm run bench:admin-orders -- [orders=100000] [seconds=10] [connections=20]     (seconds may be a fraction)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isEnumType, isInputObjectType, isObjectType, isScalarType } from 'graphql';
import { openDatabase, type Db } from '../server/db';
import { openPglite } from '../server/db/pglite';
import { DEFAULT_PASSWORD_COST, hashPassword } from '../server/account/password';
import { buildAdminSchema } from '../server/admin/schema';
import { orderListQuery, type OrderListFilter } from '../server/admin/orders';
import { newTotpSecret } from '../server/staff/totp';
import { createTempPgDatabase } from '../tests/helpers/pg';
import { insertSampleOrders, sampleOrders, type SampleOrder } from '../tests/staff/orders-data';
import { signIn, StaffBrowser } from '../tests/staff/helpers';
import { benchDataDir, startShopProcess } from './lib/shop-process';

const count = Number(process.argv[2] ?? 100_000);
const seconds = Number(process.argv[3] ?? 10);
const connections = Number(process.argv[4] ?? 20);

const LIST = `query OrderList($filter: OrderFilter, $first: Int) {
  orders(filter: $filter, first: $first) {
    nodes { id number createdAt status paymentMethod paymentStatus email customerName province total quantity }
    pageInfo { endCursor hasNextPage }
  }
}`;

interface Scenario {
  name: string;
  filter: (i: number) => OrderListFilter;
}

function scenarios(orders: SampleOrder[]): Scenario[] {
  const pick = (i: number) => orders[(i * 7919) % orders.length];
  const dnis = orders.filter((o) => o.documentType === 'DNI').map((o) => o.documentNumber);
  return [
    { name: 'first page (25 newest)', filter: () => ({}) },
    { name: 'search by order number', filter: (i) => ({ search: String(pick(i).number) }) },
    { name: 'search by e-mail', filter: (i) => ({ search: pick(i).email }) },
    { name: 'search by DNI', filter: (i) => ({ search: dnis[(i * 104_729) % dnis.length] }) },
    { name: 'search by name (beginning)', filter: (i) => ({ search: `${pick(i).firstName} ${pick(i).lastName.slice(0, 4)}` }) },
    { name: 'filter: state + province', filter: (i) => ({ status: ['PREPARING'], province: pick(i).province }) },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function staffMember(db: Db): Promise<{ email: string; password: string; totpSecret: string }> {
  const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const password = crypto.randomBytes(12).toString('base64url');
  const totpSecret = newTotpSecret();
  await db.query(
    `insert into staff_members (id, email, email_lower, name, role, status, password_hash, totp_secret) values ($1, $2, $2, 'Bench', 'viewer', 'active', $3, $4)`,
    [crypto.randomUUID(), email, await hashPassword(password, DEFAULT_PASSWORD_COST), totpSecret],
  );
  return { email, password, totpSecret };
}

/** The plan of each scenario's query, as one line: its nodes, and whether it reads the orders table through an index only. */
async function explain(db: Db, list: Scenario[]): Promise<void> {
  for (const s of list) {
    const { sql, params } = orderListQuery(s.filter(3), 25, null);
    const r = await db.query<{ 'QUERY PLAN': string }>(`explain analyze ${sql}`, params);
    const lines = r.rows.map((row) => row['QUERY PLAN']);
    const ms = /Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? '?';
    const nodes = lines
      .map((l) => /(?:->\s*)?((?:Parallel )?(?:Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan|Bitmap Heap Scan|BitmapOr|Seq Scan|Sort|Limit|Incremental Sort)[^(]*)/.exec(l)?.[1]?.trim())
      .filter(Boolean);
    const seq = lines.some((l) => /Seq Scan on orders/.test(l));
    console.log(`  plan  ${s.name.padEnd(28)} ${seq ? 'SEQ SCAN' : 'index'} (${ms} ms in the database): ${nodes.filter((n) => !n!.startsWith('Sort Key')).join(' → ')}`);
  }
}

/** C loops asking one scenario for S seconds; latency of each answer (whole body read), errors counted. */
async function load(url: string, cookie: string, csrf: string, s: Scenario, duration = seconds, quiet = false): Promise<void> {
  const latencies: number[] = [];
  let errors = 0;
  let n = 0;
  const until = performance.now() + duration * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const i = n++;
        const t0 = performance.now();
        const res = await fetch(`${url}/admin/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': csrf },
          body: JSON.stringify({ query: LIST, variables: { filter: s.filter(i), first: 25 } }),
        });
        const body = (await res.json()) as { data?: { orders?: { nodes: unknown[] } }; errors?: unknown };
        latencies.push(performance.now() - t0);
        if (!res.ok || body.errors || !body.data?.orders) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  if (quiet) return;
  const f = (x: number) => x.toFixed(1).padStart(6);
  console.log(
    `  ${s.name.padEnd(28)} p50 ${f(percentile(latencies, 50))} ms  p95 ${f(percentile(latencies, 95))} ms  p99 ${f(percentile(latencies, 99))} ms  ${(latencies.length / duration).toFixed(0).padStart(5)} req/s${errors ? `  ERRORS ${errors}` : ''}`,
  );
}

async function run(label: string, prepare: () => Promise<{ db: Db; env: Record<string, string>; keepOpen: boolean }>): Promise<void> {
  const started = performance.now();
  const { db, env, keepOpen } = await prepare();
  const dataDir = env.DATA_DIR;
  const orders = sampleOrders(count, 1_000_000);
  await insertSampleOrders(db, orders, 5000);
  const staff = await staffMember(db);
  const list = scenarios(orders);
  console.log(`${label}: ${count} orders written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.query('analyze orders');
  await explain(db, list);
  if (!keepOpen) await db.close();
  const shop = await startShopProcess({ ...env, CLIENT_DIR: 'none', NODE_ENV: 'development', LOG_LEVEL: 'warn', STAFF_DEMO_OWNER: 'false' });
  try {
    const browser = new StaffBrowser(shop.url);
    await signIn({ ...staff, browser });
    const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = browser.cookies.get('csrf-token') ?? '';
    // Warm-up, not measured: every scenario once through the gateway's workers (compiled code, parsed documents).
    for (const s of list) await load(shop.url, cookie, csrf, s, Math.min(1, seconds), true);
    console.log(`  ${connections} connections, ${seconds} s each, nothing cached (load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores):`);
    for (const s of list) await load(shop.url, cookie, csrf, s);
  } finally {
    await shop.stop();
    if (keepOpen) await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const schema = buildAdminSchema();
const types = Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
const objects = types.filter(isObjectType);
const inputs = types.filter(isInputObjectType);
const fields = objects.reduce((n, t) => n + Object.keys(t.getFields()).length, 0) + inputs.reduce((n, t) => n + Object.keys(t.getFields()).length, 0);
console.log(
  `staff schema: ${types.length} types (${objects.length} object, ${inputs.length} input, ${types.filter(isEnumType).length} enum, ${types.filter(isScalarType).length} scalar), ` +
    `${fields} fields; Query ${Object.keys(schema.getQueryType()!.getFields()).length}, Mutation ${Object.keys(schema.getMutationType()!.getFields()).length}`,
);

await run('PGlite', async () => {
  const dataDir = await benchDataDir('bench-admin-orders-');
  return { db: await openPglite(path.join(dataDir, 'pglite')), env: { DATA_DIR: dataDir }, keepOpen: false };
});

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  process.env.TEST_DATABASE_URL = pgUrl;
  const temp = await createTempPgDatabase();
  try {
    await run('PostgreSQL', async () => {
      const dataDir = await benchDataDir('bench-admin-orders-pg-');
      return { db: await openDatabase({ databaseUrl: temp.url, dataDir }), env: { DATA_DIR: dataDir, DATABASE_URL: temp.url }, keepOpen: true };
    });
  } finally {
    await temp.drop();
  }
}
