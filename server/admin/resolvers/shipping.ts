import { billableWeightGrams, clearParcelDefault, listParcelDefaults, saveParcelDefault, type Parcel, type ParcelDefaultEntry, type PartCategory } from '../../shipping';
import { recordAudit } from '../../staff/audit';
import { PARCEL_LIMITS, parcelProblems } from '../../../shared/shipping/parcel-limits';
import type { AdminContext } from '../context';
import { adminBadInput } from '../errors';
import type { ParcelCategory, ParcelDefault, ParcelMeasures, Resolvers } from '../generated/graphql';

const CATEGORIES: Record<ParcelCategory, PartCategory> = {
  FILTER: 'filter',
  BRAKE_DISC_PAIR: 'brake-disc-pair',
  EXHAUST: 'exhaust',
  BATTERY: 'battery',
  DEFAULT: 'default',
};
const CATEGORY_ENUM = Object.fromEntries(Object.entries(CATEGORIES).map(([k, v]) => [v, k])) as Record<PartCategory, ParcelCategory>;

/** The longest reason kept with an edit in the audit log. */
const MAX_REASON = 500;

const measures = (p: Parcel): ParcelMeasures => ({ ...p, billableWeightGrams: billableWeightGrams(p) });

function toParcelDefault(e: ParcelDefaultEntry): ParcelDefault {
  return {
    category: CATEGORY_ENUM[e.category],
    parcel: measures(e.parcel),
    codeDefault: measures(e.codeDefault),
    edited: e.edited,
    updatedAt: e.updatedAt?.toISOString() ?? null,
    updatedBy: e.updatedBy?.id ? { id: e.updatedBy.id, email: e.updatedBy.email, name: e.updatedBy.name } : null,
  };
}

/** What the audit log keeps of a category's default. */
const audited = (e: ParcelDefaultEntry | null) => (e ? { ...e.parcel, edited: e.edited } : null);

function reasonOf(reason: string | null | undefined): string {
  const text = reason?.trim() ?? '';
  if (text.length > MAX_REASON) throw adminBadInput(`The reason is at most ${MAX_REASON} characters.`, 'reason');
  return text;
}

/** The shipping settings of the back office: the default parcel per part category, read, set (audited) and reset. */
export const shippingResolvers: Resolvers = {
  Query: {
    parcelDefaults: async (_p, _a, ctx: AdminContext) => (await listParcelDefaults(ctx.db)).map(toParcelDefault),
    parcelLimits: () => ({ ...PARCEL_LIMITS }),
  },
  Mutation: {
    setParcelDefault: async (_p, args, ctx: AdminContext) => {
      const staff = ctx.staff as NonNullable<AdminContext['staff']>;
      const parcel: Parcel = { weightGrams: args.weightGrams, lengthCm: args.lengthCm, widthCm: args.widthCm, heightCm: args.heightCm };
      const [problem] = parcelProblems(parcel);
      if (problem) {
        const unit = problem.field === 'weightGrams' ? 'grams' : 'centimetres';
        throw adminBadInput(`${problem.field} must be a whole number of ${unit} from ${problem.min} to ${problem.max}.`, problem.field);
      }
      const reason = reasonOf(args.reason);
      const category = CATEGORIES[args.category];
      const entry = await ctx.db.transaction(async (tx) => {
        const { before, after } = await saveParcelDefault(tx, category, parcel, staff.id);
        await recordAudit(tx, {
          actor: { id: staff.id, email: staff.email },
          action: 'parcel-default.set',
          entity: 'parcel-default',
          entityId: category,
          before: audited(before),
          after: audited(after),
          reason,
          address: ctx.clientAddress,
        });
        return after;
      });
      return toParcelDefault(entry);
    },
    resetParcelDefault: async (_p, args, ctx: AdminContext) => {
      const staff = ctx.staff as NonNullable<AdminContext['staff']>;
      const reason = reasonOf(args.reason);
      const category = CATEGORIES[args.category];
      const entry = await ctx.db.transaction(async (tx) => {
        const { before, after } = await clearParcelDefault(tx, category);
        // Nothing stored, nothing changed: no entry.
        if (before) {
          await recordAudit(tx, {
            actor: { id: staff.id, email: staff.email },
            action: 'parcel-default.reset',
            entity: 'parcel-default',
            entityId: category,
            before: audited(before),
            after: audited(after),
            reason,
            address: ctx.clientAddress,
          });
        }
        return after;
      });
      return toParcelDefault(entry);
    },
  },
};
