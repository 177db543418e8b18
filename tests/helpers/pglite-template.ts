import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';

/**
 * A migrated, empty PGlite data directory shared by the tests of this machine, made once per set
 * of migrations (its name carries their hash). Test shops start from a copy of it.
 */
export async function pgliteTemplate(): Promise<string> {
  const hash = crypto.createHash('sha256');
  for (const m of readMigrations()) hash.update(m.id).update('\0').update(m.sql).update('\0');
  const dir = path.join(os.tmpdir(), `shop-pglite-template-${hash.digest('hex').slice(0, 16)}`);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;

  const building = `${dir}.building-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const db = await openPglite(building);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another test process finished the same template first: use theirs.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}
