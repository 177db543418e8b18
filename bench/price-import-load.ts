/**
 * What applying a price list costs the shoppers. By default as the shop is deployed: a gateway
 * started as `npm start` starts it (`server/main.ts`, NODE_ENV=production, its workers in processes,
 * the embedded database in the primary's database thread, or PostgreSQL), its stand-in provider in a
 * process of its own, shoppers at `bench:mixed`'s mix (65 % reads, 30 % of them product and listing
 * queries, 35 % cart and wishlist writes), and a catalogue member who uploads a list of every
 * provider article the stand-in has (or the first `--rows` of them) at new prices to /admin/prices/upload (read and previewed in the
 * background of a worker), then applies and undoes the run on /admin/graphql, as the staff app does.
 * `--in-process` measures the shop and the import in this one process instead (tests/provider's
 * shop, in-memory PGlite), as the back-office command and the demo import on a one-process shop run.
 *
 * Prints the machine and its load, and per database the p50/p99 of the shoppers' requests before the
 * import, while it previews, while it applies and while it is undone, side by side, with the ratio
 * of each p99 to the one before. PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 * `--trace` adds where each phase's slow requests fall: those slower than the p99 before, counted
 * by half second from the phase's start and by kind of request.
 *
 *   npm run bench:price-import-load -- [--seconds 15] [--warmup 5] [--connections 16] [--sessions 32]
 *                                      [--rows N] [--workers N] [--in-process] [--db pglite|postgres|both] [--trace]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import iconv from 'iconv-lite';
import { DEFAULT_SEED } from '../fixtures/provider/generate';
import { partNumbersOf } from '../fixtures/provider/part-numbers';
import { loadOrGenerate } from '../fixtures/provider/store';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import type { Db } from '../server/db';
import { DEMO_SUPPLIER_SETTINGS } from '../server/prices/demo';
import { saveSupplier } from '../server/prices/suppliers';
import { createTempPgDatabase, type TempPgDatabase } from '../tests/helpers/pg';
import { standInDataDir } from '../tests/helpers/pglite-template';
import { measureInProcess } from './lib/price-load-in-process';
import { phaseTable, slowTable, startShoppers, type Phase, type TracedRequest } from './lib/price-load-shoppers';
import { addCatalogueMember, signInStaff } from './lib/price-load-staff';
import { startStandIn } from './lib/mixed-load-services';
import { benchDataDir, processTreeCpu, startShopProcess, type ShopProcess } from './lib/shop-process';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '5' },
    connections: { type: 'string', default: '16' },
    sessions: { type: 'string', default: '32' },
    rows: { type: 'string' },
    workers: { type: 'string' },
    db: { type: 'string' },
    'in-process': { type: 'boolean', default: false },
    trace: { type: 'boolean', default: false },
  },
});
const BEFORE_SECONDS = Number(args.seconds);
const WARMUP_SECONDS = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const SESSIONS = Number(args.sessions);
/** Rows of the price list: every article of the stand-in unless fewer are asked. */
const ROWS = args.rows === undefined ? Infinity : Number(args.rows);
const SUPPLIER = DEMO_SUPPLIER_SETTINGS[0];
if (!SUPPLIER) throw new Error('no demo supplier');

/** Every article of the stand-in's data set (or the first `--rows`) at a new price and stock, as the demo distributor writes its list. */
async function benchList(): Promise<{ body: Buffer; rows: number }> {
  const { data } = await loadOrGenerate(await standInDataDir(), DEFAULT_SEED, 1);
  const numbers = partNumbersOf(data).slice(0, ROWS);
  const lines = ['Lista de precios;;;;', 'Marca;Código;Descripción;Precio s/IVA;Stock Rosario'];
  numbers.forEach((n, i) => lines.push([n.brandName, n.number, 'x', `${(2_000 + (i % 50_000)).toLocaleString('es-AR')},00`, String(i % 30)].join(';')));
  return { body: iconv.encode(lines.join('\r\n'), 'windows-1252'), rows: numbers.length };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function measureDeployed(label: string, database: 'pglite' | 'postgres', providerUrl: string, apiKey: string): Promise<void> {
  const dataDir = await benchDataDir('bench-price-load-');
  let pg: TempPgDatabase | null = null;
  let shop: ShopProcess | null = null;
  try {
    // The supplier and a catalogue member, written before the start (the embedded database is the gateway's alone then).
    const prepare = async (db: Db) => {
      await saveSupplier(db, SUPPLIER);
      const login = await addCatalogueMember(db);
      await db.close();
      return login;
    };
    let login = database === 'pglite' ? await prepare(await openPglite(path.join(dataDir, 'pglite'))) : null;
    if (database === 'postgres') pg = await createTempPgDatabase();
    shop = await startShopProcess(
      {
        NODE_ENV: 'production',
        SESSION_SECRET: 'price-import-load-bench-session-secret-0123456789',
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        DATA_DIR: dataDir,
        PROVIDER_URL: providerUrl,
        PROVIDER_API_KEY: apiKey,
        PROVIDER_STANDIN_PROCESS: 'true',
        AUTH_MAX_FAILURES_PER_ADDRESS: '100000',
        GRAPHQL_TRUSTED_ONLY: 'false',
        SAMPLE_STOCK_UNITS: '10000000',
        ...(args.workers ? { WEB_CONCURRENCY: args.workers } : {}),
        ...(pg ? { DATABASE_URL: pg.url } : {}),
      },
      { keepOutput: false },
    );
    await shop.catalogueMs();
    if (pg) login = await prepare(await openPostgres(pg.url, 2));
    const staff = await signInStaff(shop.url, login!);
    const list = await benchList();

    // Warm-up (caches filled, persisted queries registered), not counted.
    let phase: Phase | null = null;
    const trace: TracedRequest[] | undefined = args.trace ? [] : undefined;
    const starts: Partial<Record<Phase, number>> = {};
    const shoppers = await startShoppers(new URL(shop.url), CONNECTIONS, SESSIONS, () => phase, trace);
    await new Promise((r) => setTimeout(r, WARMUP_SECONDS * 1000));
    phase = 'before';
    starts.before = performance.now();
    const load = os.loadavg()[0] ?? 0;
    const cpu0 = processTreeCpu(shop.child.pid!);
    await new Promise((r) => setTimeout(r, BEFORE_SECONDS * 1000));
    phase = 'preview';
    const t0 = performance.now();
    starts.preview = t0;
    const id = await staff.upload(SUPPLIER.id, list.body);
    phase = 'apply';
    const t1 = performance.now();
    starts.apply = t1;
    const applied = await staff.gql('mutation ($id: ID!) { applyPriceRun(id: $id) { state lines matched changed } }', { id });
    const t2 = performance.now();
    phase = 'undo';
    starts.undo = performance.now();
    const undone = await staff.gql('mutation ($id: ID!) { undoPriceRun(id: $id) { state } }', { id });
    const t3 = performance.now();
    await shoppers.stop();
    const cpu1 = processTreeCpu(shop.child.pid!);
    if (applied.errors || undone.errors) throw new Error(`apply or undo refused: ${JSON.stringify(applied.errors ?? undone.errors)}`);
    const run = applied.data?.applyPriceRun ?? {};
    const used = [...cpu1].reduce((n, [task, s]) => n + s - (cpu0.get(task) ?? 0), 0);
    console.log(
      `\n${label}: ${run.lines} rows, matched ${run.matched}, changed ${run.changed}; upload+preview ${seconds(t1 - t0)}, apply ${seconds(t2 - t1)}, undo ${seconds(t3 - t2)}; ` +
        `${CONNECTIONS} connections, ${SESSIONS} sessions; gateway processor ${used.toFixed(1)} s; load ${load.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
    );
    for (const line of phaseTable(shoppers.figures)) console.log(line);
    if (trace) for (const line of slowTable(trace, starts)) console.log(line);
  } finally {
    await shop?.stop();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const cpus = os.cpus();
console.log(`Shoppers while a price list is applied (${args['in-process'] ? 'shop and import in this process' : 'a deployed gateway, the list uploaded by staff'}): ${BEFORE_SECONDS} s before, then preview, apply and undo`);
console.log(`Machine: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`);
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) process.env.TEST_DATABASE_URL = pgUrl;
const databases = args.db === 'both' || (!args.db && pgUrl) ? ['pglite', 'postgres'] : [args.db ?? 'pglite'];
if (databases.includes('postgres') && !pgUrl) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
if (args['in-process']) {
  for (const d of databases) await measureInProcess(d === 'pglite' ? 'PGlite (embedded, in memory, in this process)' : 'PostgreSQL (shop in this process)', d === 'postgres', BEFORE_SECONDS, CONNECTIONS, ROWS);
} else {
  const provider = await startStandIn(await standInDataDir());
  try {
    for (const d of databases) {
      await measureDeployed(d === 'pglite' ? 'PGlite (embedded, database thread of the gateway)' : 'PostgreSQL', d as 'pglite' | 'postgres', provider.url, provider.apiKey);
    }
  } finally {
    await provider.stop();
  }
}
if (!pgUrl) console.log('\n(PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
