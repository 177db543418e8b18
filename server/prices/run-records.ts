import type { Queryable } from '../db';
import { REJECTION_REASONS, type RejectionReason } from './normalise';
import { PriceImportError, type ImportReport, type PriceListContext, type RunRow, type RunState, type RunSummary, type UnmatchedReason } from './run-model';

// A run's record as the back office and every step read it (its summary, rows and report), the
// write serial its marks are checked against.

const UNMATCHED_MESSAGES: Record<UnmatchedReason, string> = {
  'unknown-brand': 'marca desconocida (agregar un alias del proveedor)',
  'unknown-number': 'la marca no tiene un artículo con ese código',
};
const REPORT_ROWS = 50;
export async function writeSerial(db: Queryable): Promise<number> {
  const r = await db.query<{ serial: string | number }>('select serial from catalogue_writes where id = 1');
  return Number(r.rows[0]?.serial ?? 0);
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
