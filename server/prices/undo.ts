import type { Db } from '../db';
import { recordCatalogueWrite } from '../pricing/catalogue-writes';
import { chunkPacer, PARTIAL_RELOAD_MAX, runParts } from './apply';
import { HELD_MS_COLUMN, heldMs } from './pacing';
import { PriceImportError, type ImportReport, type PriceListContext } from './run-model';
import { giveWay } from './give-way';
import { getRun, importReport } from './run-records';

// Undoing an applied run: the claim, then the offers and units it replaced put back in chunks.

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

/**
 * Puts back the offers and units of the parts in (after, upTo] that an undoing run replaced, and
 * moves its mark, in one statement (as an apply's batch, `writeChunk`). Its parts read the database
 * as it was before it and may not change one row twice: a unit row deleted (none before the run,
 * none reserved) is not also updated.
 */
async function undoChunk(db: Db, runId: number, supplierId: string, after: string, upTo: string): Promise<number | null> {
  const r = await db.query<{ held_ms: number }>(
    `with dropped_offers as (
       delete from offers o using price_import_offer_history h
        where h.run_id = $1 and h.part_id > $2 and h.part_id <= $3 and not h.had_offer and o.supplier_id = $4 and o.part_id = h.part_id
       returning 1),
     old_offers as (
       insert into offers (supplier_id, part_id, brand_key, category_key, cost_centavos, currency, cost_includes_iva, imported_at)
       select $4, h.part_id, h.brand_key, h.category_key, h.cost_centavos, h.currency, h.cost_includes_iva, h.imported_at
         from price_import_offer_history h where h.run_id = $1 and h.part_id > $2 and h.part_id <= $3 and h.had_offer
       on conflict (supplier_id, part_id) do update set brand_key = excluded.brand_key, category_key = excluded.category_key,
         cost_centavos = excluded.cost_centavos, currency = excluded.currency, cost_includes_iva = excluded.cost_includes_iva, imported_at = excluded.imported_at
       returning 1),
     dropped_units as (
       delete from stock_levels l using price_import_stock_history h
        where h.run_id = $1 and h.part_id > $2 and h.part_id <= $3 and h.quantity is null
          and l.warehouse_id = h.warehouse_id and l.part_id = h.part_id and l.reserved = 0
       returning 1),
     old_units as (
       update stock_levels l set quantity = greatest(coalesce(h.quantity, 0), l.reserved)
         from price_import_stock_history h
        where h.run_id = $1 and h.part_id > $2 and h.part_id <= $3 and l.warehouse_id = h.warehouse_id and l.part_id = h.part_id
          and (h.quantity is not null or l.reserved <> 0)
       returning 1),
     mark as (update price_import_runs set undone_up_to = $3 where id = $1 and state = 'undoing' returning 1)
     select (select count(*) from dropped_offers) + (select count(*) from old_offers) + (select count(*) from dropped_units)
          + (select count(*) from old_units) + (select count(*) from mark) as n,
            ${HELD_MS_COLUMN}`,
    [runId, after, upTo, supplierId],
  );
  return r.rows[0]?.held_ms ?? null;
}

export interface UndoOptions {
  /** Parts per transaction, every one (else sized as an apply's). */
  chunkParts?: number;
  /** Called after each transaction with the parts put back so far and in all. */
  onProgress?: (written: number, total: number) => void;
  /** Stops between transactions (the shop is stopping): the run stays `undoing`, and undoing it again goes on. */
  signal?: AbortSignal;
}

/**
 * Puts back the offers and units an applied run replaced (offers it added are removed), in
 * transactions sized as an apply's; an undo stopped half way is
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
  const from = mark.rows[0]?.undone_up_to ?? '';
  // Every part the run changed (those up to the mark were put back before a stop).
  const changed = await runParts(
    db, runId,
    'select part_id from price_import_offer_history where run_id = $1',
    'select part_id from price_import_stock_history where run_id = $1',
  );
  const todo = changed.filter((p) => p > from);
  const pace = chunkPacer(db, opts.chunkParts);
  const way = giveWay();
  let after = from;
  for (let i = 0; i < todo.length; ) {
    if (opts.signal?.aborted) return importReport(db, runId);
    const next = Math.min(i + Math.max(1, pace.size(way.holdMs())), todo.length);
    const upTo = todo[next - 1] ?? after;
    const started = performance.now();
    const held = await undoChunk(db, runId, run.supplierId, after, upTo);
    const heldFor = heldMs({ held_ms: held }, performance.now() - started);
    pace.took(heldFor, next - i);
    after = upTo;
    i = next;
    opts.onProgress?.(next, todo.length);
    // Embedded here, the statement's whole round trip is this loop's own work.
    await way.after(heldFor, db.onThisThread ? performance.now() - started : 0);
  }
  const done = await db.query("update price_import_runs set state = 'undone', undone_at = now() where id = $1 and state = 'undoing' returning id", [runId]);
  if (done.rows.length === 0) throw new PriceImportError(`import run ${runId} was undone meanwhile`);
  if (changed.length > 0) await recordCatalogueWrite(db, 'price-import', changed.length <= PARTIAL_RELOAD_MAX ? changed : undefined);
  return importReport(db, runId);
}
