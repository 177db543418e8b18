import type { Queryable } from '../../db';
import { recordCatalogueWrite } from '../../pricing/catalogue-writes';
import { RuleEditError, listRules, removeRule, writeRule, type StoredRule } from '../../pricing/rule-edits';
import { noteRunActor, priceListsOf, rejectedByReason, runChanges, runRowPage, staffRun, staffRuns, type RunActor, type StaffRun } from '../../prices/back-office';
import { findPartOffers } from '../../prices/part-offers';
import { getUpload, uploadFailureOf } from '../../prices/uploads';
import { PriceImportError, applyRun, discardRun, undoRun, type RunRow } from '../../prices/runs';
import { SupplierEditError, deleteBrandAlias, writeBrandAlias, writeSupplierSettings } from '../../prices/supplier-edits';
import { getSupplier, listSuppliers, type SupplierSettings } from '../../prices/suppliers';
import { recordAudit } from '../../staff/audit';
import type { AdminContext } from '../context';
import { adminBadInput, adminNotFound } from '../errors';
import type { MarkupRule, MarkupScope, PriceRowOutcome, PriceRunState, PriceSupplier, Resolvers } from '../generated/graphql';

const STATES: Record<StaffRun['state'], PriceRunState> = {
  staging: 'STAGING', previewed: 'PREVIEWED', applying: 'APPLYING', applied: 'APPLIED', undoing: 'UNDOING', undone: 'UNDONE', discarded: 'DISCARDED',
};
const UPLOAD_STATES = { reading: 'READING', previewed: 'PREVIEWED', failed: 'FAILED' } as const;
const OUTCOMES: Record<PriceRowOutcome, RunRow['outcome']> = { MATCHED: 'matched', UNMATCHED: 'unmatched', REJECTED: 'rejected' };
const OUTCOME_ENUM: Record<RunRow['outcome'], PriceRowOutcome> = { matched: 'MATCHED', unmatched: 'UNMATCHED', rejected: 'REJECTED' };
const SCOPES: Record<MarkupScope, StoredRule['scope']> = { BRAND: 'brand', CATEGORY: 'category', SUPPLIER: 'supplier', DEFAULT: 'default' };
const SCOPE_ENUM: Record<StoredRule['scope'], MarkupScope> = { brand: 'BRAND', category: 'CATEGORY', supplier: 'SUPPLIER', default: 'DEFAULT' };

const page = (offset: number | null | undefined, limit: number | null | undefined) => ({
  offset: Math.max(0, offset ?? 0),
  limit: Math.min(100, Math.max(1, limit ?? 20)),
});

function runId(id: string): number {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) throw adminNotFound(`No price list run ${id}.`);
  return n;
}

const ruleOut = (r: StoredRule): MarkupRule => ({ ...r, id: String(r.id), scope: SCOPE_ENUM[r.scope] });

function supplierOut(s: SupplierSettings): PriceSupplier {
  return {
    id: s.id, name: s.name, currency: s.currency, pricesIncludeIva: s.pricesIncludeIva,
    mapping: { brand: s.mapping.brand, number: s.mapping.number, price: s.mapping.price, stock: s.mapping.stock.map((c) => ({ column: c.column, warehouseId: c.warehouseId })) },
    brandAliases: Object.entries(s.brandAliases).map(([alias, brand]) => ({ alias, brand })),
    warehouses: s.warehouses,
  };
}

async function supplierOrThrow(ctx: AdminContext, id: string): Promise<SupplierSettings> {
  const s = id === 'tienda' ? null : await getSupplier(ctx.db, id);
  if (!s || s.id !== id) throw adminNotFound(`No supplier ${id}.`);
  return s;
}

/** Writes with the staff member's audit entry in the same transaction. */
async function audited<T>(ctx: AdminContext, entry: { action: string; entity: string; entityId: string }, write: (tx: Queryable) => Promise<{ result: T; before: unknown; after: unknown } | null>): Promise<T | null> {
  const staff = ctx.staff as NonNullable<AdminContext['staff']>;
  try {
    return await ctx.db.transaction(async (tx) => {
      const done = await write(tx);
      if (!done) return null;
      await recordAudit(tx, { actor: { id: staff.id, email: staff.email }, ...entry, before: done.before, after: done.after, address: ctx.clientAddress });
      return done.result;
    });
  } catch (err) {
    if (err instanceof SupplierEditError || err instanceof RuleEditError) throw adminBadInput(err.message, err.field);
    throw err;
  }
}

/**
 * A run's apply, undo or discard (server/prices/runs.ts), then who did it and the audit entry in one
 * transaction: the apply itself writes in many short transactions of its own (ADR 0028).
 */
async function runStep(ctx: AdminContext, id: string, step: 'apply' | 'undo' | 'discard'): Promise<StaffRun> {
  const staff = ctx.staff as NonNullable<AdminContext['staff']>;
  const n = runId(id);
  const before = await staffRun(ctx.db, n);
  if (!before) throw adminNotFound(`No price list run ${id}.`);
  const prices = priceListsOf(ctx.app);
  try {
    if (step === 'apply') await applyRun(prices, n);
    else if (step === 'undo') await undoRun(prices, n);
    else await discardRun(prices, n);
  } catch (err) {
    if (err instanceof PriceImportError) throw adminBadInput(err.message, 'id');
    throw err;
  }
  const actor: Record<typeof step, RunActor | null> = { apply: 'applied_by', undo: 'undone_by', discard: null };
  await ctx.db.transaction(async (tx) => {
    const column = actor[step];
    if (column) await noteRunActor(tx, n, column, staff.email);
    const after = await staffRun(tx, n);
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: `price-run.${step}`,
      entity: 'price-run',
      entityId: String(n),
      before: { state: before.state, supplierId: before.supplierId, fileName: before.fileName },
      after: { state: after?.state, changed: after?.changed },
      address: ctx.clientAddress,
    });
  });
  const run = await staffRun(ctx.db, n);
  if (!run) throw adminNotFound(`No price list run ${id}.`);
  return run;
}

/** Price lists in the back office: runs, suppliers and their aliases, mark-up rules, a part's offers. */
export const priceResolvers: Resolvers = {
  PriceRun: {
    id: (r) => String(r.id),
    state: (r) => STATES[r.state],
    rejectedByReason: (r, _a, ctx: AdminContext) => rejectedByReason(ctx.db, r.id),
    rows: async (r, args, ctx: AdminContext) => {
      const { offset, limit } = page(args.offset, args.limit);
      const result = await runRowPage(ctx.db, r.id, OUTCOMES[args.outcome], offset, limit);
      return { total: result.total, rows: result.rows.map((x) => ({ ...x, outcome: OUTCOME_ENUM[x.outcome] })) };
    },
    changes: (r, args, ctx: AdminContext) => {
      const { offset, limit } = page(args.offset, args.limit);
      return runChanges(priceListsOf(ctx.app), r, offset, limit);
    },
  },
  Query: {
    priceRuns: (_p, args, ctx: AdminContext) => staffRuns(ctx.db, { supplierId: args.supplierId ?? undefined, limit: Math.min(100, Math.max(1, args.limit ?? 30)) }),
    priceRun: async (_p, args, ctx: AdminContext) => {
      const n = Number(args.id);
      return Number.isInteger(n) && n > 0 ? staffRun(ctx.db, n) : null;
    },
    priceSuppliers: async (_p, _a, ctx: AdminContext) => {
      const all = await listSuppliers(ctx.db);
      const settings = await Promise.all(all.map((s) => getSupplier(ctx.db, s.id)));
      return settings.filter((s): s is SupplierSettings => s !== null).map(supplierOut);
    },
    priceSupplier: async (_p, args, ctx: AdminContext) => {
      const s = args.id === 'tienda' ? null : await getSupplier(ctx.db, args.id);
      return s && s.id === args.id ? supplierOut(s) : null;
    },
    markupRules: async (_p, _a, ctx: AdminContext) => (await listRules(ctx.db)).map(ruleOut),
    priceUpload: async (_p, args, ctx: AdminContext) => {
      const u = await getUpload(ctx.db, args.id);
      return u ? { ...u, state: UPLOAD_STATES[u.state], runId: u.runId === null ? null : String(u.runId), failure: uploadFailureOf(u.error) } : null;
    },
    partOffers: async (_p, args, ctx: AdminContext) =>
      (await findPartOffers(priceListsOf(ctx.app), args.query)).map((part) => ({
        ...part,
        offers: part.offers.map((o) => {
          if (!o.explanation) return { ...o, explanation: null };
          const { rule, ...steps } = o.explanation;
          return { ...o, explanation: { ...steps, ...rule, scope: SCOPE_ENUM[rule.scope] } };
        }),
      })),
  },
  Mutation: {
    applyPriceRun: (_p, args, ctx: AdminContext) => runStep(ctx, args.id, 'apply'),
    undoPriceRun: (_p, args, ctx: AdminContext) => runStep(ctx, args.id, 'undo'),
    discardPriceRun: (_p, args, ctx: AdminContext) => runStep(ctx, args.id, 'discard'),
    savePriceSupplier: async (_p, { input }, ctx: AdminContext) => {
      const before = await getSupplier(ctx.db, input.id);
      const settings = {
        id: input.id, name: input.name, currency: input.currency.toUpperCase(), pricesIncludeIva: input.pricesIncludeIva,
        mapping: { brand: input.brandColumns.map((c) => c.trim()), number: input.numberColumns.map((c) => c.trim()), price: input.priceColumns.map((c) => c.trim()), stock: input.stockColumns },
        warehouses: input.warehouses,
      };
      await audited(ctx, { action: before ? 'supplier.update' : 'supplier.create', entity: 'supplier', entityId: input.id }, async (tx) => {
        await writeSupplierSettings(tx, settings);
        const { brandAliases: _aliases, ...was } = before ?? { brandAliases: {} };
        return { result: true, before: before ? was : null, after: settings };
      });
      return supplierOut(await supplierOrThrow(ctx, input.id));
    },
    setPriceBrandAlias: async (_p, args, ctx: AdminContext) => {
      await supplierOrThrow(ctx, args.supplierId);
      await audited(ctx, { action: 'supplier.alias-set', entity: 'supplier', entityId: args.supplierId }, async (tx) => {
        const { key, before } = await writeBrandAlias(tx, args.supplierId, args.alias, args.brand);
        return { result: true, before: before === null ? null : { alias: key, brand: before }, after: { alias: key, brand: args.brand.trim() } };
      });
      return supplierOut(await supplierOrThrow(ctx, args.supplierId));
    },
    removePriceBrandAlias: async (_p, args, ctx: AdminContext) => {
      await supplierOrThrow(ctx, args.supplierId);
      await audited(ctx, { action: 'supplier.alias-remove', entity: 'supplier', entityId: args.supplierId }, async (tx) => {
        const before = await deleteBrandAlias(tx, args.supplierId, args.alias);
        return before === null ? null : { result: true, before: { alias: args.alias, brand: before }, after: null };
      });
      return supplierOut(await supplierOrThrow(ctx, args.supplierId));
    },
    saveMarkupRule: async (_p, { input }, ctx: AdminContext) => {
      const rule = { ...input, scope: SCOPES[input.scope] };
      const saved = await audited(ctx, { action: 'markup-rule.save', entity: 'markup-rule', entityId: `${rule.scope}:${rule.key.trim()}` }, async (tx) => {
        const { before, after } = await writeRule(tx, rule);
        return { result: after, before, after };
      });
      if (!saved) throw new Error('mark-up rule not saved');
      // Every part the rule prices sells at its new price now, in every gateway (the whole book is read again).
      await recordCatalogueWrite(ctx.db, 'price-import');
      return ruleOut(saved);
    },
    deleteMarkupRule: async (_p, args, ctx: AdminContext) => {
      const id = Number(args.id);
      if (!Number.isInteger(id) || id <= 0) throw adminNotFound(`No mark-up rule ${args.id}.`);
      const removed = await audited(ctx, { action: 'markup-rule.delete', entity: 'markup-rule', entityId: args.id }, async (tx) => {
        const before = await removeRule(tx, id);
        return before ? { result: before, before, after: null } : null;
      });
      if (!removed) throw adminNotFound(`No mark-up rule ${args.id} (the default rule stays).`);
      await recordCatalogueWrite(ctx.db, 'price-import');
      return true;
    },
  },
};
