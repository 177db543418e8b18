/**
 * Importing a supplier's price list of N rows (100,000 by default): a Latin-1 CSV with `;`
 * separators, comma decimals, a title row, "consultar" prices, "sin stock" and ">50" units, repeated
 * rows, unknown articles and a totals line, matched against N provider articles. On the embedded
 * database (in this process) and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points to a
 * PostgreSQL server, on a fresh database there. Prints the machine and database, the time to
 * preview (read, match, stage), to apply (transactions of 1,000 parts) and to re-import the same file
 * (nothing changes) and to undo the last two runs, the processor time this process used, the longest transaction or statement of the apply (how
 * long it held the embedded database at once), the longest a one-row query waited, the process's
 * extra memory at its peak, and the import report.
 *
 *   npm run bench:price-import -- [rows=100000]     (BENCH_PGLITE=0: PostgreSQL only)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { SUPPLIERS } from '../fixtures/provider/data/suppliers';
import type { Db } from '../server/db';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { openPostgres } from '../server/db/postgres';
import { createPartIndex, type CatalogueNumber } from '../server/prices/part-index';
import { applyRun, previewImport, undoRun, type ImportReport, type PriceListContext } from '../server/prices/runs';
import { saveSupplier } from '../server/prices/suppliers';
import { createTempPgDatabase } from '../tests/helpers/pg';
import { pgliteTemplate } from '../tests/helpers/pglite-template';

const rows = Number(process.argv[2] ?? 100_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-price-import-'));

/** The provider's articles: one per row, numbered in the brand's own punctuation. */
const parts: CatalogueNumber[] = Array.from({ length: rows }, (_, i) => {
  const brand = SUPPLIERS[i % SUPPLIERS.length];
  const digits = String(1_000_000 + i);
  return { brandName: brand.name, brandKey: String(10 + (i % SUPPLIERS.length) * 7), number: `${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`, partId: `${80 + (i % 60)}-${2_000_000 + i}`, categoryKey: String(100_101 + (i % 40)) };
});

function arMoney(centavos: number): string {
  return `${Math.floor(centavos / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(centavos % 100).padStart(2, '0')}`;
}

function writeFile(name: string, shift: number): string {
  const lines = ['DISTRIBUIDORA BENCH - LISTA DE PRECIOS;;;;', 'Marca;Código;Descripción;Precio s/IVA;Stock'];
  parts.forEach((p, i) => {
    const price = i % 97 === 0 ? 'consultar' : arMoney(150_000 + ((i * 7919 + shift) % 20_000_000));
    const stock = i % 7 === 0 ? 'sin stock' : i % 11 === 0 ? '>50' : String(i % 40);
    const number = i % 3 === 0 ? p.number.replace(/ /g, '') : i % 3 === 1 ? p.number.replace(/ /g, '.') : p.number;
    const line = [i % 5 === 0 ? p.brandName.toLowerCase() : p.brandName, number, `Repuesto ${i} (ñ)`, price, stock].join(';');
    lines.push(line);
    if (i % 500 === 0) lines.push(line);
  });
  for (let i = 0; i < 50; i++) lines.push(`VW;5U0 ${i};Original;1.000,00;1`);
  lines.push(`TOTAL;${rows};;;`);
  const file = path.join(dir, name);
  fs.writeFileSync(file, iconv.encode(lines.join('\r\n'), 'windows-1252'));
  return file;
}

/** Runs `fn` while pinging the database every 5 ms and sampling memory: answers its time, the longest ping, the peak extra RSS. */
async function measured<T>(db: Db, fn: () => Promise<T>): Promise<{ value: T; ms: number; cpuMs: number; maxPingMs: number; extraMb: number }> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let maxPing = 0;
  let done = false;
  const pinger = (async () => {
    while (!done) {
      const t = performance.now();
      await db.query('select 1');
      maxPing = Math.max(maxPing, performance.now() - t);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const started = performance.now();
  const cpu = process.cpuUsage();
  const value = await fn();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  done = true;
  clearInterval(sampler);
  await pinger;
  return { value, ms, cpuMs: (used.user + used.system) / 1000, maxPingMs: maxPing, extraMb: (peak - baseline) / 1024 / 1024 };
}

function reportLines(r: ImportReport): string {
  const { run } = r;
  return `    run ${run.id} ${run.state}: ${run.lines} rows [${run.format}, ${run.encoding}] — matched ${run.matched} (changed ${run.changed}), unmatched ${run.unmatched}, rejected ${run.rejected} ${JSON.stringify(r.rejectedByReason)}`;
}

/**
 * The longest transaction or statement outside one since the last call (how long the import held
 * the embedded database at once: an apply's batches are single statements).
 */
function timeTransactions(db: Db): () => number {
  const transaction = db.transaction.bind(db);
  const query = db.query.bind(db);
  let longest = 0;
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await run();
    } finally {
      longest = Math.max(longest, performance.now() - t);
    }
  };
  (db as { transaction: Db['transaction'] }).transaction = (fn) => timed(() => transaction(fn));
  (db as { query: Db['query'] }).query = ((sql: string, params?: unknown[]) => timed(() => query(sql, params))) as Db['query'];
  return () => {
    const l = longest;
    longest = 0;
    return l;
  };
}

async function bench(label: string, db: Db): Promise<void> {
  const longestTx = timeTransactions(db);
  const version = await db.query<{ v: string }>('select version() as v');
  console.log(`\n${label}: ${version.rows[0]?.v.split(' on ')[0] ?? ''}`);
  await saveSupplier(db, {
    id: 'bench', name: 'Distribuidora Bench', currency: 'ARS', pricesIncludeIva: false,
    mapping: { brand: ['Marca'], number: ['Código'], price: ['Precio s/IVA'], stock: [{ column: ['Stock'], warehouseId: 'bench-1' }] },
    brandAliases: {}, warehouses: [{ id: 'bench-1', name: 'Bench', deliveryDaysMin: 2, deliveryDaysMax: 4 }],
  });
  const index = createPartIndex(parts);
  const ctx: PriceListContext = { db, parts: async () => index, offerMaxAgeDays: 30 };
  const runs: number[] = [];
  for (const [round, file] of [['first import', writeFile('first.csv', 0)], ['new prices', writeFile('second.csv', 12_345)], ['same file again', path.join(dir, 'second.csv')]] as const) {
    const preview = await measured(db, () => previewImport(ctx, { supplier: 'bench', file }));
    longestTx();
    const apply = await measured(db, () => applyRun(ctx, preview.value.run.id));
    const swapMs = longestTx();
    const extra = Math.max(preview.extraMb, apply.extraMb);
    // PGlite answers in this process: while it works no other query is even sent, so only the swap's length says how long it was held.
    const waits = db.kind === 'postgres' ? `; longest wait of a one-row query: preview ${preview.maxPingMs.toFixed(0)} ms, apply ${apply.maxPingMs.toFixed(0)} ms` : '';
    // On a shared machine the processor time this process used (the embedded database's work included) says more than the clock.
    console.log(`  ${round.padEnd(16)} preview ${(preview.ms / 1000).toFixed(1)} s, apply ${(apply.ms / 1000).toFixed(1)} s (total ${((preview.ms + apply.ms) / 1000).toFixed(1)} s; this process's CPU ${((preview.cpuMs + apply.cpuMs) / 1000).toFixed(1)} s), longest hold of the database (transaction or statement) ${(swapMs / 1000).toFixed(2)} s${waits}; extra memory ${extra.toFixed(0)} MB`);
    console.log(reportLines(apply.value));
    runs.push(apply.value.run.id);
  }
  // Undone latest first: the re-import (nothing to put back), then the new prices (every part back).
  for (const runId of runs.slice(1).reverse()) {
    longestTx();
    const undo = await measured(db, () => undoRun(ctx, runId));
    const waits = db.kind === 'postgres' ? `; longest wait of a one-row query ${undo.maxPingMs.toFixed(0)} ms` : '';
    console.log(`  undo run ${runId}       ${(undo.ms / 1000).toFixed(1)} s (this process's CPU ${(undo.cpuMs / 1000).toFixed(1)} s), longest hold ${(longestTx() / 1000).toFixed(2)} s${waits}; extra memory ${undo.extraMb.toFixed(0)} MB — ${undo.value.run.state}`);
  }
}

const cpus = os.cpus();
console.log(`Price list import, ${rows} rows (${(fs.statSync(writeFile('first.csv', 0)).size / 1024 / 1024).toFixed(1)} MB CSV)`);
console.log(`Machine: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`);
try {
  if (process.env.BENCH_PGLITE !== '0') {
    // A copy of the migrated embedded database (migrate finds nothing left to do).
    fs.cpSync(await pgliteTemplate(), path.join(dir, 'pglite'), { recursive: true });
    const pglite = await openPglite(path.join(dir, 'pglite'));
    await migrate(pglite);
    try {
      await bench('PGlite (embedded, on disk)', pglite);
    } finally {
      await pglite.close();
    }
  }
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    process.env.TEST_DATABASE_URL = pgUrl;
    const temp = await createTempPgDatabase();
    const pg = await openPostgres(temp.url);
    try {
      await migrate(pg);
      await bench('PostgreSQL', pg);
    } finally {
      await pg.close();
      await temp.drop();
    }
  } else {
    console.log('\n(PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
