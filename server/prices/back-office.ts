import type { Db, Queryable } from '../db';
import type { AppServices } from '../services';
import { ruleFor, sellingPrice, IVA_GENERAL_BP, type MarkupRule } from '../pricing/rules';
import { priceListContext } from './context';
import { getRun, listRuns, runRows, type PriceListContext, type RunRow, type RunSummary } from './runs';
import { getSupplier } from './suppliers';

/**
 * What the back office reads of price list runs, beside the runs themselves (server/prices/runs.ts):
 * who uploaded, applied and undid each (migration 500), whether it can be undone, its rows by
 * outcome with their count, and the parts it changes with their cost and price before and after.
 */

const contexts = new WeakMap<AppServices, PriceListContext>();

/** The gateway's price list context (the provider's article index is built on first use and kept). */
export function priceListsOf(services: AppServices): PriceListContext {
  let ctx = contexts.get(services);
  if (!ctx) {
    ctx = priceListContext({ db: services.db, config: services.config, provider: services.provider });
    contexts.set(services, ctx);
  }
  return ctx;
}

/** A run as the staff see it. */
export interface StaffRun extends RunSummary {
  supplierName: string;
  createdBy: string | null;
  appliedBy: string | null;
  undoneBy: string | null;
  undoable: boolean;
}

export type RunActor = 'created_by' | 'applied_by' | 'undone_by';

/** Notes which staff member uploaded, applied or undid a run. */
export async function noteRunActor(db: Queryable, runId: number, column: RunActor, email: string): Promise<void> {
  const sql = {
    created_by: 'update price_import_runs set created_by = $2 where id = $1',
    applied_by: 'update price_import_runs set applied_by = $2 where id = $1',
    undone_by: 'update price_import_runs set undone_by = $2 where id = $1',
  }[column];
  await db.query(sql, [runId, email]);
}

async function withStaff(db: Queryable, runs: RunSummary[]): Promise<StaffRun[]> {
  if (runs.length === 0) return [];
  const r = await db.query<{ id: number; supplier_name: string; created_by: string | null; applied_by: string | null; undone_by: string | null; latest: boolean }>(
    `select r.id, s.name as supplier_name, r.created_by, r.applied_by, r.undone_by,
            r.state = 'applied' and not exists (select 1 from price_import_runs l where l.supplier_id = r.supplier_id
                                                   and l.state in ('applied', 'applying', 'undoing') and l.id > r.id) as latest
       from price_import_runs r join suppliers s on s.id = r.supplier_id where r.id = any($1::int[])`,
    [runs.map((x) => x.id)],
  );
  const by = new Map(r.rows.map((x) => [Number(x.id), x]));
  return runs.map((run) => {
    const x = by.get(run.id);
    return { ...run, supplierName: x?.supplier_name ?? run.supplierId, createdBy: x?.created_by ?? null, appliedBy: x?.applied_by ?? null, undoneBy: x?.undone_by ?? null, undoable: x?.latest === true };
  });
}

export async function staffRun(db: Queryable, runId: number): Promise<StaffRun | null> {
  const run = await getRun(db, runId);
  return run ? ((await withStaff(db, [run]))[0] ?? null) : null;
}

export async function staffRuns(db: Queryable, opts: { supplierId?: string; limit: number }): Promise<StaffRun[]> {
  return withStaff(db, await listRuns(db, opts));
}

export async function rejectedByReason(db: Queryable, runId: number): Promise<{ reason: string; count: number }[]> {
  const r = await db.query<{ reason: string; n: string | number }>(
    "select reason, count(*) as n from price_import_rows where run_id = $1 and outcome = 'rejected' group by reason order by count(*) desc, reason",
    [runId],
  );
  return r.rows.map((x) => ({ reason: x.reason, count: Number(x.n) }));
}

/** A page of a run's rows of one outcome and how many there are in all. */
export async function runRowPage(db: Queryable, runId: number, outcome: RunRow['outcome'], offset: number, limit: number): Promise<{ total: number; rows: RunRow[] }> {
  const [n, rows] = await Promise.all([
    db.query<{ n: string | number }>('select count(*) as n from price_import_rows where run_id = $1 and outcome = $2', [runId, outcome]),
    runRows(db, runId, { outcome, offset, limit }),
  ]);
  return { total: Number(n.rows[0]?.n ?? 0), rows };
}

export interface PriceChangeRow {
  partId: string;
  brand: string | null;
  number: string | null;
  oldCostCentavos: number | null;
  newCostCentavos: number;
  oldPriceCentavos: number | null;
  newPriceCentavos: number | null;
}

/** The shop's rules and IVA rates, to price a cost the way the price book does. */
export async function pricingRules(db: Queryable): Promise<{ rules: MarkupRule[]; iva: Map<string, number> }> {
  const [rules, iva] = await Promise.all([
    db.query<{ scope: MarkupRule['scope']; key: string; percent_bp: number; surcharge_centavos: string | number; rounding_centavos: string | number; min_margin_bp: number }>(
      'select scope, key, percent_bp, surcharge_centavos, rounding_centavos, min_margin_bp from markup_rules',
    ),
    db.query<{ category_key: string; rate_bp: number }>('select category_key, rate_bp from iva_rates'),
  ]);
  return {
    rules: rules.rows.map((r) => ({
      scope: r.scope, key: r.key, percentBp: Number(r.percent_bp), surchargeCentavos: Number(r.surcharge_centavos),
      roundingCentavos: Number(r.rounding_centavos), minMarginBp: Number(r.min_margin_bp),
    })),
    iva: new Map(iva.rows.map((r) => [r.category_key, Number(r.rate_bp)])),
  };
}

/**
 * The parts whose offer a run changes, by part id, a page at a time: the supplier's cost before
 * (the shop's offer while the run is a preview, what the run replaced once applied) and after, each
 * priced by today's rules as the price book would (null for a currency it does not price).
 */
export async function runChanges(ctx: PriceListContext, run: RunSummary, offset: number, limit: number): Promise<{ total: number; changes: PriceChangeRow[] }> {
  const { db } = ctx;
  const supplier = await getSupplier(db, run.supplierId);
  const applied = run.state === 'applied' || run.state === 'undone';
  // Before: what the run replaced once applied (kept per part), else the supplier's offer now.
  const [before, params] = applied
    ? ['left join price_import_offer_history b on b.run_id = r.run_id and b.part_id = r.part_id and b.had_offer', [run.id, offset, limit]]
    : ['left join offers b on b.supplier_id = $4 and b.part_id = r.part_id', [run.id, offset, limit, run.supplierId]];
  const [n, rows, { rules, iva }, parts] = await Promise.all([
    db.query<{ n: string | number }>('select count(*) as n from price_import_rows where run_id = $1 and changes', [run.id]),
    db.query<{ part_id: string; brand_key: string | null; category_key: string | null; cost: string | number; old_cost: string | number | null; old_iva: boolean | null; old_currency: string | null }>(
      `select r.part_id, r.brand_key, r.category_key, r.cost_centavos as cost, b.cost_centavos as old_cost, b.cost_includes_iva as old_iva, b.currency as old_currency
         from price_import_rows r ${before}
        where r.run_id = $1 and r.changes order by r.part_id offset $2 limit $3`,
      params,
    ),
    pricingRules(db),
    ctx.parts().catch(() => null),
  ]);
  const priceOf = (cost: number, includesIva: boolean, currency: string, brandKey: string | null, categoryKey: string | null): number | null => {
    if (currency !== 'ARS') return null;
    const rule = ruleFor(rules, { supplierId: run.supplierId, brandKey, categoryKey });
    if (!rule) return null;
    return sellingPrice({ costCentavos: cost, costIncludesIva: includesIva }, rule, (categoryKey !== null ? iva.get(categoryKey) : undefined) ?? IVA_GENERAL_BP);
  };
  const currency = supplier?.currency ?? 'ARS';
  const includesIva = supplier?.pricesIncludeIva ?? false;
  return {
    total: Number(n.rows[0]?.n ?? 0),
    changes: rows.rows.map((r) => {
      const number = parts?.numberOf(r.part_id) ?? null;
      const oldCost = r.old_cost === null ? null : Number(r.old_cost);
      return {
        partId: r.part_id,
        brand: number?.brandName ?? null,
        number: number?.number ?? null,
        oldCostCentavos: oldCost,
        newCostCentavos: Number(r.cost),
        oldPriceCentavos: oldCost === null ? null : priceOf(oldCost, r.old_iva ?? includesIva, r.old_currency ?? currency, r.brand_key, r.category_key),
        newPriceCentavos: priceOf(Number(r.cost), includesIva, currency, r.brand_key, r.category_key),
      };
    }),
  };
}

/** Whether the database has a supplier of that id (the shop itself excluded). */
export async function supplierExists(db: Db, id: string): Promise<boolean> {
  const r = await db.query('select 1 from suppliers where id = $1 and id <> $2', [id, 'tienda']);
  return r.rows.length > 0;
}
