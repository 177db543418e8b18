import { DEMO_SUPPLIER_SETTINGS } from './demo';
import { REJECTION_REASONS, type RejectionReason } from './normalise';
import { PriceImportError, applyRun, listRuns, previewImport, undoRun, type ImportReport, type PriceListContext } from './runs';
import { getSupplier, saveSupplier } from './suppliers';

export const PRICES_IMPORT_USAGE = `Supplier price lists (CSV or XLSX), matched to the parts provider's articles.

  npm run prices:import -- --supplier NAME FILE            preview: what would change, rejected and unmatched rows
  npm run prices:import -- --supplier NAME FILE --apply    preview, then apply
  npm run prices:import -- --apply RUN                     apply a run previewed before
  npm run prices:import -- --undo RUN                      put back the offers the run replaced
  npm run prices:import -- --runs [--supplier NAME]        the latest runs

NAME is a supplier's id or name (the demo ones: distribuidora-norte, repuestos-del-sur).`;

const pesos = (c: number | null) => (c === null ? '' : `$ ${(c / 100).toLocaleString('es-AR', { minimumFractionDigits: 2 })}`);

/** A run's report as the command prints it. */
export function formatReport(r: ImportReport): string {
  const { run } = r;
  const out = [
    `run ${run.id} (${run.state}): ${run.supplierId}, ${run.fileName} [${run.format}${run.encoding ? `, ${run.encoding}` : ''}]`,
    `  rows ${run.lines}: matched ${run.matched} (changed ${run.changed}, unchanged ${run.matched - run.changed}), unmatched ${run.unmatched}, rejected ${run.rejected}`,
  ];
  for (const [reason, n] of Object.entries(r.rejectedByReason)) out.push(`  rejected ${n}: ${reason} — ${REJECTION_REASONS[reason as RejectionReason]}`);
  if (r.rejections.length > 0) out.push('  rejected rows (first ones):');
  for (const x of r.rejections.slice(0, 15)) out.push(`    line ${x.line}: ${x.reason} — ${x.raw ?? ''}`);
  if (r.unmatchedRows.length > 0) out.push('  unmatched rows (first ones, kept for review):');
  for (const x of r.unmatchedRows.slice(0, 15)) out.push(`    line ${x.line}: ${x.reason} — ${x.brand ?? ''} ${x.number ?? ''} ${pesos(x.costCentavos)}`);
  if (run.state === 'previewed') out.push(`  nothing changed yet: apply with --apply ${run.id}`);
  if (run.state === 'applying') out.push(`  applying stopped half way (shoppers see all of it already): finish with --apply ${run.id}`);
  if (run.state === 'undoing') out.push(`  undoing stopped half way (shoppers see all of it undone already): finish with --undo ${run.id}`);
  if (run.state === 'applied') out.push(`  applied: undo with --undo ${run.id}`);
  return out.join('\n');
}

function valueOf(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  const v = at >= 0 ? args[at + 1] : undefined;
  return v !== undefined && !v.startsWith('--') ? v : undefined;
}

/** `npm run prices:import`: answers what to print; throws PriceImportError for a usage or import error. */
export async function pricesImportCommand(ctx: PriceListContext, args: readonly string[]): Promise<string> {
  const runArg = (flag: string) => {
    const v = valueOf(args, flag);
    if (v === undefined) return undefined;
    const id = Number(v);
    if (!Number.isInteger(id) || id <= 0) throw new PriceImportError(`${flag} takes a run number, got ${v}`);
    return id;
  };
  const undo = runArg('--undo');
  if (undo !== undefined) return formatReport(await undoRun(ctx, undo));
  const supplierName = valueOf(args, '--supplier');
  if (args.includes('--runs')) {
    const supplier = supplierName ? await getSupplier(ctx.db, supplierName) : null;
    const runs = await listRuns(ctx.db, { supplierId: supplier?.id });
    return runs.map((r) => `run ${r.id} ${r.state.padEnd(9)} ${r.createdAt} ${r.supplierId} ${r.fileName}: ${r.lines} rows, ${r.matched} matched, ${r.changed} changed, ${r.unmatched} unmatched, ${r.rejected} rejected`).join('\n') || 'no runs';
  }
  const applyId = runArg('--apply');
  if (applyId !== undefined) return formatReport(await applyRun(ctx, applyId));
  const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--supplier' && args[i - 1] !== '--apply');
  if (!supplierName || !file) throw new PriceImportError(PRICES_IMPORT_USAGE);
  const supplier = await getSupplier(ctx.db, supplierName);
  // The demo distributors are set up on first use, as the demo start does.
  const demo = DEMO_SUPPLIER_SETTINGS.find((s) => s.id === supplier?.id);
  if (demo && supplier && supplier.mapping.brand.length === 0) await saveSupplier(ctx.db, demo);
  const preview = await previewImport(ctx, { supplier: supplierName, file });
  if (!args.includes('--apply')) return formatReport(preview);
  return `${formatReport(preview)}\n${formatReport(await applyRun(ctx, preview.run.id))}`;
}
