import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../browser/support/build-client';
import { startTestShop, type TestShop } from '../helpers/shop';
import { loadConfig } from '../../server/config';
import { setCurrencyRate } from '../../server/shop/currency-rates';
import { ok } from '../shopper/helpers';
import { createTempPgDatabase, TEST_DATABASE_URL } from '../helpers/pg';

// The shop's currency rates: pesos for one unit, kept with their date in the database (seeded by a
// migration), served by the API, overridden at start by a setting until the staff set one, and
// part of the key of the pages kept in another currency than the peso.

interface CurrencyShape {
  code: string;
  pesosPerUnit: string | null;
  rate: number | null;
  updatedAt: string | null;
}
const CURRENCIES = '{ shop { currencies { code pesosPerUnit rate updatedAt } } }';
const byCode = (list: CurrencyShape[]) => Object.fromEntries(list.map((c) => [c.code, c]));

let shop: TestShop;
let product: { slug: string; name: string; price: number };

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  shop = await startTestShop({ CLIENT_DIR: clientDir, SSR_TIMEOUT_MS: '30000' });
  product = ok(await shop.shopper().gql<{ products: { items: (typeof product)[] } }>('{ products(limit: 1) { items { slug name price } } }')).products.items[0];
}, 120_000);
afterAll(async () => {
  await shop?.close();
});

describe('currency rates', () => {
  it('are the shop\'s, per peso, with their date: believable ones from the start', async () => {
    const answer = await shop.shopper().gql<{ shop: { currencies: CurrencyShape[] } }>(CURRENCIES);
    const rates = byCode(ok(answer).shop.currencies);
    expect(rates.ARS).toEqual({ code: 'ARS', pesosPerUnit: '1.00', rate: 1, updatedAt: null });
    expect(rates.USD.pesosPerUnit).toBe('1450.00');
    expect(rates.EUR.pesosPerUnit).toBe('1650.00');
    expect(rates.GBP.pesosPerUnit).toBe('1900.00');
    expect(rates.RUB.pesosPerUnit).toBe('18.00');
    expect(rates.USD.rate).toBeCloseTo(1 / 1450, 12);
    expect(Date.parse(rates.USD.updatedAt ?? '')).toBeGreaterThan(Date.parse('2020-01-01'));
    // Never kept by a cache: a rate change is in the next answer.
    expect(answer.headers.get('cache-control') ?? '').not.toMatch(/s-maxage/);
  });

  it('refuse a setting that is not pesos for a known currency', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', CURRENCY_RATES: 'USD=1450,XXX=3' })).toThrow(/CURRENCY_RATES/);
    expect(() => loadConfig({ NODE_ENV: 'test', CURRENCY_RATES: 'USD=-1' })).toThrow(/CURRENCY_RATES/);
    expect(() => loadConfig({ NODE_ENV: 'test', CURRENCY_RATES: 'ARS=1' })).toThrow(/CURRENCY_RATES/);
    expect(loadConfig({ NODE_ENV: 'test', CURRENCY_RATES: 'USD=1475.50, RUB=17' }).currencyRates).toEqual({ USD: 147550, RUB: 1700 });
  });

  it('key the pages kept in another currency: a rate change renders them again at the new rate', async () => {
    const s = shop.shopper();
    s.cookies.set('currency', 'USD');
    const pagePath = `/shop/products/${product.slug}`;
    const dollars = (pesosPerUnit: number) => `$${(Math.round((product.price * 100 * 100) / (pesosPerUnit * 100)) / 100).toFixed(2)}`;
    // The page once in pesos first: a new process's first render of a page loads the code of its
    // blocks below the first screen and, on a busy machine, may be streamed rather than kept whole.
    await (await fetch(shop.url + pagePath, { headers: { accept: 'text/html' } })).text();
    const first = await s.fetch(pagePath, { headers: { accept: 'text/html' } });
    const html = await first.text();
    expect(html).toContain(`$\u00a0${dollars(1450).slice(1).replace('.', ',')}`);
    expect(html).toContain('Precios en USD indicativos, al cambio del ');
    expect((await s.fetch(pagePath, { headers: { accept: 'text/html' } })).headers.get('x-page-cache')).toBe('hit');

    await setCurrencyRate(shop.server.services.db, 'USD', 200000);
    const after = await s.fetch(pagePath, { headers: { accept: 'text/html' } });
    expect(after.headers.get('x-page-cache')).not.toBe('hit');
    const again = await after.text();
    expect(again).toContain(`$\u00a0${dollars(2000).slice(1).replace('.', ',')}`);
    // The pesos page is the same page as before: a rate leaves it alone.
    const pesos = await fetch(shop.url + pagePath, { headers: { accept: 'text/html' } });
    expect(await pesos.text()).not.toContain('indicativos');
    const served = byCode(ok(await shop.shopper().gql<{ shop: { currencies: CurrencyShape[] } }>(CURRENCIES)).shop.currencies);
    expect(served.USD.pesosPerUnit).toBe('2000.00');
  });
});

describe('the CURRENCY_RATES setting', () => {
  it('writes its rates at start, but never over one the staff set', async () => {
    // On disk: the shop is started again on its data.
    const withSetting = await startTestShop({ CURRENCY_RATES: 'USD=1500,RUB=17.25' }, { dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-rates-')) });
    try {
      const rates = byCode(ok(await withSetting.shopper().gql<{ shop: { currencies: CurrencyShape[] } }>(CURRENCIES)).shop.currencies);
      expect(rates.USD.pesosPerUnit).toBe('1500.00');
      expect(rates.RUB.pesosPerUnit).toBe('17.25');
      expect(rates.EUR.pesosPerUnit).toBe('1650.00');
      await setCurrencyRate(withSetting.server.services.db, 'USD', 155000);
    } finally {
      await withSetting.server.close();
    }
    // The same shop started again with the same setting: the staff's dollar stays, the setting's rouble too.
    const restarted = await startTestShop({ CURRENCY_RATES: 'USD=1500,RUB=17.25' }, { dataDir: withSetting.dataDir });
    try {
      const rates = byCode(ok(await restarted.shopper().gql<{ shop: { currencies: CurrencyShape[] } }>(CURRENCIES)).shop.currencies);
      expect(rates.USD.pesosPerUnit).toBe('1550.00');
      expect(rates.RUB.pesosPerUnit).toBe('17.25');
    } finally {
      await restarted.close();
      fs.rmSync(withSetting.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
  it('seeds the same rates, keeps a staff rate with its date, and keeps the year chosen in the garage', async () => {
    const database = await createTempPgDatabase();
    const pgShop = await startTestShop({ DATABASE_URL: database.url, CURRENCY_RATES: 'RUB=17.5' });
    try {
      const db = pgShop.server.services.db;
      expect(db.kind).toBe('postgres');
      let rates = byCode(ok(await pgShop.shopper().gql<{ shop: { currencies: CurrencyShape[] } }>(CURRENCIES)).shop.currencies);
      expect([rates.USD.pesosPerUnit, rates.RUB.pesosPerUnit]).toEqual(['1450.00', '17.50']);
      await setCurrencyRate(db, 'USD', 147599);
      rates = byCode(ok(await pgShop.shopper().gql<{ shop: { currencies: CurrencyShape[] } }>(CURRENCIES)).shop.currencies);
      expect(rates.USD.pesosPerUnit).toBe('1475.99');
      const garage = ok(await pgShop.shopper().gql<{ setCurrentVehicle: { currentVehicle: { year: number } | null } }>('mutation { setCurrentVehicle(vehicleId: "10383", year: 2018) { currentVehicle { year } } }'));
      expect(garage.setCurrentVehicle.currentVehicle?.year).toBe(2018);
    } finally {
      await pgShop.close();
      await database.drop();
    }
  }, 120_000);
});
