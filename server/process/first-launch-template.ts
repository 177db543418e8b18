import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_SEED } from '../../fixtures/provider/generate';
import { loadOrGenerate } from '../../fixtures/provider/store';
import { migrate, openPglite } from '../db';

/**
 * What `npm start` copies into a new data directory instead of making it again on a first launch
 * (scripts/first-launch-template.mjs builds it once per change of its sources): the embedded
 * database as the migrations leave it (PGlite's initdb and every migration, seconds of a first
 * start), empty of shop data, and the stand-in provider's data set at its default seed and scale.
 * Sample data, demo offers and accounts are still written by the first start itself, at their time.
 */
export async function buildFirstLaunchTemplate(dir: string): Promise<void> {
  fs.mkdirSync(dir, { recursive: true });
  const db = await openPglite(path.join(dir, 'pglite'));
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  await loadOrGenerate(dir, DEFAULT_SEED, 1);
}
