import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEED } from '../../fixtures/provider/generate';
import { partNumbersOf } from '../../fixtures/provider/part-numbers';
import { loadOrGenerate } from '../../fixtures/provider/store';
import type { DataSet } from '../../fixtures/provider/types';
import type { Db } from '../../server/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { loadPriceBookData, createPriceBook } from '../../server/pricing/price-book';
import { importDemoPriceLists } from '../../server/prices/demo';
import { createPartIndex } from '../../server/prices/part-index';
import type { ImportReport } from '../../server/prices/runs';
import { PROVIDER_TEST_DATA } from '../provider/helpers';

// The demo distributors' files, with their dirt, as the first `npm start` imports them.
describe('the demo distributors’ price lists', () => {
  let db: Db;
  let data: DataSet;
  let reports: ImportReport[];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-lists-'));

  beforeAll(async () => {
    data = (await loadOrGenerate(PROVIDER_TEST_DATA, DEFAULT_SEED, 1)).data;
    db = await openPglite('memory://');
    await migrate(db);
    const index = createPartIndex(partNumbersOf(data));
    reports = await importDemoPriceLists({ db, parts: async () => index, offerMaxAgeDays: 30 }, dir, data, DEFAULT_SEED, pino({ level: 'silent' }));
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('imports both files, keeping what it cannot read or match for review', () => {
    const [norte, sur] = reports;
    expect(norte.run).toMatchObject({ state: 'applied', format: 'csv', encoding: 'windows-1252', unmatched: 40 });
    expect(sur.run).toMatchObject({ state: 'applied', format: 'xlsx', unmatched: 0 });
    for (const r of reports) {
      expect(r.run.matched).toBeGreaterThan(r.run.lines * 0.95);
      expect(r.run.changed).toBe(r.run.matched);
      expect(r.rejectedByReason['not-an-article']).toBe(1);
      expect(r.rejectedByReason['no-price']).toBeGreaterThan(0);
    }
    expect(norte.rejectedByReason.duplicate).toBeGreaterThan(0);
  });

  it('prices parts by kind and brand, with a spread of stock states', async () => {
    const book = createPriceBook(await loadPriceBookData(db), { offerMaxAgeDays: 30 });
    const kind = new Map(data.generics.map((g) => [g.id, g.kind]));
    const offers = data.articles.map((a) => ({ kind: kind.get(a.genericId), offer: book.offerOf(`${a.genericId}-${a.id}`) })).filter((o) => o.offer !== null);
    const median = (k: string) => {
      const prices = offers.filter((o) => o.kind === k).map((o) => o.offer?.priceCentavos ?? 0).sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)] / 100;
    };
    // A spark plug costs a shopper some thousands of pesos, a clutch kit some hundreds of thousands.
    expect(median('spark-plug')).toBeGreaterThan(5_000);
    expect(median('spark-plug')).toBeLessThan(40_000);
    expect(median('clutch')).toBeGreaterThan(200_000);
    expect(median('clutch')).toBeLessThan(1_000_000);
    const states = new Map<string, number>();
    for (const o of offers) states.set(o.offer?.stock ?? '', (states.get(o.offer?.stock ?? '') ?? 0) + 1);
    expect(states.get('ON_BACKORDER')).toBeGreaterThan(offers.length * 0.5);
    expect(states.get('OUT_OF_STOCK')).toBeGreaterThan(offers.length * 0.02);
    // Repuestos del Sur's second warehouse delivers some parts later.
    expect(offers.some((o) => o.offer?.delivery?.maxDays === 7)).toBe(true);
  });
});
