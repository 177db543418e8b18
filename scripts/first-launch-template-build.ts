import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED } from '../fixtures/provider/generate';
import { generateDemoOffers } from '../fixtures/provider/generate-offers';
import { loadOrGenerate } from '../fixtures/provider/store';
import { seedCatalog } from '../server/catalog/seed';
import { DEFAULT_SAMPLE_UNITS } from '../server/config';
import { migrate, openPglite, SAMPLE_TEMPLATE_WRITTEN, startFromTemplate } from '../server/db';
import { seedShopOffers, writeDemoOffers } from '../server/pricing/seed';

/**
 * What `npm start` copies into a new data directory instead of making it again on a first launch
 * (scripts/first-launch-template.mjs builds it once per change of its sources, with the bundle of
 * first-launch-template-main.ts):
 * - `pglite/`: the embedded database as the migrations leave it (PGlite's initdb and every
 *   migration, seconds of a first start), empty of shop data;
 * - `pglite-sample/`: the same with what a first start on the defaults writes before it answers
 *   (the sample catalogue, the shop's offers of it at SAMPLE_STOCK_UNITS' default, and the demo
 *   distributors' offers for the stand-in's articles: ~1.5 s of a first launch), for a shop on
 *   them (the stand-in provider at its default scale); its offers are made as old, at the copy's
 *   first open, as they were when written (db/template.ts, settleTemplateCopy);
 * - `provider/`: the stand-in provider's data set at its default seed and scale.
 * Accounts (the demo shopper, the staff's demo owner with its own password and second factor) are
 * still the first start's own.
 */
export async function buildFirstLaunchTemplate(dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const empty = path.join(dir, 'pglite');
  const db = await openPglite(empty);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  const { data } = await loadOrGenerate(dir, DEFAULT_SEED, 1);
  const sample = path.join(dir, 'pglite-sample');
  startFromTemplate(sample, empty);
  const seeded = await openPglite(sample);
  try {
    await seedCatalog(seeded);
    await seedShopOffers(seeded, DEFAULT_SAMPLE_UNITS);
    await writeDemoOffers(seeded, generateDemoOffers(data, DEFAULT_SEED));
    await seeded.query(`insert into shop_settings (key, value) values ($1, $2::jsonb)`, [SAMPLE_TEMPLATE_WRITTEN, JSON.stringify(Date.now())]);
  } finally {
    await seeded.close();
  }
}
