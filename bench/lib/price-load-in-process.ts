import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import iconv from 'iconv-lite';
import { AddToCartDocument, ProductPageDocument } from '../../client/src/gql/graphql';
import { SHOP_DATA } from '../../fixtures/shop/data';
import { DEMO_SUPPLIER_SETTINGS } from '../../server/prices/demo';
import { createPartIndex } from '../../server/prices/part-index';
import { applyRun, previewImport, undoRun, type PriceListContext } from '../../server/prices/runs';
import { saveSupplier } from '../../server/prices/suppliers';
import { createTempPgDatabase, type TempPgDatabase } from '../../tests/helpers/pg';
import { startShopWithProvider } from '../../tests/provider/helpers';
import { clientOperation } from './operations';
import { PHASES, phaseTable, type Phase, type PhaseFigures } from './price-load-shoppers';

// The shop and the import in one process (tests/provider's shop beside its stand-in), as a
// one-process shop runs the back office's import: shoppers read provider parts' product pages and
// add sample products to carts (70 % reads, 30 % writes) through the shop's test client.

const PRODUCT = clientOperation(ProductPageDocument);
const ADD_TO_CART = clientOperation(AddToCartDocument);
const PLAIN_PRODUCTS = SHOP_DATA.products.filter((p) => p.options.length === 0 && p.stock !== 'OUT_OF_STOCK').map((p) => p.slug);
const pickOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** `rows`: the price list's, the first articles of the stand-in (every one by default). */
export async function measureInProcess(label: string, postgres: boolean, beforeSeconds: number, shopperCount: number, rows = Infinity): Promise<void> {
  const temp: TempPgDatabase | null = postgres ? await createTempPgDatabase() : null;
  const s = await startShopWithProvider(temp ? { DATABASE_URL: temp.url } : {});
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-import-load-'));
  try {
    const db = s.shop.server.services.db;
    const numbers = s.provider.partNumbers();
    const ctx: PriceListContext = { db, parts: async () => createPartIndex(numbers), offerMaxAgeDays: 30 };
    const supplier = DEMO_SUPPLIER_SETTINGS[0];
    if (!supplier) throw new Error('no demo supplier');
    await saveSupplier(db, supplier);
    const lines = ['Lista de precios;;;;', 'Marca;Código;Descripción;Precio s/IVA;Stock Rosario'];
    numbers.slice(0, rows).forEach((n, i) => lines.push([n.brandName, n.number, 'x', `${(2_000 + (i % 50_000)).toLocaleString('es-AR')},00`, String(i % 30)].join(';')));
    const file = path.join(dir, 'lista.csv');
    fs.writeFileSync(file, iconv.encode(lines.join('\r\n'), 'windows-1252'));

    const figures = Object.fromEntries(PHASES.map((p) => [p, { durations: [], errors: 0 }])) as unknown as Record<Phase, PhaseFigures>;
    let phase: Phase = 'before';
    let done = false;
    const slugs = numbers.map((n) => n.partId);
    const shoppers = Array.from({ length: shopperCount }, async () => {
      const shopper = s.shop.shopper();
      while (!done) {
        const at = phase;
        const started = performance.now();
        const a = Math.random() < 0.7
          ? await shopper.gql(PRODUCT.query, { slug: pickOf(slugs) })
          : await shopper.gql(ADD_TO_CART.query, { productId: pickOf(PLAIN_PRODUCTS), quantity: 1, options: [] });
        // A request counts in the phase it started in.
        figures[at].durations.push(performance.now() - started);
        if (a.errors) {
          figures[at].errors += 1;
          figures[at].firstError ??= JSON.stringify(a.errors[0]).slice(0, 200);
        }
      }
    });
    const load = os.loadavg()[0] ?? 0;
    await new Promise((r) => setTimeout(r, beforeSeconds * 1000));
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
    console.log(`\n${label}: ${run.lines} rows, matched ${run.matched}, changed ${run.changed}; preview ${((t1 - t0) / 1000).toFixed(1)} s, apply ${((t2 - t1) / 1000).toFixed(1)} s, undo ${((t3 - t2) / 1000).toFixed(1)} s; ${shopperCount} shoppers; load ${load.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`);
    for (const line of phaseTable(figures)) console.log(line);
  } finally {
    await s.close();
    await temp?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
