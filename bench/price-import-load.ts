/**
 * What applying a price list costs the shoppers: a started shop (in this process, as the back office
 * and the demo import run it) beside its stand-in provider, shoppers reading product pages and
 * adding to carts (`bench:mixed`'s operations, 70 % reads, 30 % writes), and a list of every
 * provider article the stand-in has at new prices, previewed and applied while they shop. Prints the
 * machine and its load, and per database the p50/p99 of the shoppers' requests before the import,
 * while it previews, while it applies and while it is undone, side by side, with the ratio of each p99 to the one before.
 * On the embedded database, and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set.
 *
 *   npm run bench:price-import-load -- [seconds before=10] [shoppers=8]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { AddToCartDocument, ProductPageDocument } from '../client/src/gql/graphql';
import { SHOP_DATA } from '../fixtures/shop/data';
import { DEMO_SUPPLIER_SETTINGS } from '../server/prices/demo';
import { createPartIndex } from '../server/prices/part-index';
import { applyRun, previewImport, undoRun, type PriceListContext } from '../server/prices/runs';
import { saveSupplier } from '../server/prices/suppliers';
import { createTempPgDatabase, type TempPgDatabase } from '../tests/helpers/pg';
import { startShopWithProvider } from '../tests/provider/helpers';
import { clientOperation } from './lib/operations';

const BEFORE_SECONDS = Number(process.argv[2] ?? 10);
const SHOPPERS = Number(process.argv[3] ?? 8);
const PRODUCT = clientOperation(ProductPageDocument);
const ADD_TO_CART = clientOperation(AddToCartDocument);
const PLAIN_PRODUCTS = SHOP_DATA.products.filter((p) => p.options.length === 0 && p.stock !== 'OUT_OF_STOCK').map((p) => p.slug);
const pickOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

type Phase = 'before' | 'preview' | 'apply' | 'undo';
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN);
};

async function measure(label: string, env: Record<string, string>): Promise<void> {
  const s = await startShopWithProvider(env);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-load-'));
  try {
    const db = s.shop.server.services.db;
    const numbers = s.provider.partNumbers();
    const ctx: PriceListContext = { db, parts: async () => createPartIndex(numbers), offerMaxAgeDays: 30 };
    const supplier = DEMO_SUPPLIER_SETTINGS[0];
    if (!supplier) throw new Error('no demo supplier');
    await saveSupplier(db, supplier);
    const lines = ['Lista de precios;;;;', 'Marca;Código;Descripción;Precio s/IVA;Stock Rosario'];
    numbers.forEach((n, i) => lines.push([n.brandName, n.number, 'x', `${(2_000 + (i % 50_000)).toLocaleString('es-AR')},00`, String(i % 30)].join(';')));
    const file = path.join(dir, 'lista.csv');
    fs.writeFileSync(file, iconv.encode(lines.join('\r\n'), 'windows-1252'));

    const durations: Record<Phase, number[]> = { before: [], preview: [], apply: [], undo: [] };
    const errors: Record<Phase, number> = { before: 0, preview: 0, apply: 0, undo: 0 };
    const firstError: Partial<Record<Phase, string>> = {};
    let phase: Phase = 'before';
    let done = false;
    const slugs = numbers.map((n) => n.partId);
    const shoppers = Array.from({ length: SHOPPERS }, async () => {
      const shopper = s.shop.shopper();
      while (!done) {
        const at = phase;
        const started = performance.now();
        const a = Math.random() < 0.7
          ? await shopper.gql(PRODUCT.query, { slug: pickOf(slugs) })
          : await shopper.gql(ADD_TO_CART.query, { productId: pickOf(PLAIN_PRODUCTS), quantity: 1, options: [] });
        // A request counts in the phase it started in.
        durations[at].push(performance.now() - started);
        if (a.errors) {
          errors[at] += 1;
          firstError[at] ??= JSON.stringify(a.errors[0]).slice(0, 200);
        }
      }
    });
    const load = os.loadavg()[0];
    await new Promise((r) => setTimeout(r, BEFORE_SECONDS * 1000));
    phase = 'preview';
    const t0 = performance.now();
    const preview = await previewImport(ctx, { supplier: supplier.id, file });
    phase = 'apply';
    const t1 = performance.now();
    const applied = await applyRun(ctx, preview.run.id);
    const t2 = performance.now();
    phase = 'undo';
    await undoRun(ctx, preview.run.id);
    const t3 = performance.now();
    done = true;
    await Promise.all(shoppers);
    const { run } = applied;
    console.log(`\n${label}: ${run.lines} rows, matched ${run.matched}, changed ${run.changed}; preview ${((t1 - t0) / 1000).toFixed(1)} s, apply ${((t2 - t1) / 1000).toFixed(1)} s, undo ${((t3 - t2) / 1000).toFixed(1)} s; ${SHOPPERS} shoppers; load ${load.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`);
    const p99Before = quantile(durations.before, 0.99);
    console.log('  phase      requests  errors    p50 ms    p99 ms   p99 vs before');
    for (const p of ['before', 'preview', 'apply', 'undo'] as const) {
      const p99 = quantile(durations[p], 0.99);
      console.log(`  ${p.padEnd(9)} ${String(durations[p].length).padStart(9)} ${String(errors[p]).padStart(7)} ${quantile(durations[p], 0.5).toFixed(0).padStart(9)} ${p99.toFixed(0).padStart(9)}   ${p === 'before' ? '' : `${((p99 / p99Before - 1) * 100).toFixed(0)} %`}`);
      if (firstError[p]) console.log(`            first error: ${firstError[p]}`);
    }
  } finally {
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const cpus = os.cpus();
console.log(`Shoppers while a price list is applied: ${BEFORE_SECONDS} s before, then preview, apply and undo`);
console.log(`Machine: ${cpus[0]?.model ?? 'unknown'} × ${cpus.length}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, load ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`);
if (process.env.BENCH_PGLITE !== '0') await measure('PGlite (embedded, in memory)', {});
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) {
  process.env.TEST_DATABASE_URL = pgUrl;
  const temp: TempPgDatabase = await createTempPgDatabase();
  try {
    await measure('PostgreSQL', { DATABASE_URL: temp.url });
  } finally {
    await temp.drop();
  }
} else {
  console.log('\n(PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
}
