import fs from 'node:fs';
import path from 'node:path';
import type { Db } from './types';

/**
 * Makes the new data directory `dir` a copy of `template` (a migrated data directory: see
 * scripts/first-launch-template-build.ts), copied beside it and renamed into place, so that a copy
 * cut short never looks like a database. Does nothing when `dir` exists or `template` does not;
 * answers whether it copied.
 */
export function startFromTemplate(dir: string, template: string): boolean {
  if (fs.existsSync(dir) || !fs.existsSync(path.join(template, 'PG_VERSION'))) return false;
  const copying = `${dir}.from-template-${process.pid}`;
  fs.rmSync(copying, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  // A copy-on-write clone where the file system offers it, else a plain copy.
  fs.cpSync(template, copying, { recursive: true, mode: fs.constants.COPYFILE_FICLONE });
  try {
    fs.renameSync(copying, dir);
  } catch (err) {
    fs.rmSync(copying, { recursive: true, force: true });
    if (!fs.existsSync(dir)) throw err;
    return false;
  }
  return true;
}

/**
 * The `shop_settings` key of the first launch's sample template (scripts/first-launch-template-build.ts):
 * when its offers were written (ms since the epoch).
 */
export const SAMPLE_TEMPLATE_WRITTEN = 'sample-template-written';

/**
 * The first open of a copy of the sample template: its offers were written when the template was
 * made, days or weeks before, and an offer's age decides whether its units count (OFFER_MAX_AGE_DAYS).
 * Each is made as old now as it was then; the mark goes with it. Nothing on any other database.
 */
export async function settleTemplateCopy(db: Db): Promise<void> {
  const written = await db.query<{ value: unknown }>('select value from shop_settings where key = $1', [SAMPLE_TEMPLATE_WRITTEN]);
  if (written.rows.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.query('update offers set imported_at = imported_at + (now() - to_timestamp($1::float8 / 1000))', [Number(written.rows[0]?.value)]);
    await tx.query('delete from shop_settings where key = $1', [SAMPLE_TEMPLATE_WRITTEN]);
  });
}
