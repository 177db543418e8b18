import { CURRENCIES, CURRENCY_CODES, pesosText, type CurrencyCode } from '../../../client/src/currency/currencies';
import { RATE_LIMITS, rateCentavos } from '../../../shared/currency/rate-input';
import { readRates, setCurrencyRate, type RateEntry, type RatesSnapshot } from '../../shop/currency-rates';
import { recordAudit } from '../../staff/audit';
import type { AdminContext } from '../context';
import { adminBadInput } from '../errors';
import type { CurrencyRate, RateSource, Resolvers } from '../generated/graphql';

type RatedCode = Exclude<CurrencyCode, 'ARS'>;
const RATED = CURRENCY_CODES.filter((c): c is RatedCode => c !== 'ARS');
const SOURCES: Record<RateEntry['source'], RateSource> = { seed: 'SEED', setting: 'SETTING', staff: 'STAFF', feed: 'FEED' };

/** The longest reason kept with a rate change in the audit log. */
const MAX_REASON = 500;

function toRate(code: RatedCode, snapshot: RatesSnapshot): CurrencyRate {
  const { name, symbol } = CURRENCIES[code];
  const entry = snapshot.entries.find((e) => e.code === code);
  return {
    code,
    name,
    symbol,
    pesosPerUnit: entry ? pesosText(entry.centavosPerUnit) : null,
    source: entry ? SOURCES[entry.source] : null,
    updatedAt: entry?.updatedAt ?? null,
  };
}

/** The currency rates of the back office: listed with their date and source, set (audited with before and after). */
export const rateResolvers: Resolvers = {
  Query: {
    currencyRates: async (_p, _a, ctx: AdminContext) => {
      // Read from the database, not this gateway's copy: another gateway may have set one seconds ago.
      const snapshot = await readRates(ctx.db);
      return RATED.map((code) => toRate(code, snapshot));
    },
    rateLimits: () => ({ min: pesosText(RATE_LIMITS.minCentavos), max: pesosText(RATE_LIMITS.maxCentavos) }),
  },
  Mutation: {
    setCurrencyRate: async (_p, { code, pesosPerUnit, reason }, ctx: AdminContext) => {
      const staff = ctx.staff as NonNullable<AdminContext['staff']>;
      const rated = RATED.find((c) => c === code.trim().toUpperCase());
      if (!rated) throw adminBadInput(`The shop shows no currency ${code} other than the peso.`, 'code');
      const centavos = rateCentavos(pesosPerUnit);
      if (centavos === null) {
        throw adminBadInput(`A rate is pesos for one unit with at most two decimals, from ${pesosText(RATE_LIMITS.minCentavos)} to ${pesosText(RATE_LIMITS.maxCentavos)}.`, 'pesosPerUnit');
      }
      const why = reason?.trim() ?? '';
      if (why.length > MAX_REASON) throw adminBadInput(`The reason is at most ${MAX_REASON} characters.`, 'reason');
      const snapshot = await setCurrencyRate(ctx.db, rated, centavos, (tx, before) =>
        recordAudit(tx, {
          actor: { id: staff.id, email: staff.email },
          action: 'currency-rate.set',
          entity: 'currency-rate',
          entityId: rated,
          before: before ? { pesosPerUnit: pesosText(before.centavosPerUnit), source: before.source, updatedAt: before.updatedAt } : null,
          after: { pesosPerUnit: pesosText(centavos), source: 'staff' },
          reason: why,
          address: ctx.clientAddress,
        }),
      );
      return toRate(rated, snapshot);
    },
  },
};
