/**
 * Start time of `npm start` with the web client already built, every stand-in running (parts
 * provider, Mercado Pago, carriers, ARCA): from launching `node scripts/start.mjs` to `/readyz`
 * answering ready and a product page answering 200, to the first answer with parts-provider data,
 * and where the time went (the phases the gateway logs: before it ran, its modules, the stand-ins,
 * the embedded database, each step of a worker's start). First launches (a new data directory:
 * database, sample data, stand-in provider data) and launches with an existing one, median of five
 * each. A launch that rebuilt the client or the first launch's template (their sources changed) is
 * left out.
 *
 *   npm run bench:start -- [launches=5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SHOP_DATA } from '../fixtures/shop/data';
import { startShopProcess, type ShopProcess } from './lib/shop-process';

const launches = Math.max(1, Number(process.argv[2] ?? 5));
const PRODUCT = SHOP_DATA.products.find((p) => p.options.length === 0)?.slug ?? SHOP_DATA.products[0]?.slug;
const env = { LOG_LEVEL: 'info' };

interface Launch {
  /** Launch to `/healthz`. */
  answerMs: number;
  /** Launch to `/readyz` ready and a product page answering 200. */
  readyMs: number;
  /** Launch to an answer with parts-provider data. */
  catalogueMs: number;
  /** The gateway's phases (its primary's, then its first worker's, prefixed `worker:`). */
  phases: Record<string, number>;
}

async function readyAndProduct(shop: ShopProcess, started: number): Promise<number> {
  for (;;) {
    const [ready, page] = await Promise.all([fetch(`${shop.url}/readyz`), fetch(`${shop.url}/shop/products/${PRODUCT}`)]);
    await Promise.all([ready.arrayBuffer(), page.arrayBuffer()]);
    if (ready.status === 200 && page.status === 200) return performance.now() - started;
    if (performance.now() - started > 120_000) throw new Error(`not ready in 2 minutes: /readyz ${ready.status}, product page ${page.status}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The phases in the gateway's log lines: 'shop started' (the primary's) and the first worker's 'start phases'. */
function phasesOf(output: string): Record<string, number> {
  const phases: Record<string, number> = {};
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { msg?: string; phases?: Record<string, number>; worker?: number };
      if (entry.msg === 'shop started' && entry.phases) Object.assign(phases, entry.phases);
      if (entry.msg === 'start phases' && entry.phases && (entry.worker ?? 1) === 1) {
        for (const [k, v] of Object.entries(entry.phases)) phases[`worker: ${k}`] = v;
      }
    } catch {
      // not a log line
    }
  }
  return phases;
}

async function launch(dataDir: string): Promise<Launch | null> {
  const started = performance.now();
  const shop = await startShopProcess({ ...env, DATA_DIR: dataDir }, { viaNpmStart: true, everyWorker: false });
  try {
    const readyMs = await readyAndProduct(shop, started);
    const catalogueMs = await shop.catalogueMs();
    // The primary logs its phases once it listens: give the line a moment to arrive.
    await new Promise((r) => setTimeout(r, 200));
    // Sources edited meanwhile make `npm start` build the client (or the first launch's template)
    // again: not the start measured here.
    if (/Building the web client|Building the first launch's template/.test(shop.output())) return null;
    return { answerMs: shop.startMs, readyMs, catalogueMs, phases: phasesOf(shop.output()) };
  } finally {
    await shop.stop();
  }
}

const median = (a: readonly number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? NaN;

function report(title: string, runs: readonly Launch[]): void {
  console.log(`\n${title}, median of ${runs.length}:`);
  console.log(`  /readyz ready and a product page 200: ${median(runs.map((r) => r.readyMs)).toFixed(0)} ms  (${runs.map((r) => r.readyMs.toFixed(0)).join(', ')})`);
  console.log(`  first answer (/healthz): ${median(runs.map((r) => r.answerMs)).toFixed(0)} ms; with parts-provider data: ${median(runs.map((r) => r.catalogueMs)).toFixed(0)} ms`);
  const names = [...new Set(runs.flatMap((r) => Object.keys(r.phases)))];
  for (const name of names) {
    const values = runs.map((r) => r.phases[name]).filter((v): v is number => v !== undefined);
    console.log(`    ${name.padEnd(48)} ${median(values).toFixed(0).padStart(6)} ms`);
  }
}

const cpus = os.cpus();
console.log(`npm start: ${launches} first launch(es) and ${launches} with an existing data directory`);
console.log(`Machine: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`);
const dirs: string[] = [];
try {
  const first: Launch[] = [];
  const existing: Launch[] = [];
  let rebuilt = 0;
  let existingDir = '';
  while (first.length < launches || existing.length < launches) {
    if (rebuilt > 5) throw new Error('the client sources keep changing: every launch rebuilds the client');
    if (first.length < launches) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
      dirs.push(dir);
      const r = await launch(dir);
      if (r) first.push(r);
      else rebuilt++;
      existingDir ||= dir;
      continue;
    }
    const r = await launch(existingDir);
    if (r) existing.push(r);
    else rebuilt++;
  }
  if (rebuilt > 0) console.log(`(${rebuilt} launch(es) left out: the client or the first launch's template was rebuilt because its sources changed)`);
  report('First launch (a new data directory)', first);
  report('Existing data directory', existing);
} finally {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
}
