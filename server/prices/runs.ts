import path from 'node:path';
import type { Db, Queryable } from '../db';
import { recordCatalogueWrite } from '../pricing/catalogue-writes';
import { REJECTION_REASONS, articleKeyOf, brandKeyOf, isNotAnArticle, parseMoney, parseStock, type RejectionReason } from './normalise';
import type { PartIndex } from './part-index';
import { readTable, type TableInfo } from './read-table';
import { getSupplier, type ColumnMapping, type SupplierSettings } from './suppliers';

/** What price list imports need: the database, the provider's articles to match, and when an offer counts as stale. */
export interface PriceListContext {
  db: Db;
  parts: () => Promise<PartIndex>;
  offerMaxAgeDays: number;
}

export type RunState = 'staging' | 'previewed' | 'applying' | 'applied' | 'undoing' | 'undone' | 'discarded';
export type UnmatchedReason = 'unknown-brand' | 'unknown-number';

export interface RunSummary {
  id: number;
  supplierId: string;
  fileName: string;
  format: string;
  encoding: string | null;
  state: RunState;
  /** Rows read below the header (empty rows not counted). */
  lines: number;
  matched: number;
  /** Matched rows whose offer or units differ from what the shop has (counted again when applied). */
  changed: number;
  unmatched: number;
  rejected: number;
  createdAt: string;
  appliedAt: string | null;
  undoneAt: string | null;
}

export interface RunRow {
  line: number;
  outcome: 'matched' | 'unmatched' | 'rejected';
  reason: RejectionReason | UnmatchedReason | null;
  /** The reason in Spanish, for the report. */
  message: string | null;
  brand: string | null;
  number: string | null;
  /** The row's cells as read, joined by " | ". */
  raw: string | null;
  partId: string | null;
  costCentavos: number | null;
}

/** A run's preview (or result): counts, rejections per reason, and the first rejected and unmatched rows. */
export interface ImportReport {
  run: RunSummary;
  rejectedByReason: Partial<Record<RejectionReason, number>>;
  rejections: RunRow[];
  unmatchedRows: RunRow[];
}

export class PriceImportError extends Error {}

const UNMATCHED_MESSAGES: Record<UnmatchedReason, string> = {
  'unknown-brand': 'marca desconocida (agregar un alias del proveedor)',
  'unknown-number': 'la marca no tiene un artículo con ese código',
};
const REPORT_ROWS = 50;
const STAGE_BATCH = 2000;
const HEADER_SEARCH_ROWS = 30;
const YIELD_EVERY_ROWS = 250;
/**
 * The pause between two batches of an import: a request's next query is not queued behind the next
 * batch (the embedded database runs one statement at a time), and on PostgreSQL the import leaves
 * the processor to the shop now and then.
 */
const PAUSE_MS = 20;

function breathe(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
}

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

async function stageRows(db: Queryable, runId: number, rows: readonly Staged[]): Promise<void> {
  for (let i = 0; i < rows.length; i += STAGE_BATCH) {
    const batch = rows.slice(i, i + STAGE_BATCH);
    // Matched rows keep what the swap needs; the others keep what a person reviews.
    const review = (r: Staged) => r.outcome !== 'matched';
    await db.query(
      `insert into price_import_rows (run_id, line, outcome, reason, brand, article_number, raw, part_id, brand_key, category_key, cost_centavos, changes)
       select $1, r.* from unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::bigint[], $12::boolean[])
         as r(line, outcome, reason, brand, article_number, raw, part_id, brand_key, category_key, cost_centavos, changes)`,
      [
        runId, batch.map((r) => r.line), batch.map((r) => r.outcome), batch.map((r) => r.reason),
        batch.map((r) => (review(r) ? r.brand : null)), batch.map((r) => (review(r) ? r.number : null)), batch.map((r) => (review(r) ? r.raw : null)),
        batch.map((r) => r.partId), batch.map((r) => r.brandKey), batch.map((r) => r.categoryKey), batch.map((r) => r.cost), batch.map((r) => r.changes === true),
      ],
    );
    await breathe();
  }
}

async function stageStock(db: Queryable, runId: number, rows: readonly StagedStock[]): Promise<void> {
  for (let i = 0; i < rows.length; i += STAGE_BATCH * 2) {
    const batch = rows.slice(i, i + STAGE_BATCH * 2);
    await db.query(
      `insert into price_import_stock (run_id, part_id, warehouse_id, quantity, changes)
       select $1, s.* from unnest($2::text[], $3::text[], $4::int[], $5::boolean[]) as s(part_id, warehouse_id, quantity, changes)`,
      [runId, batch.map((s) => s.partId), batch.map((s) => s.warehouseId), batch.map((s) => s.quantity), batch.map((s) => s.changes)],
    );
    await breathe();
  }
}

/** The supplier's offers and units as the shop has them now, to mark what a run would change. */
interface ShopFigures {
  serial: number;
  offers: Map<string, { cost: number; currency: string; includesIva: boolean; brandKey: string | null; categoryKey: string | null; fresh: boolean }>;
  units: Map<string, { quantity: number; reserved: number }>;
}

/** Rows of the shop's offers or units read per statement while a preview compares: each is parsed in a few milliseconds. */
const FIGURES_PAGE = 5_000;

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
      await stageRows(db, runId, staged);
    };
    for await (const row of rows) {
      // Reading and matching is work of this process's own: the shop's requests get their turn now and then.
      if (row.line % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
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
      if (++compared % YIELD_EVERY_ROWS === 0) await new Promise((resolve) => setImmediate(resolve));
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
    await stageStock(db, runId, stock);
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

async function writeSerial(db: Queryable): Promise<number> {
  const r = await db.query<{ serial: string | number }>('select serial from catalogue_writes where id = 1');
  return Number(r.rows[0]?.serial ?? 0);
}

/**
 * Marks the run's rows whose offer or units differ from the shop's now (a stale offer counts:
 * applying makes it fresh), outside any transaction, and keeps the write serial it saw: the swap
 * trusts the marks only while that serial has not moved. Answers how many parts would change.
 */
async function markChanges(db: Queryable, runId: number, s: SupplierSettings, maxAgeDays: number): Promise<number> {
  const serial = await writeSerial(db);
  await db.query('update price_import_rows set changes = false where run_id = $1 and changes', [runId]);
  await db.query('update price_import_stock set changes = false where run_id = $1 and changes', [runId]);
  // Correlated by primary key, row by row: freshly staged rows have no statistics for a join plan.
  await db.query(
    `update price_import_rows r set changes = true
      where r.run_id = $1 and r.outcome = 'matched'
        and not exists (select 1 from offers o
                         where o.supplier_id = $2 and o.part_id = r.part_id and o.cost_centavos = r.cost_centavos and o.currency = $3
                           and o.cost_includes_iva = $4 and o.brand_key is not distinct from r.brand_key
                           and o.category_key is not distinct from r.category_key and o.imported_at >= now() - make_interval(days => $5::int))`,
    [runId, s.id, s.currency, s.pricesIncludeIva, maxAgeDays],
  );
  await db.query(
    `update price_import_stock s set changes = true
      where s.run_id = $1
        and (case when exists (select 1 from stock_levels l where l.warehouse_id = s.warehouse_id and l.part_id = s.part_id)
                  then exists (select 1 from stock_levels l where l.warehouse_id = s.warehouse_id and l.part_id = s.part_id and l.quantity <> greatest(s.quantity, l.reserved))
                  else s.quantity > 0 end)`,
    [runId],
  );
  await db.query('update price_import_runs set serial = $2 where id = $1', [runId, serial]);
  const n = await db.query<{ n: string | number }>(
    `select count(*) as n from (select part_id from price_import_rows where run_id = $1 and changes
                                union select part_id from price_import_stock where run_id = $1 and changes) c`,
    [runId],
  );
  return Number(n.rows[0]?.n ?? 0);
}

class SerialMoved extends Error {}

/** Above this many changed parts the price book is read again whole rather than part by part. */
const PARTIAL_RELOAD_MAX = 20_000;

/** Parts written per transaction of an apply: each holds the embedded database for a fraction of a second. */
export const APPLY_CHUNK_PARTS = 1_000;

/**
 * Claims a previewed run for applying, in one short transaction: while no price or stock was
 * written since its rows were marked (else it marks them again, outside the transaction, and tries
 * again), and while no other run is applying. From then on the price book reads the run's staged
 * offers and units in place of the ones not written yet.
 */
async function claimRun(ctx: PriceListContext, runId: number, supplier: SupplierSettings): Promise<void> {
  const { db } = ctx;
  for (let attempt = 1; ; attempt++) {
    const marked = await db.query<{ serial: string | number | null }>('select serial from price_import_runs where id = $1', [runId]);
    if (Number(marked.rows[0]?.serial ?? -1) !== (await writeSerial(db))) await markChanges(db, runId, supplier, ctx.offerMaxAgeDays);
    try {
      await db.transaction(async (tx) => {
        // The marks hold while no price or stock was written since; the row lock keeps it so until commit.
        const serial = await tx.query<{ serial: string | number }>('select serial from catalogue_writes where id = 1 for update');
        const again = await tx.query<{ serial: string | number | null }>('select serial from price_import_runs where id = $1', [runId]);
        if (Number(serial.rows[0]?.serial) !== Number(again.rows[0]?.serial ?? -1)) throw new SerialMoved();
        const other = await tx.query<{ id: number; state: string }>(
          "select id, state from price_import_runs where state in ('applying', 'undoing') and id <> $1 limit 1",
          [runId],
        );
        if (other.rows[0]) {
          const doing = other.rows[0].state === 'undoing' ? 'undone' : 'applied';
          throw new PriceImportError(`import run ${other.rows[0].id} is being ${doing}: apply run ${runId} when it is done`);
        }
        const claimed = await tx.query("update price_import_runs set state = 'applying', applied_at = now() where id = $1 and state = 'previewed' returning id", [runId]);
        if (claimed.rows.length === 0) throw new PriceImportError(`import run ${runId} was applied or discarded meanwhile`);
      });
      return;
    } catch (err) {
      // Prices or stock were written between the marks and the claim: mark again (outside it), then claim.
      if (!(err instanceof SerialMoved) || attempt >= 5) throw err;
    }
  }
}

/**
 * Writes the marked offers and units of the parts in (after, upTo] of an applying run, keeping what
 * they replace: history first, and only where none was kept yet, so writing a range again (an
 * apply taken up after a stop) keeps the offers from before the run.
 */
async function writeChunk(db: Db, runId: number, supplier: SupplierSettings, after: string, upTo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const range = [runId, after, upTo];
    await tx.query(
      `insert into price_import_offer_history (run_id, part_id, had_offer, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at)
       select $1, r.part_id, o.part_id is not null, o.brand_key, o.category_key, o.cost_centavos, o.currency, o.cost_includes_iva, o.imported_at
         from price_import_rows r left join offers o on o.supplier_id = $4 and o.part_id = r.part_id
        where r.run_id = $1 and r.changes and r.part_id > $2 and r.part_id <= $3
       on conflict do nothing`,
      [...range, supplier.id],
    );
    await tx.query(
      `insert into price_import_stock_history (run_id, warehouse_id, part_id, quantity)
       select $1, s.warehouse_id, s.part_id, l.quantity
         from price_import_stock s left join stock_levels l on l.warehouse_id = s.warehouse_id and l.part_id = s.part_id
        where s.run_id = $1 and s.changes and s.part_id > $2 and s.part_id <= $3
       on conflict do nothing`,
      range,
    );
    // Every offer of the run gets the moment it was claimed: what the price book read from the staged rows meanwhile.
    await tx.query(
      `insert into offers (supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at)
       select $4, r.part_id, r.brand_key, r.category_key, r.cost_centavos, $5, $6, (select applied_at from price_import_runs where id = $1)
         from price_import_rows r where r.run_id = $1 and r.changes and r.part_id > $2 and r.part_id <= $3
       on conflict (supplier_id, part_id) do update set brand_key = excluded.brand_key, category_key = excluded.category_key,
         cost_centavos = excluded.cost_centavos, currency = excluded.currency, cost_includes_iva = excluded.cost_includes_iva, imported_at = excluded.imported_at`,
      [...range, supplier.id, supplier.currency, supplier.pricesIncludeIva],
    );
    await tx.query(
      `insert into stock_levels (warehouse_id, part_id, quantity)
       select s.warehouse_id, s.part_id, s.quantity from price_import_stock s where s.run_id = $1 and s.changes and s.part_id > $2 and s.part_id <= $3
       on conflict (warehouse_id, part_id) do update set quantity = greatest(excluded.quantity, stock_levels.reserved)`,
      range,
    );
  });
}

/**
 * Applies a previewed run (or goes on with one whose apply stopped half way): claims it, then writes
 * its marked offers and units in transactions of `APPLY_CHUNK_PARTS` parts, keeping what they
 * replace; rows equal to what the shop has are not written and leave no history. Shoppers read the
 * price book, which shows the whole run from the claim on (ADR 0028), never part of it. Then records
 * one price write (the catalogue version moves once) when anything changed.
 */
export interface ApplyOptions {
  /** Parts per transaction (`APPLY_CHUNK_PARTS`). */
  chunkParts?: number;
  /** Called after each transaction with the parts written so far and in all. */
  onProgress?: (written: number, total: number) => void;
  /** Stops between transactions (the shop is stopping): the run stays `applying`, and applying it again goes on. */
  signal?: AbortSignal;
}

export async function applyRun(ctx: PriceListContext, runId: number, opts: ApplyOptions = {}): Promise<ImportReport> {
  const { db } = ctx;
  const run = await getRun(db, runId);
  if (!run) throw new PriceImportError(`no import run ${runId}`);
  if (run.state !== 'previewed' && run.state !== 'applying') throw new PriceImportError(`import run ${runId} is ${run.state}, not previewed`);
  const supplier = await getSupplier(db, run.supplierId);
  if (!supplier) throw new PriceImportError(`no supplier ${run.supplierId}`);
  if (run.state === 'previewed') await claimRun(ctx, runId, supplier);
  // The marks do not move while the run applies (only a claim marks again): the parts to write, in order.
  const parts = await db.query<{ part_id: string }>(
    `select part_id from price_import_rows where run_id = $1 and changes
      union select part_id from price_import_stock where run_id = $1 and changes order by 1`,
    [runId],
  );
  const changed = parts.rows.map((r) => r.part_id);
  const step = Math.max(1, opts.chunkParts ?? APPLY_CHUNK_PARTS);
  for (let i = 0; i < changed.length; i += step) {
    if (opts.signal?.aborted) return importReport(db, runId);
    const upTo = Math.min(i + step, changed.length);
    await writeChunk(db, runId, supplier, i === 0 ? '' : (changed[i - 1] ?? ''), changed[upTo - 1] ?? '');
    opts.onProgress?.(upTo, changed.length);
    await breathe();
  }
  const done = await db.query("update price_import_runs set state = 'applied', changed = $2 where id = $1 and state = 'applying' returning id", [runId, changed.length]);
  if (done.rows.length === 0) throw new PriceImportError(`import run ${runId} was applied meanwhile`);
  if (changed.length > 0) await recordCatalogueWrite(db, 'price-import', changed.length <= PARTIAL_RELOAD_MAX ? changed : undefined);
  return importReport(db, runId);
}

/**
 * Claims an applied run for undoing, in one short transaction: only a supplier's latest applied run
 * can be undone (a later run's prices are never overwritten), and not while another run applies or
 * undoes. From then on the price book reads the offers and units the run replaced in place of the
 * ones not put back yet.
 */
async function claimUndo(db: Db, runId: number, supplierId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const later = await tx.query<{ id: number }>(
      "select id from price_import_runs where supplier_id = $1 and state in ('applied', 'applying', 'undoing') and id > $2 order by id limit 1",
      [supplierId, runId],
    );
    if (later.rows[0]) throw new PriceImportError(`import run ${later.rows[0].id} was applied after run ${runId}: undo it first`);
    const busy = await tx.query<{ id: number }>("select id from price_import_runs where state in ('applying', 'undoing') and id <> $1 limit 1", [runId]);
    if (busy.rows[0]) throw new PriceImportError(`import run ${busy.rows[0].id} is being written: undo run ${runId} when it is done`);
    const claimed = await tx.query(
      "update price_import_runs set state = 'undoing', undone_up_to = '' where id = $1 and state = 'applied' returning id",
      [runId],
    );
    if (claimed.rows.length === 0) throw new PriceImportError(`import run ${runId} was undone meanwhile`);
  });
}

/** Puts back the offers and units of the parts in (after, upTo] that an undoing run replaced, and moves its mark. */
async function undoChunk(db: Db, runId: number, supplierId: string, after: string, upTo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const range = [runId, after, upTo];
    await tx.query(
      `delete from offers o using price_import_offer_history h
        where h.run_id = $1 and h.part_id > $2 and h.part_id <= $3 and not h.had_offer and o.supplier_id = $4 and o.part_id = h.part_id`,
      [...range, supplierId],
    );
    await tx.query(
      `insert into offers (supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at)
       select $4, h.part_id, h.brand_key, h.category_key, h.cost_centavos, h.currency, h.cost_includes_iva, h.imported_at
         from price_import_offer_history h where h.run_id = $1 and h.part_id > $2 and h.part_id <= $3 and h.had_offer
       on conflict (supplier_id, part_id) do update set brand_key = excluded.brand_key, category_key = excluded.category_key,
         cost_centavos = excluded.cost_centavos, currency = excluded.currency, cost_includes_iva = excluded.cost_includes_iva, imported_at = excluded.imported_at`,
      [...range, supplierId],
    );
    await tx.query(
      `delete from stock_levels l using price_import_stock_history h
        where h.run_id = $1 and h.part_id > $2 and h.part_id <= $3 and h.quantity is null
          and l.warehouse_id = h.warehouse_id and l.part_id = h.part_id and l.reserved = 0`,
      range,
    );
    await tx.query(
      `update stock_levels l set quantity = greatest(coalesce(h.quantity, 0), l.reserved)
         from price_import_stock_history h
        where h.run_id = $1 and h.part_id > $2 and h.part_id <= $3 and l.warehouse_id = h.warehouse_id and l.part_id = h.part_id`,
      range,
    );
    await tx.query("update price_import_runs set undone_up_to = $2 where id = $1 and state = 'undoing'", [runId, upTo]);
  });
}

export interface UndoOptions {
  /** Parts per transaction (`APPLY_CHUNK_PARTS`). */
  chunkParts?: number;
  /** Called after each transaction with the parts put back so far and in all. */
  onProgress?: (written: number, total: number) => void;
  /** Stops between transactions (the shop is stopping): the run stays `undoing`, and undoing it again goes on. */
  signal?: AbortSignal;
}

/**
 * Puts back the offers and units an applied run replaced (offers it added are removed), in
 * transactions of `APPLY_CHUNK_PARTS` parts as an apply writes them; an undo stopped half way is
 * taken up where it stopped. Shoppers read the price book, which shows the whole undo from the claim
 * on, never part of it. Then records one price write (the catalogue version moves once).
 */
export async function undoRun(ctx: PriceListContext, runId: number, opts: UndoOptions = {}): Promise<ImportReport> {
  const { db } = ctx;
  const run = await getRun(db, runId);
  if (!run) throw new PriceImportError(`no import run ${runId}`);
  if (run.state !== 'applied' && run.state !== 'undoing') throw new PriceImportError(`import run ${runId} is ${run.state}: only an applied run can be undone`);
  if (run.state === 'applied') await claimUndo(db, runId, run.supplierId);
  const mark = await db.query<{ undone_up_to: string | null }>('select undone_up_to from price_import_runs where id = $1', [runId]);
  const parts = await db.query<{ part_id: string }>(
    `select part_id from price_import_offer_history where run_id = $1 and part_id > $2
      union select part_id from price_import_stock_history where run_id = $1 and part_id > $2 order by 1`,
    [runId, mark.rows[0]?.undone_up_to ?? ''],
  );
  const todo = parts.rows.map((r) => r.part_id);
  const step = Math.max(1, opts.chunkParts ?? APPLY_CHUNK_PARTS);
  let after = mark.rows[0]?.undone_up_to ?? '';
  for (let i = 0; i < todo.length; i += step) {
    if (opts.signal?.aborted) return importReport(db, runId);
    const upTo = todo[Math.min(i + step, todo.length) - 1] ?? after;
    await undoChunk(db, runId, run.supplierId, after, upTo);
    after = upTo;
    opts.onProgress?.(Math.min(i + step, todo.length), todo.length);
    await breathe();
  }
  const done = await db.query("update price_import_runs set state = 'undone', undone_at = now() where id = $1 and state = 'undoing' returning id", [runId]);
  if (done.rows.length === 0) throw new PriceImportError(`import run ${runId} was undone meanwhile`);
  const ids = await db.query<{ part_id: string }>(
    'select part_id from price_import_offer_history where run_id = $1 union select part_id from price_import_stock_history where run_id = $1',
    [runId],
  );
  const changed = ids.rows.map((r) => r.part_id);
  if (changed.length > 0) await recordCatalogueWrite(db, 'price-import', changed.length <= PARTIAL_RELOAD_MAX ? changed : undefined);
  return importReport(db, runId);
}

/** Sets a previewed run aside without applying it (its rows stay for review). */
export async function discardRun(ctx: PriceListContext, runId: number): Promise<RunSummary> {
  const r = await ctx.db.query("update price_import_runs set state = 'discarded' where id = $1 and state = 'previewed' returning id", [runId]);
  if (r.rows.length === 0) throw new PriceImportError(`import run ${runId} is not a preview`);
  const run = await getRun(ctx.db, runId);
  if (!run) throw new PriceImportError(`no import run ${runId}`);
  return run;
}

interface RunRecord {
  id: number; supplier_id: string; file_name: string; format: string; encoding: string | null; state: RunState; lines: number;
  matched: number; changed: number; unmatched: number; rejected: number; created_at: Date | string; applied_at: Date | string | null; undone_at: Date | string | null;
}
const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());
const RUN_COLUMNS = 'id, supplier_id, file_name, format, encoding, state, lines, matched, changed, unmatched, rejected, created_at, applied_at, undone_at';
function summary(r: RunRecord): RunSummary {
  return {
    id: Number(r.id), supplierId: r.supplier_id, fileName: r.file_name, format: r.format, encoding: r.encoding, state: r.state,
    lines: Number(r.lines), matched: Number(r.matched), changed: Number(r.changed), unmatched: Number(r.unmatched), rejected: Number(r.rejected),
    createdAt: iso(r.created_at) ?? '', appliedAt: iso(r.applied_at), undoneAt: iso(r.undone_at),
  };
}

export async function getRun(db: Queryable, runId: number): Promise<RunSummary | null> {
  const r = await db.query<RunRecord>(`select ${RUN_COLUMNS} from price_import_runs where id = $1`, [runId]);
  return r.rows[0] ? summary(r.rows[0]) : null;
}

/** A supplier's runs (or everyone's), the newest first. */
export async function listRuns(db: Queryable, opts: { supplierId?: string; limit?: number } = {}): Promise<RunSummary[]> {
  const r = await db.query<RunRecord>(
    `select ${RUN_COLUMNS} from price_import_runs where ($1::text is null or supplier_id = $1) order by id desc limit $2`,
    [opts.supplierId ?? null, opts.limit ?? 50],
  );
  return r.rows.map(summary);
}

/** A run's rows of one outcome (or all), by line, a page at a time: the review of rejected and unmatched rows. */
export async function runRows(db: Queryable, runId: number, opts: { outcome?: RunRow['outcome']; offset?: number; limit?: number } = {}): Promise<RunRow[]> {
  const r = await db.query<{ line: number; outcome: RunRow['outcome']; reason: string | null; brand: string | null; article_number: string | null; raw: string | null; part_id: string | null; cost_centavos: string | number | null }>(
    `select line, outcome, reason, brand, article_number, raw, part_id, cost_centavos from price_import_rows
      where run_id = $1 and ($2::text is null or outcome = $2) order by line offset $3 limit $4`,
    [runId, opts.outcome ?? null, opts.offset ?? 0, opts.limit ?? 100],
  );
  return r.rows.map((x) => {
    const reason = x.reason as RunRow['reason'];
    const message = reason === null ? null : reason in REJECTION_REASONS ? REJECTION_REASONS[reason as RejectionReason] : UNMATCHED_MESSAGES[reason as UnmatchedReason];
    return {
      line: Number(x.line), outcome: x.outcome, reason, message, brand: x.brand, number: x.article_number, raw: x.raw, partId: x.part_id,
      costCentavos: x.cost_centavos === null ? null : Number(x.cost_centavos),
    };
  });
}

/** Unmatched rows of each supplier's latest run, for review (adding brand aliases, asking the supplier). */
export async function unmatchedForReview(db: Queryable, supplierId: string, opts: { offset?: number; limit?: number } = {}): Promise<RunRow[]> {
  const latest = await db.query<{ id: number }>(
    "select id from price_import_runs where supplier_id = $1 and state in ('previewed', 'applied') order by id desc limit 1",
    [supplierId],
  );
  const id = latest.rows[0]?.id;
  return id === undefined ? [] : runRows(db, Number(id), { outcome: 'unmatched', ...opts });
}

export async function importReport(db: Queryable, runId: number): Promise<ImportReport> {
  const run = await getRun(db, runId);
  if (!run) throw new PriceImportError(`no import run ${runId}`);
  const [byReason, rejections, unmatchedRows] = await Promise.all([
    db.query<{ reason: RejectionReason; n: string | number }>(
      "select reason, count(*) as n from price_import_rows where run_id = $1 and outcome = 'rejected' group by reason order by reason",
      [runId],
    ),
    runRows(db, runId, { outcome: 'rejected', limit: REPORT_ROWS }),
    runRows(db, runId, { outcome: 'unmatched', limit: REPORT_ROWS }),
  ]);
  return { run, rejectedByReason: Object.fromEntries(byReason.rows.map((r) => [r.reason, Number(r.n)])), rejections, unmatchedRows };
}
