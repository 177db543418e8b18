import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshRatesFromFeed } from '../../server/shop/rates-refresh';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { startTestShop, type TestShop } from '../helpers/shop';
import { signedInStaff, type TestStaff } from './helpers';

// Rates refreshed from a feed (CURRENCY_RATES_SOURCE_URL): a stand-in feed on loopback answers JSON;
// the gateway's job reads it at start and writes the rates it may (source FEED, audited as
// system:rates-feed, shown to shoppers), leaves a rate the feed would move more than half, never
// overwrites a rate the staff set, and leaves every rate as it was when the feed fails. On PostgreSQL
// too when TEST_DATABASE_URL is set.

const RATES = `query { currencyRates { code pesosPerUnit source } }`;

let feed: http.Server;
let feedUrl: string;
/** What the stand-in feed answers next: a status and a body. */
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let shop: TestShop;
let pgDatabase: TempPgDatabase | null = null;
let keeper: TestStaff;

const ratesNow = async () => {
  const r = await keeper.browser.gql<{ currencyRates: { code: string; pesosPerUnit: string; source: string }[] }>(RATES);
  expect(r.errors).toBeUndefined();
  return Object.fromEntries(r.data!.currencyRates.map((c) => [c.code, `${c.pesosPerUnit} ${c.source}`]));
};

beforeAll(async () => {
  feed = http.createServer((_req, res) => {
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/rates.json`;
  // GBP: 5,000 pesos would move the seeded 1,900 more than half; JPY is no currency of the shop; RUB is no number.
  answer = { status: 200, body: { date: '2026-11-27', rates: { USD: 1500, EUR: '1700.00', GBP: 5000, JPY: 9.8, RUB: 'dieciocho' } } };
  pgDatabase = TEST_DATABASE_URL ? await createTempPgDatabase() : null;
  shop = await startTestShop({ CURRENCY_RATES_SOURCE_URL: feedUrl, CURRENCY_RATES_REFRESH_MINUTES: '60', ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) });
  expect(shop.server.services.db.kind).toBe(pgDatabase ? 'postgres' : 'pglite');
  keeper = await signedInStaff(shop, 'catalogue');
}, 120_000);
afterAll(async () => {
  await shop?.close();
  await pgDatabase?.drop();
  await new Promise((resolve) => feed?.close(resolve));
});

describe('currency rates from a feed', () => {
  it('are read at start by the job and shown to shoppers, each audited; the next round is queued', async () => {
    await expect.poll(ratesNow, { timeout: 20_000, interval: 250 }).toEqual({ USD: '1500.00 FEED', EUR: '1700.00 FEED', GBP: '1900.00 SEED', RUB: '18.00 SEED' });
    const shopper = await shop.shopper().gql<{ shop: { currencies: { code: string; pesosPerUnit: string }[] } }>('query { shop { currencies { code pesosPerUnit } } }');
    expect(shopper.data!.shop.currencies.find((c) => c.code === 'USD')?.pesosPerUnit).toBe('1500.00');
    const audit = await shop.server.services.db.query<{ actor: string; entity_id: string; after: { source: string } }>(
      "select actor, entity_id, after from audit_log where entity = 'currency-rate' order by entity_id",
    );
    expect(audit.rows.map((r) => [r.actor, r.entity_id, r.after.source])).toEqual([
      ['system:rates-feed', 'EUR', 'feed'],
      ['system:rates-feed', 'USD', 'feed'],
    ]);
    const next = await shop.server.services.db.query<{ n: number }>("select count(*)::int as n from jobs where kind = 'currency-rates.refresh' and run_at > now()");
    expect(next.rows[0].n).toBe(1);
  });

  it('never overwrites a rate the staff set, and leaves the rates as they are when the feed fails', async () => {
    const set = await keeper.browser.gql(`mutation { setCurrencyRate(code: "EUR", pesosPerUnit: "1800") { code } }`);
    expect(set.errors).toBeUndefined();
    answer = { status: 200, body: { rates: { USD: 1510.25, EUR: 1750 } } };
    const round = await refreshRatesFromFeed(shop.server.services.db, feedUrl);
    expect(round).toEqual({ written: ['USD'], kept: [{ code: 'EUR', why: 'staff' }], problems: [] });
    expect(await ratesNow()).toMatchObject({ USD: '1510.25 FEED', EUR: '1800.00 STAFF' });

    answer = { status: 503, body: { error: 'down' } };
    await expect(refreshRatesFromFeed(shop.server.services.db, feedUrl)).rejects.toThrow(/HTTP 503/);
    expect(await ratesNow()).toMatchObject({ USD: '1510.25 FEED', EUR: '1800.00 STAFF' });
  });
});
