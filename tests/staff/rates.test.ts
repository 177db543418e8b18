import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';
import { signedInStaff, type TestStaff } from './helpers';

// The currency rates through the staff API (/admin/graphql): listed with their date and source, set
// with two decimals inside the bounds (a comma or a point), audited with the rate before and after,
// shown by the shop's API at once, refused without rates:manage. On PostgreSQL too when
// TEST_DATABASE_URL is set.

const RATES = `query { currencyRates { code name symbol pesosPerUnit source updatedAt } rateLimits { min max } }`;
const SET = `mutation($code: String!, $p: String!, $r: String) { setCurrencyRate(code: $code, pesosPerUnit: $p, reason: $r) { code pesosPerUnit source updatedAt } }`;
const AUDIT = `query { auditLog(filter: { entity: "currency-rate", entityId: "USD" }) { nodes { actor action before after reason } } }`;

interface Rate {
  code: string;
  name: string;
  symbol: string;
  pesosPerUnit: string | null;
  source: string | null;
  updatedAt: string | null;
}

let shop: TestShop;
let pgDatabase: TempPgDatabase | null = null;
let owner: TestStaff;
let keeper: TestStaff;
let clerk: TestStaff;

beforeAll(async () => {
  pgDatabase = TEST_DATABASE_URL ? await createTempPgDatabase() : null;
  shop = await startTestShop(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {});
  expect(shop.server.services.db.kind).toBe(pgDatabase ? 'postgres' : 'pglite');
  owner = await signedInStaff(shop, 'owner');
  keeper = await signedInStaff(shop, 'catalogue');
  clerk = await signedInStaff(shop, 'orders');
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await pgDatabase?.drop();
});

/** The dollar as the shop's API gives it to shoppers. */
async function shopDollar(): Promise<{ pesosPerUnit: string; updatedAt: string }> {
  const r = await shop.shopper().gql<{ shop: { currencies: { code: string; pesosPerUnit: string; updatedAt: string }[] } }>('query { shop { currencies { code pesosPerUnit updatedAt } } }');
  expect(r.errors).toBeUndefined();
  return r.data!.shop.currencies.find((c) => c.code === 'USD')!;
}

describe('currency rates in the back office', () => {
  it('lists every currency but the peso with its rate, date and source', async () => {
    const r = await keeper.browser.gql<{ currencyRates: Rate[]; rateLimits: { min: string; max: string } }>(RATES);
    expect(r.errors).toBeUndefined();
    expect(r.data!.currencyRates.map((c) => c.code)).toEqual(['USD', 'GBP', 'EUR', 'RUB']);
    expect(r.data!.currencyRates[0]).toMatchObject({ code: 'USD', name: 'US Dollar', symbol: '$', pesosPerUnit: '1450.00', source: 'SEED', updatedAt: expect.any(String) });
    expect(r.data!.rateLimits).toEqual({ min: '0.01', max: '100000000.00' });
  });

  it('sets the dollar: the shop answers the new rate at once, audited with before and after', async () => {
    const r = await keeper.browser.gql<{ setCurrencyRate: Rate }>(SET, { code: 'USD', p: '1.475,5', r: 'Cotización del BNA de hoy' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.setCurrencyRate).toMatchObject({ code: 'USD', pesosPerUnit: '1475.50', source: 'STAFF' });
    expect(await shopDollar()).toMatchObject({ pesosPerUnit: '1475.50', updatedAt: r.data!.setCurrencyRate.updatedAt });

    const audit = await owner.browser.gql<{ auditLog: { nodes: { actor: string; action: string; before: { pesosPerUnit: string; source: string }; after: { pesosPerUnit: string }; reason: string }[] } }>(AUDIT);
    expect(audit.errors).toBeUndefined();
    expect(audit.data!.auditLog.nodes).toEqual([
      {
        actor: keeper.email,
        action: 'currency-rate.set',
        before: { pesosPerUnit: '1450.00', source: 'seed', updatedAt: expect.any(String) },
        after: { pesosPerUnit: '1475.50', source: 'staff' },
        reason: 'Cotización del BNA de hoy',
      },
    ]);
  });

  it('refuses a rate with more than two decimals, out of bounds or not a number, and a currency the shop does not show', async () => {
    for (const p of ['1475.505', '0', '-3', '100000000.01', 'mil', '']) {
      const r = await keeper.browser.gql(SET, { code: 'USD', p });
      expect(r.errors?.[0].extensions, p).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pesosPerUnit' });
    }
    for (const code of ['ARS', 'JPY']) {
      const r = await keeper.browser.gql(SET, { code, p: '10' });
      expect(r.errors?.[0].extensions, code).toMatchObject({ code: 'BAD_USER_INPUT', field: 'code' });
    }
    expect((await shopDollar()).pesosPerUnit).toBe('1475.50');
    expect((await owner.browser.gql<{ auditLog: { nodes: unknown[] } }>(AUDIT)).data!.auditLog.nodes).toHaveLength(1);
  });

  it('refuses the staff without rates:manage', async () => {
    const read = await clerk.browser.gql<{ currencyRates: Rate[] | null }>(RATES);
    expect(read.data?.currencyRates ?? null).toBeNull();
    expect(read.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'rates:manage' });
    const set = await clerk.browser.gql(SET, { code: 'USD', p: '1' });
    expect(set.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'rates:manage' });
    expect((await shopDollar()).pesosPerUnit).toBe('1475.50');
  });
});
