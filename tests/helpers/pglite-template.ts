import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from '../../server/db/migrate';
import { createPglite, openPglite, pgliteDb } from '../../server/db/pglite';
import type { Db } from '../../server/db';

/** The template's place for this set of migrations (its name carries their hash). */
function templatePath(): string {
  const hash = crypto.createHash('sha256');
  for (const m of readMigrations()) hash.update(m.id).update('\0').update(m.sql).update('\0');
  return path.join(os.tmpdir(), `shop-pglite-template-${hash.digest('hex').slice(0, 16)}`);
}

/** Moves a finished file or folder into place, unless another test process put theirs there first. */
function putInPlace(building: string, dir: string): void {
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

/**
 * A migrated, empty PGlite data directory shared by the tests of this machine, made once per set
 * of migrations. Test shops that keep their database on disk start from a copy of it.
 */
export async function pgliteTemplate(): Promise<string> {
  const dir = templatePath();
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.building-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  const db = await openPglite(building);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  putInPlace(building, dir);
  return dir;
}

let tarball: Promise<Blob> | null = null;

/** The template as a tarball (made once per machine and set of migrations, read once per process). */
function templateTarball(): Promise<Blob> {
  tarball ??= (async () => {
    const file = `${templatePath()}.tar`;
    if (!fs.existsSync(file)) {
      const engine = await createPglite(await pgliteTemplate());
      const dump = await engine.dumpDataDir('none');
      await engine.close();
      const building = `${file}.building-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
      fs.writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
      putInPlace(building, file);
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return tarball;
}

/**
 * A migrated, empty embedded database in memory, from the template: nothing to copy at start and
 * nothing to delete at the end (a test shop that is not restarted on its data needs no more).
 */
export async function pgliteInMemory(): Promise<Db> {
  const db = pgliteDb(await createPglite('memory://', await templateTarball()));
  await migrate(db);
  return db;
}
