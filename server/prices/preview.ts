import path from 'node:path';
import type { Queryable } from '../db';
import { articleKeyOf, brandKeyOf, isNotAnArticle, parseMoney, parseStock, type RejectionReason } from './normalise';
import type { PartIndex } from './part-index';
import { readTable, type TableInfo } from './read-table';
import { PriceImportError, type ImportReport, type PriceListContext, type RunRow } from './run-model';
import { createPacer, HELD_MS_COLUMN, heldMs, type Pacer } from './pacing';
import { giveWay, type GiveWay } from './give-way';
import { importReport, writeSerial } from './run-records';
import { getSupplier, type ColumnMapping, type SupplierSettings } from './suppliers';

// A run's preview: a supplier's file read, matched to the provider's articles, compared with the
// shop's offers and units, and staged for review; nothing the shop sells changes.

const STAGE_BATCH = 2000;
const STAGE_BATCH_MIN = 25;
const HEADER_SEARCH_ROWS = 30;
const YIELD_EVERY_ROWS = 250;

interface Columns {
  brand: number;
  number: number;
  price: number;
  stock: { index: number; warehouseId: string }[];
}

/** The header row's columns for a mapping, or null when the row is not the header (title rows, notes). */
export function columnsOf(cells: readonly (string | number)[], mapping: ColumnMapping): Columns | null {
  const keys = cells.map((c) => brandKeyOf(String(c)));
  const find = (names: readonly string[]) => {
    for (const n of names) {
      const at = keys.indexOf(brandKeyOf(n));
      if (at >= 0) return at;
    }
    return -1;
  };
  const brand = find(mapping.brand);
  const number = find(mapping.number);
  const price = find(mapping.price);
  if (brand < 0 || number < 0 || price < 0) return null;
  const stock = mapping.stock.map((s) => ({ index: find(s.column), warehouseId: s.warehouseId })).filter((s) => s.index >= 0);
  return { brand, number, price, stock };
}

interface Staged {
  line: number;
  outcome: RunRow['outcome'];
  reason: string | null;
  brand: string | null;
  number: string | null;
  raw: string;
  partId: string | null;
  brandKey: string | null;
  categoryKey: string | null;
  cost: number | null;
  /** A matched row whose offer differs from the shop's when it was read. */
  changes?: boolean;
}

interface StagedStock {
  partId: string;
  warehouseId: string;
  quantity: number;
  changes: boolean;
}

interface Matched extends Staged {
  stock: [string, number][];
  /** Lines of the same article with other figures: all of them are rejected. */
  conflict: boolean;
  /** Later lines of the same article: rejected as duplicates (all of them, and the first, when their figures differ). */
  duplicates: Staged[];
}

/**
 * Rows staged per statement: on the embedded database sized by how long the last statements held it
 * (`HOLD_TARGET_MS`), from `STAGE_BATCH_MIN` up to `STAGE_BATCH`; on PostgreSQL `STAGE_BATCH` each.
 */
const stagePacer = (db: Queryable, wide = 1): Pacer =>
  createPacer(('kind' in db && db.kind === 'pglite' ? STAGE_BATCH_MIN : STAGE_BATCH) * wide, STAGE_BATCH_MIN * wide, STAGE_BATCH * wide);

async function stageRows(db: Queryable, runId: number, rows: readonly Staged[], way: GiveWay): Promise<void> {
  const pace = stagePacer(db);
  for (let i = 0, size = pace.size(way.holdMs()); i < rows.length; i += size, size = pace.size(way.holdMs())) {
    const batch = rows.slice(i, i + size);
    const started = performance.now();
    // Matched rows keep what the swap needs; the others keep what a person reviews.
    const review = (r: Staged) => r.outcome !== 'matched';
    const staged = await db.query<{ held_ms: number }>(
      `with staged as (
         insert into price_import_rows (run_id, line, outcome, reason, brand, article_number, raw, part_id, brand_key, category_key, cost_centavos, changes)
         select $1, r.* from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::bigint[], $12::boolean[])
           as r(line, outcome, reason, brand, article_number, raw, part_id, brand_key, category_key, cost_centavos, changes)
         returning 1)
       select (select count(*) from staged) as n, ${HELD_MS_COLUMN}`,
      [
        runId, batch.map((r) => r.line), batch.map((r) => r.outcome), batch.map((r) => r.reason),
        batch.map((r) => (review(r) ? r.brand : null)), batch.map((r) => (review(r) ? r.number : null)), batch.map((r) => (review(r) ? r.raw : null)),
        batch.map((r) => r.partId), batch.map((r) => r.brandKey), batch.map((r) => r.categoryKey), batch.map((r) => r.cost), batch.map((r) => r.changes === true),
      ],
    );
    const held = heldMs(staged.rows[0], performance.now() - started);
    pace.took(held, batch.length);
    await way.after(held, 'onThisThread' in db && db.onThisThread ? performance.now() - started : 0);
  }
}

async function stageStock(db: Queryable, runId: number, rows: readonly StagedStock[], way: GiveWay): Promise<void> {
  const pace = stagePacer(db, 2);
  for (let i = 0, size = pace.size(way.holdMs()); i < rows.length; i += size, size = pace.size(way.holdMs())) {
    const batch = rows.slice(i, i + size);
    const started = performance.now();
    const staged = await db.query<{ held_ms: number }>(
      `with staged as (
         insert into price_import_stock (run_id, part_id, warehouse_id, quantity, changes)
         select $1, s.* from unnest($2::text[], $3::text[], $4::int[], $5::boolean[]) as s(part_id, warehouse_id, quantity, changes)
         returning 1)
       select (select count(*) from staged) as n, ${HELD_MS_COLUMN}`,
      [runId, batch.map((s) => s.partId), batch.map((s) => s.warehouseId), batch.map((s) => s.quantity), batch.map((s) => s.changes)],
    );
    const held = heldMs(staged.rows[0], performance.now() - started);
    pace.took(held, batch.length);
    await way.after(held, 'onThisThread' in db && db.onThisThread ? performance.now() - started : 0);
  }
}

/** The supplier's offers and units as the shop has them now, to mark what a run would change. */
interface ShopFigures {
  serial: number;
  offers: Map<string, { cost: number; currency: string; includesIva: boolean; brandKey: string | null; categoryKey: string | null; fresh: boolean }>;
  units: Map<string, { quantity: number; reserved: number }>;
}

/** Rows of the shop's offers or units read per statement while a preview compares: each holds the embedded database and is parsed in a few milliseconds. */
const FIGURES_PAGE = 1_000;

async function shopFigures(db: Queryable, s: SupplierSettings, warehouseIds: readonly string[], maxAgeDays: number): Promise<ShopFigures> {
  // The serial first: a write after it makes the apply mark again.
  const serial = await writeSerial(db);
  type OfferTuple = [string, string | number, string, boolean, string | null, string | null, boolean];
  const offers: ShopFigures['offers'] = new Map();
  // In pages by the primary key, so that neither the database nor this process (a gateway's, whose
  // shoppers wait while it parses) is held by one large answer.
  for (let after = ''; ; ) {
    const page = await db.query<{ j: string | null }>(
      `select json_agg(json_build_array(part_id, cost_centavos, currency, cost_includes_iva, brand_key, category_key,
                                        imported_at >= now() - make_interval(days => $2::int)) order by part_id)::text as j
         from (select * from offers where supplier_id = $1 and part_id > $3 order by part_id limit ${FIGURES_PAGE}) o`,
      [s.id, maxAgeDays, after],
    );
    const rows = JSON.parse(page.rows[0]?.j ?? '[]') as OfferTuple[];
    for (const [partId, cost, currency, includesIva, brandKey, categoryKey, fresh] of rows) {
      offers.set(partId, { cost: Number(cost), currency, includesIva, brandKey, categoryKey, fresh });
    }
    if (rows.length < FIGURES_PAGE) break;
    after = rows[rows.length - 1]?.[0] ?? '';
    await new Promise((resolve) => setImmediate(resolve));
  }
  const units: ShopFigures['units'] = new Map();
  for (const warehouseId of warehouseIds) {
    for (let after = ''; ; ) {
      const page = await db.query<{ j: string | null }>(
        `select json_agg(json_build_array(part_id, quantity, reserved) order by part_id)::text as j
           from (select * from stock_levels where warehouse_id = $1 and part_id > $2 order by part_id limit ${FIGURES_PAGE}) l`,
        [warehouseId, after],
      );
      const rows = JSON.parse(page.rows[0]?.j ?? '[]') as [string, number, number][];
      for (const [partId, quantity, reserved] of rows) units.set(`${warehouseId}|${partId}`, { quantity, reserved });
      if (rows.length < FIGURES_PAGE) break;
      after = rows[rows.length - 1]?.[0] ?? '';
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return { serial, offers, units };
}

/** Whether a matched row would change the supplier's offer (a stale offer counts: applying makes it fresh); the same rule as `markChanges`. */
function offerChanges(f: ShopFigures, s: SupplierSettings, r: Staged): boolean {
  const o = f.offers.get(r.partId ?? '');
  return !(o && o.cost === r.cost && o.currency === s.currency && o.includesIva === s.pricesIncludeIva && o.brandKey === r.brandKey && o.categoryKey === r.categoryKey && o.fresh);
}

/** Whether staged units would change a warehouse's (units promised to checkouts stay); the same rule as `markChanges`. */
function unitsChange(f: ShopFigures, partId: string, warehouseId: string, quantity: number): boolean {
  const l = f.units.get(`${warehouseId}|${partId}`);
  return l ? l.quantity !== Math.max(quantity, l.reserved) : quantity > 0;
}

function resolveBrand(supplier: SupplierSettings, parts: PartIndex, brand: string): string | null {
  const alias = supplier.brandAliases[brandKeyOf(brand)];
  return (alias !== undefined ? parts.brandOf(alias) : null) ?? parts.brandOf(brand);
}

const text = (v: string | number | undefined): string => (v === undefined ? '' : String(v).trim());

/**
 * Reads a supplier's file into a new run and answers its preview; nothing the shop sells changes.
 * Rows are matched to the provider's articles by brand (the supplier's alias first) and normalised
 * article number; a row that cannot be read is rejected with its line and reason and the others go
 * on; rows of an unknown brand or number are kept as unmatched for review. The same article twice
 * with the same figures keeps one row; with different figures every one of them is rejected, so the
 * order of the rows never decides a price. Staged in short statements of their own, outside any
 * transaction, so the shop keeps answering while a large file is read.
 */
export async function previewImport(ctx: PriceListContext, input: { supplier: string; file: string; fileName?: string }): Promise<ImportReport> {
  const { db } = ctx;
  const supplier = await getSupplier(db, input.supplier);
  if (!supplier) throw new PriceImportError(`no supplier "${input.supplier}"`);
  if (supplier.mapping.brand.length === 0 || supplier.mapping.number.length === 0 || supplier.mapping.price.length === 0) {
    throw new PriceImportError(`supplier ${supplier.id} has no column mapping (brand, number and price columns)`);
  }
  const parts = await ctx.parts();
  let info: TableInfo = { format: 'csv', encoding: null, delimiter: null };
  const rows = readTable(input.file, (i) => {
    info = i;
  });
  const created = await db.query<{ id: number }>(
    "insert into price_import_runs (supplier_id, file_name, format) values ($1, $2, 'csv') returning id",
    [supplier.id, input.fileName ?? path.basename(input.file)],
  );
  const runId = Number(created.rows[0]?.id);
  try {
    let columns: Columns | null = null;
    let seen = 0;
    let lines = 0;
    let lastBrand = '';
    const pending: Staged[] = [];
    const matched = new Map<string, Matched>();
    const counts = { matched: 0, unmatched: 0, rejected: 0 };
    const stage = async (staged: readonly Staged[]) => {
      for (const r of staged) counts[r.outcome]++;
      await stageRows(db, runId, staged, batches);
    };
    // Reading and matching is work of this process's own: the shop's requests get their turn now and
    // then, and more of it while they keep the worker busy (give-way.ts).
    const batches = giveWay();
    const reading = giveWay(0);
    let piece = performance.now();
    const turn = async () => {
      const ms = performance.now() - piece;
      await reading.after(ms, ms);
      piece = performance.now();
    };
    for await (const row of rows) {
      if (row.line % YIELD_EVERY_ROWS === 0) await turn();
      if (!columns) {
        columns = columnsOf(row.cells, supplier.mapping);
        if (!columns && ++seen >= HEADER_SEARCH_ROWS) break;
        continue;
      }
      if (row.cells.every((c) => text(c) === '')) continue;
      lines++;
      const raw = row.cells.map(text).join(' | ');
      const reject = (reason: RejectionReason, brand: string | null = null, number: string | null = null) => {
        pending.push({ line: row.line, outcome: 'rejected', reason, brand, number, raw, partId: null, brandKey: null, categoryKey: null, cost: null });
      };
      try {
        const cells = row.cells.map(text);
        if (isNotAnArticle(cells, cells[columns.number] ?? '', cells[columns.price] ?? '')) {
          reject('not-an-article');
        } else {
          // A brand cell merged over several rows of a spreadsheet is read in its first row only.
          let brand = cells[columns.brand] ?? '';
          if (brand === '' && info.format === 'xlsx') brand = lastBrand;
          else lastBrand = brand;
          const number = cells[columns.number] ?? '';
          const price = parseMoney(row.cells[columns.price]);
          const stock = columns.stock.map((s) => [s.warehouseId, parseStock(row.cells[s.index])] as const);
          const badStock = stock.find(([, p]) => !p.ok);
          if (brand === '') reject('missing-brand', null, number || null);
          else if (number === '') reject('missing-number', brand, null);
          else if (!price.ok) reject(price.reason, brand, number);
          else if (badStock) reject('bad-stock', brand, number);
          else {
            const brandKey = resolveBrand(supplier, parts, brand);
            const part = brandKey !== null ? parts.find(brandKey, articleKeyOf(number)) : null;
            const units = stock.map(([w, p]) => [w, p.ok ? p.value : 0] as [string, number]);
            if (!part) {
              pending.push({
                line: row.line, outcome: 'unmatched', reason: brandKey === null ? 'unknown-brand' : 'unknown-number', brand, number, raw,
                partId: null, brandKey, categoryKey: null, cost: price.value,
              });
            } else {
              const before = matched.get(part.partId);
              if (!before) {
                matched.set(part.partId, {
                  line: row.line, outcome: 'matched', reason: null, brand, number, raw, partId: part.partId, brandKey: part.brandKey,
                  categoryKey: part.categoryKey, cost: price.value, stock: units, conflict: false, duplicates: [],
                });
              } else {
                if (before.cost !== price.value || JSON.stringify(before.stock) !== JSON.stringify(units)) before.conflict = true;
                before.duplicates.push({ line: row.line, outcome: 'rejected', reason: 'duplicate', brand, number, raw, partId: null, brandKey: null, categoryKey: null, cost: null });
              }
            }
          }
        }
      } catch {
        reject('unreadable');
      }
      if (pending.length >= STAGE_BATCH) await stage(pending.splice(0));
    }
    if (!columns) {
      const wanted = [supplier.mapping.brand[0], supplier.mapping.number[0], supplier.mapping.price[0]].join(', ');
      throw new PriceImportError(`no header row with the columns ${wanted} in the first ${HEADER_SEARCH_ROWS} rows`);
    }
    const kept: Staged[] = [];
    const stock: StagedStock[] = [];
    const figures = await shopFigures(db, supplier, supplier.mapping.stock.map((m) => m.warehouseId), ctx.offerMaxAgeDays);
    const changedParts = new Set<string>();
    let compared = 0;
    for (const m of matched.values()) {
      if (++compared % YIELD_EVERY_ROWS === 0) await turn();
      for (const d of m.duplicates) kept.push(m.conflict ? { ...d, reason: 'conflicting-duplicate' } : d);
      if (m.conflict) {
        kept.push({ ...m, outcome: 'rejected', reason: 'conflicting-duplicate', partId: null, brandKey: null, categoryKey: null, cost: null });
        continue;
      }
      const partId = m.partId ?? '';
      const changes = offerChanges(figures, supplier, m);
      kept.push({ ...m, changes });
      if (changes) changedParts.add(partId);
      for (const [warehouseId, quantity] of m.stock) {
        const unitsChanged = unitsChange(figures, partId, warehouseId, quantity);
        if (unitsChanged) changedParts.add(partId);
        stock.push({ partId, warehouseId, quantity, changes: unitsChanged });
      }
    }
    await stage(pending);
    await stage(kept);
    await stageStock(db, runId, stock, batches);
    await db.query(
      `update price_import_runs set state = 'previewed', format = $2, encoding = $3, lines = $4, changed = $5, serial = $6,
              matched = $7, unmatched = $8, rejected = $9
        where id = $1`,
      [runId, info.format, info.encoding, lines, changedParts.size, figures.serial, counts.matched, counts.unmatched, counts.rejected],
    );
    return await importReport(db, runId);
  } catch (err) {
    await db.query("update price_import_runs set state = 'discarded' where id = $1", [runId]);
    throw err;
  }
}
