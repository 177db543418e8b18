import type { Db, Queryable } from '../db';
import { recordCatalogueWrite } from '../pricing/catalogue-writes';
import { PriceImportError, type ImportReport, type PriceListContext } from './run-model';
import { createPacer, HELD_MS_COLUMN, heldMs, type Pacer } from './pacing';
import { giveWay } from './give-way';
import { getRun, importReport, writeSerial } from './run-records';
import { getSupplier, type SupplierSettings } from './suppliers';

// Applying a previewed run: its marks checked against the shop's writes since, the claim, then its
// offers and units written in chunks, keeping what they replace for an undo.

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
export const PARTIAL_RELOAD_MAX = 20_000;

/**
 * Parts written per transaction of an apply on PostgreSQL (whose readers a writing transaction does
 * not hold up), and at first on the embedded database: there later transactions are sized by how
 * long the last ones held it (`HOLD_TARGET_MS`), between `APPLY_CHUNK_MIN` and `APPLY_CHUNK_MAX`.
 */
export const APPLY_CHUNK_PARTS = 1_000;
export const APPLY_CHUNK_MIN = 25;
export const APPLY_CHUNK_MAX = 2_000;

/** How an apply or undo sizes its transactions on a database (`fixed`: every one that many parts). */
export function chunkPacer(db: Db, fixed?: number): Pacer {
  if (fixed !== undefined) return createPacer(fixed, fixed, fixed);
  return createPacer(db.kind === 'pglite' ? APPLY_CHUNK_MIN * 2 : APPLY_CHUNK_PARTS, APPLY_CHUNK_MIN, APPLY_CHUNK_MAX);
}

/**
 * The parts of two lists of a run in the database's order (the one the chunks' ranges follow), once
 * each, as one JSON text in one statement: the embedded database hands over one long row far faster
 * than tens of thousands of short ones.
 */
export async function runParts(db: Queryable, runId: number, firstSql: string, secondSql: string): Promise<string[]> {
  const r = await db.query<{ j: string | null }>(`select json_agg(part_id order by part_id)::text as j from (${firstSql} union ${secondSql}) p`, [runId]);
  return JSON.parse(r.rows[0]?.j ?? '[]') as string[];
}

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
 * apply taken up after a stop) keeps the offers from before the run. One statement (its parts
 * read the database as it was before it): on the embedded database a transaction of several
 * statements holds it for every round trip between the worker and the database thread too, which
 * a worker busy with shoppers makes long.
 */
async function writeChunk(db: Db, runId: number, supplier: SupplierSettings, after: string, upTo: string): Promise<number | null> {
  const r = await db.query<{ held_ms: number }>(
    `with offer_history as (
       insert into price_import_offer_history (run_id, part_id, had_offer, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at)
       select $1, r.part_id, o.part_id is not null, o.brand_key, o.category_key, o.cost_centavos, o.currency, o.cost_includes_iva, o.imported_at
         from price_import_rows r left join offers o on o.supplier_id = $4 and o.part_id = r.part_id
        where r.run_id = $1 and r.changes and r.part_id > $2 and r.part_id <= $3
       on conflict do nothing returning 1),
     stock_history as (
       insert into price_import_stock_history (run_id, warehouse_id, part_id, quantity)
       select $1, s.warehouse_id, s.part_id, l.quantity
         from price_import_stock s left join stock_levels l on l.warehouse_id = s.warehouse_id and l.part_id = s.part_id
        where s.run_id = $1 and s.changes and s.part_id > $2 and s.part_id <= $3
       on conflict do nothing returning 1),
     -- Every offer of the run gets the moment it was claimed: what the price book read from the staged rows meanwhile.
     new_offers as (
       insert into offers (supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at)
       select $4, r.part_id, r.brand_key, r.category_key, r.cost_centavos, $5, $6, (select applied_at from price_import_runs where id = $1)
         from price_import_rows r where r.run_id = $1 and r.changes and r.part_id > $2 and r.part_id <= $3
       on conflict (supplier_id, part_id) do update set brand_key = excluded.brand_key, category_key = excluded.category_key,
         cost_centavos = excluded.cost_centavos, currency = excluded.currency, cost_includes_iva = excluded.cost_includes_iva, imported_at = excluded.imported_at
       returning 1),
     new_units as (
       insert into stock_levels (warehouse_id, part_id, quantity)
       select s.warehouse_id, s.part_id, s.quantity from price_import_stock s where s.run_id = $1 and s.changes and s.part_id > $2 and s.part_id <= $3
       on conflict (warehouse_id, part_id) do update set quantity = greatest(excluded.quantity, stock_levels.reserved)
       returning 1)
     select (select count(*) from offer_history) + (select count(*) from stock_history) + (select count(*) from new_offers) + (select count(*) from new_units) as n,
            ${HELD_MS_COLUMN}`,
    [runId, after, upTo, supplier.id, supplier.currency, supplier.pricesIncludeIva],
  );
  return r.rows[0]?.held_ms ?? null;
}

/**
 * Applies a previewed run (or goes on with one whose apply stopped half way): claims it, then writes
 * its marked offers and units in short statements (on the embedded database each about
 * `HOLD_TARGET_MS`), keeping what they
 * replace; rows equal to what the shop has are not written and leave no history. Shoppers read the
 * price book, which shows the whole run from the claim on (ADR 0028), never part of it. Then records
 * one price write (the catalogue version moves once) when anything changed.
 */
export interface ApplyOptions {
  /** Parts per transaction, every one (else sized by how long the last ones took, from `APPLY_CHUNK_PARTS`). */
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
  const changed = await runParts(
    db, runId,
    'select part_id from price_import_rows where run_id = $1 and changes',
    'select part_id from price_import_stock where run_id = $1 and changes',
  );
  const pace = chunkPacer(db, opts.chunkParts);
  const way = giveWay();
  for (let i = 0; i < changed.length; ) {
    if (opts.signal?.aborted) return importReport(db, runId);
    const upTo = Math.min(i + Math.max(1, pace.size(way.holdMs())), changed.length);
    const started = performance.now();
    const held = await writeChunk(db, runId, supplier, i === 0 ? '' : (changed[i - 1] ?? ''), changed[upTo - 1] ?? '');
    const heldFor = heldMs({ held_ms: held }, performance.now() - started);
    pace.took(heldFor, upTo - i);
    i = upTo;
    opts.onProgress?.(upTo, changed.length);
    // Embedded here, the statement's whole round trip is this loop's own work.
    await way.after(heldFor, db.onThisThread ? performance.now() - started : 0);
  }
  const done = await db.query("update price_import_runs set state = 'applied', changed = $2 where id = $1 and state = 'applying' returning id", [runId, changed.length]);
  if (done.rows.length === 0) throw new PriceImportError(`import run ${runId} was applied meanwhile`);
  if (changed.length > 0) await recordCatalogueWrite(db, 'price-import', changed.length <= PARTIAL_RELOAD_MAX ? changed : undefined);
  return importReport(db, runId);
}
