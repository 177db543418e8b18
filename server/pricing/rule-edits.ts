import type { Queryable } from '../db';
import type { MarkupRule, RuleScope } from './rules';

/** A stored mark-up rule with its id. */
export interface StoredRule extends MarkupRule {
  id: number;
}

type RuleRecord = { id: number; scope: RuleScope; key: string; percent_bp: number; surcharge_centavos: string | number; rounding_centavos: string | number; min_margin_bp: number };
const COLUMNS = 'id, scope, key, percent_bp, surcharge_centavos, rounding_centavos, min_margin_bp';
const stored = (r: RuleRecord): StoredRule => ({
  id: Number(r.id), scope: r.scope, key: r.key, percentBp: Number(r.percent_bp), surchargeCentavos: Number(r.surcharge_centavos),
  roundingCentavos: Number(r.rounding_centavos), minMarginBp: Number(r.min_margin_bp),
});

export class RuleEditError extends Error {
  constructor(message: string, readonly field: string) {
    super(message);
  }
}

/** What is wrong with a rule, or null: percentages from −90 % to 1000 %, amounts whole and within a million pesos. */
export function ruleProblem(r: MarkupRule): RuleEditError | null {
  if (r.scope === 'default' ? r.key !== '' : r.key.trim() === '' || r.key.length > 80) return new RuleEditError('The default rule has no key; any other names its brand, category or supplier.', 'key');
  if (!Number.isInteger(r.percentBp) || r.percentBp < -9_000 || r.percentBp > 100_000) return new RuleEditError('The mark-up is from −90 % to 1000 %.', 'percentBp');
  if (!Number.isInteger(r.minMarginBp) || r.minMarginBp < -9_000 || r.minMarginBp > 100_000) return new RuleEditError('The minimum margin is from −90 % to 1000 %.', 'minMarginBp');
  if (!Number.isInteger(r.surchargeCentavos) || r.surchargeCentavos < 0 || r.surchargeCentavos > 100_000_000) return new RuleEditError('The surcharge is from 0 to $ 1.000.000.', 'surchargeCentavos');
  if (!Number.isInteger(r.roundingCentavos) || r.roundingCentavos < 1 || r.roundingCentavos > 10_000_000) return new RuleEditError('Rounding is to a step from $ 0,01 to $ 100.000.', 'roundingCentavos');
  return null;
}

export async function listRules(db: Queryable): Promise<StoredRule[]> {
  const r = await db.query<RuleRecord>(
    `select ${COLUMNS} from markup_rules order by case scope when 'default' then 0 when 'supplier' then 1 when 'category' then 2 else 3 end, key`,
  );
  return r.rows.map(stored);
}

/** Creates the rule of a scope and key or changes it; answers it before (null: new) and after. */
export async function writeRule(tx: Queryable, rule: MarkupRule): Promise<{ before: StoredRule | null; after: StoredRule }> {
  const problem = ruleProblem(rule);
  if (problem) throw problem;
  const before = await tx.query<RuleRecord>(`select ${COLUMNS} from markup_rules where scope = $1 and key = $2 for update`, [rule.scope, rule.key.trim()]);
  const after = await tx.query<RuleRecord>(
    `insert into markup_rules (scope, key, percent_bp, surcharge_centavos, rounding_centavos, min_margin_bp) values ($1, $2, $3, $4, $5, $6)
     on conflict (scope, key) do update set percent_bp = excluded.percent_bp, surcharge_centavos = excluded.surcharge_centavos,
       rounding_centavos = excluded.rounding_centavos, min_margin_bp = excluded.min_margin_bp
     returning ${COLUMNS}`,
    [rule.scope, rule.key.trim(), rule.percentBp, rule.surchargeCentavos, rule.roundingCentavos, rule.minMarginBp],
  );
  const row = after.rows[0];
  if (!row) throw new Error('mark-up rule not written');
  return { before: before.rows[0] ? stored(before.rows[0]) : null, after: stored(row) };
}

/** Removes a rule (not the default: every offer needs one); answers it, or null when there was none. */
export async function removeRule(tx: Queryable, id: number): Promise<StoredRule | null> {
  const r = await tx.query<RuleRecord>(`delete from markup_rules where id = $1 and scope <> 'default' returning ${COLUMNS}`, [id]);
  return r.rows[0] ? stored(r.rows[0]) : null;
}
