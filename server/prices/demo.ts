import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_SUPPLIERS } from '../../fixtures/provider/generate-offers';
import { DEFAULT_SEED } from '../../fixtures/provider/generate';
import { loadOrGenerate } from '../../fixtures/provider/store';
import type { DataSet } from '../../fixtures/provider/types';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { applyRun, previewImport, undoRun, type ImportReport, type PriceListContext } from './runs';
import { saveSupplier, type SupplierSettings } from './suppliers';

const [NORTE, SUR] = DEMO_SUPPLIERS;

/** The demo distributors as the shop has them set up: currency, IVA, their files' columns, aliases, warehouses. */
// The demo files' columns and brand spellings (fixtures/provider/price-lists.ts, which loads the
// spreadsheet library only when the files are written).
const NORTE_COLUMNS = { brand: 'Marca', number: 'Código', price: 'Precio s/IVA', stock: 'Stock Rosario' };
const SUR_COLUMNS = { brand: 'MARCA', number: 'Artículo', price: 'Precio c/IVA', stock: ['Stock Avellaneda', 'Stock Córdoba'] };
const DEMO_BRAND_ALIASES: Record<string, string> = {
  MANN: 'MANN-FILTER', FEBI: 'FEBI BILSTEIN', MARELLI: 'MAGNETI MARELLI', 'M. MARELLI': 'MAGNETI MARELLI', REINZ: 'VICTOR REINZ', CONTITECH: 'CONTINENTAL',
};

export const DEMO_SUPPLIER_SETTINGS: readonly SupplierSettings[] = [
  {
    id: NORTE.id, name: NORTE.name, currency: 'ARS', pricesIncludeIva: false,
    mapping: { brand: [NORTE_COLUMNS.brand], number: [NORTE_COLUMNS.number, 'Cod.'], price: [NORTE_COLUMNS.price], stock: [{ column: [NORTE_COLUMNS.stock], warehouseId: NORTE.warehouse.id }] },
    brandAliases: DEMO_BRAND_ALIASES,
    warehouses: [{ id: NORTE.warehouse.id, name: NORTE.warehouse.name, deliveryDaysMin: NORTE.warehouse.daysMin, deliveryDaysMax: NORTE.warehouse.daysMax }],
  },
  {
    id: SUR.id, name: SUR.name, currency: 'ARS', pricesIncludeIva: true,
    mapping: {
      brand: [SUR_COLUMNS.brand], number: [SUR_COLUMNS.number], price: [SUR_COLUMNS.price],
      stock: [{ column: [SUR_COLUMNS.stock[0]], warehouseId: SUR.warehouse.id }, { column: [SUR_COLUMNS.stock[1]], warehouseId: 'deposito-sur-cordoba' }],
    },
    brandAliases: DEMO_BRAND_ALIASES,
    warehouses: [
      { id: SUR.warehouse.id, name: SUR.warehouse.name, deliveryDaysMin: SUR.warehouse.daysMin, deliveryDaysMax: SUR.warehouse.daysMax },
      { id: 'deposito-sur-cordoba', name: 'Depósito Sur (Córdoba)', deliveryDaysMin: 4, deliveryDaysMax: 7 },
    ],
  },
];

/** Writes the demo distributors' files into `<dataDir>/price-lists/` and answers their paths. */
export async function writeDemoPriceLists(dataDir: string, data: DataSet, seed: number): Promise<{ supplierId: string; file: string }[]> {
  const { norteCsv, surXlsx } = await import('../../fixtures/provider/price-lists');
  const dir = path.join(dataDir, 'price-lists');
  await mkdir(dir, { recursive: true });
  const norte = path.join(dir, 'distribuidora-norte.csv');
  const sur = path.join(dir, 'repuestos-del-sur.xlsx');
  await writeFile(norte, norteCsv(data, seed));
  await writeFile(sur, await surXlsx(data, seed));
  return [{ supplierId: NORTE.id, file: norte }, { supplierId: SUR.id, file: sur }];
}

/** Sets the demo distributors up and imports their files (preview, then apply): what a newcomer's shop sells. */
export async function importDemoPriceLists(ctx: PriceListContext, dataDir: string, data: DataSet, seed: number, log: Logger, stopped = () => false): Promise<ImportReport[]> {
  for (const s of DEMO_SUPPLIER_SETTINGS) await saveSupplier(ctx.db, s);
  const reports: ImportReport[] = [];
  for (const { supplierId, file } of await writeDemoPriceLists(dataDir, data, seed)) {
    if (stopped()) break;
    const started = performance.now();
    const preview = await previewImport(ctx, { supplier: supplierId, file });
    if (stopped()) break;
    const applied = await applyRun(ctx, preview.run.id);
    const { id, lines, matched, changed, unmatched, rejected, encoding, format } = applied.run;
    log.info({ supplier: supplierId, run: id, format, encoding, lines, matched, changed, unmatched, rejected, rejectedByReason: applied.rejectedByReason, ms: Math.round(performance.now() - started) }, 'demo price list imported');
    reports.push(applied);
  }
  return reports;
}

/**
 * Under `npm start` with the stand-in beside the gateway: once the shop answers, imports the demo
 * distributors' files unless a run of theirs was applied already (the first launch, or one stopped
 * before the import ended). The shop sells the same demo offers meanwhile (server/pricing/seed.ts);
 * the import takes seconds on the embedded database, so it is not part of the start.
 */
export function startDemoPriceListImport(ctx: PriceListContext, config: Config, log: Logger, delayMs = 1500): { stop(): Promise<void> } {
  const cfg = config.provider;
  if (!config.demoMode || cfg.url === null || !cfg.standInProcess) return { stop: async () => undefined };
  let stopped = false;
  let running: Promise<void> | null = null;
  const timer = setTimeout(() => {
    running = (async () => {
      // An apply or undo stopped half way (the shop stopped meanwhile) is finished first.
      const halfway = await ctx.db.query<{ id: number }>("select id from price_import_runs where state = 'applying' order by id");
      for (const r of halfway.rows) if (!stopped) await applyRun(ctx, Number(r.id));
      const undoing = await ctx.db.query<{ id: number }>("select id from price_import_runs where state = 'undoing' order by id");
      for (const r of undoing.rows) if (!stopped) await undoRun(ctx, Number(r.id));
      const done = await ctx.db.query(
        "select 1 from price_import_runs where supplier_id = any($1::text[]) and state in ('applied', 'undone') limit 1",
        [DEMO_SUPPLIERS.map((s) => s.id)],
      );
      if (done.rows.length > 0 || stopped) return;
      const { data } = await loadOrGenerate(config.dataDir, DEFAULT_SEED, cfg.standInScale);
      if (stopped) return;
      await importDemoPriceLists(ctx, config.dataDir, data, DEFAULT_SEED, log, () => stopped);
    })().catch((err: unknown) => {
      if (!stopped) log.error({ err }, 'demo price lists not imported');
    });
  }, delayMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
