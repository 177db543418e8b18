import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_SEED } from '../../fixtures/provider/generate';
import { generateDemoOffers } from '../../fixtures/provider/generate-offers';
import { loadOrGenerate } from '../../fixtures/provider/store';
import { ensureDemoAccount } from '../../server/account/demo';
import { TEST_PASSWORD_COST } from '../../server/account/password';
import { seedCatalog } from '../../server/catalog/seed';
import { migrate, readMigrations } from '../../server/db/migrate';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite, openPglite, pgliteDb } from '../../server/db/pglite';
import type { Db } from '../../server/db';
import { createLogger } from '../../server/logger';
import { seedShopOffers, writeDemoOffers } from '../../server/pricing/seed';

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

/** A short hash of the files under these folders of the repository (what a machine-wide copy was made from). */
function sourcesHash(...dirs: string[]): string {
  const root = path.resolve(import.meta.dirname, '../..');
  const hash = crypto.createHash('sha256');
  const walk = (rel: string): void => {
    for (const e of fs.readdirSync(path.join(root, rel), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) walk(child);
      else if (!e.name.endsWith('.test.ts')) hash.update(child).update('\0').update(fs.readFileSync(path.join(root, child))).update('\0');
    }
  };
  for (const dir of dirs) walk(dir);
  return hash.digest('hex').slice(0, 16);
}

let providerData: Promise<string> | null = null;

/**
 * The stand-in provider's data set at its default seed and scale, generated once per machine and
 * version of its generator (a folder holding `provider/`): a test shop's stand-in reads it instead of
 * generating its own (about a second each).
 */
export function standInDataDir(): Promise<string> {
  providerData ??= (async () => {
    const dir = path.join(os.tmpdir(), `shop-provider-data-${sourcesHash('fixtures/provider')}`);
    if (!fs.existsSync(path.join(dir, 'provider', 'meta.json'))) await loadOrGenerate(dir, DEFAULT_SEED, 1);
    return dir;
  })();
  return providerData;
}

/**
 * Gives a test shop's data directory the shared stand-in data set (hard links, or copies across
 * file systems): its stand-in provider then loads rather than generates it.
 */
export async function linkStandInData(dataDir: string): Promise<void> {
  const from = path.join(await standInDataDir(), 'provider');
  const to = path.join(dataDir, 'provider');
  if (fs.existsSync(to)) return;
  const building = path.join(dataDir, `.provider-${crypto.randomBytes(4).toString('hex')}`);
  fs.mkdirSync(building, { recursive: true });
  for (const file of fs.readdirSync(from)) {
    try {
      fs.linkSync(path.join(from, file), path.join(building, file));
    } catch {
      fs.copyFileSync(path.join(from, file), path.join(building, file));
    }
  }
  putInPlace(building, to);
}

/**
 * Settings of the engines opened on the dumps (postgresql.auto.conf). A test database holds a few
 * megabytes: a pool of 32 MB rather than PGlite's 128 MB spares every test shop's start the
 * zeroing of 96 MB it never uses (about 80 ms of processor time).
 */
const TEST_ENGINE_SETTINGS = { shared_buffers: '32MB' };
/** In the dumps' names: a dump made with other settings is made again. */
const SETTINGS_TAG = crypto.createHash('sha256').update(JSON.stringify(TEST_ENGINE_SETTINGS)).digest('hex').slice(0, 8);

/**
 * A data directory's dump, made once per machine under `file` by `make` and read once per process.
 * The dump is taken from a running engine, so every engine opened on it recovers first: a
 * checkpoint just before leaves it nothing to redo (without it, each test shop replayed the ~16 MB
 * of log the template's making wrote).
 */
async function tarballAt(file: string, make: () => Promise<PGlite>, afterClose: () => void = () => undefined): Promise<Blob> {
  if (!fs.existsSync(file)) {
    const engine = await make();
    for (const [name, value] of Object.entries(TEST_ENGINE_SETTINGS)) await engine.exec(`ALTER SYSTEM SET ${name} = '${value}'`);
    await engine.exec('CHECKPOINT');
    const dump = await engine.dumpDataDir('none');
    await engine.close();
    afterClose();
    const building = `${file}.building-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
    putInPlace(building, file);
  }
  return new BufferBlob(fs.readFileSync(file));
}

/**
 * A Blob over bytes already in memory whose `arrayBuffer()` hands them over as they are: PGlite
 * reads a tarball with `arrayBuffer()`, which for Node's own Blob copies the 70 MB in chunks and
 * joins them again at every open (a tenth of a test shop's start). PGlite only reads the bytes.
 */
class BufferBlob extends Blob {
  readonly #bytes: ArrayBuffer;

  constructor(bytes: Buffer) {
    super([], { type: 'application/x-tar' });
    // A buffer of its own (a small file's Buffer may share Node's pool with others).
    this.#bytes = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  }

  override get size(): number {
    return this.#bytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

let tarball: Promise<Blob> | null = null;
let seededTarball: Promise<Blob> | null = null;

/** The template as a tarball (made once per machine and set of migrations, read once per process). */
function templateTarball(): Promise<Blob> {
  // Dumped from a copy of its own: the settings and the checkpoint write into the engine's folder,
  // and test processes starting together each make the dump (the first in place wins), while
  // others copy the shared template (an engine opened on it in place by two processes at once
  // lost files under the other's checkpoint: PGlite's ENOENT, errno 44).
  tarball ??= (async () => {
    const copy = `${templatePath()}.dumping-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    return tarballAt(
      `${templatePath()}-${SETTINGS_TAG}-checkpointed.tar`,
      async () => {
        fs.cpSync(await pgliteTemplate(), copy, { recursive: true });
        return createPglite(copy);
      },
      () => fs.rmSync(copy, { recursive: true, force: true }),
    );
  })();
  return tarball;
}

/**
 * The template after everything a test shop's first start writes with the default settings (the
 * sample catalogue, the shop's offers of 500 units, the demo account, the demo distributors' offers
 * for the stand-in's articles): those steps then find their work done, as on any later start. Made
 * once per machine and version of the migrations, the sample data and the code that writes them.
 */
function seededTemplateTarball(): Promise<Blob> {
  seededTarball ??= (async () => {
    const sources = sourcesHash('fixtures/shop', 'fixtures/provider', 'server/catalog', 'server/pricing', 'server/account', 'server/text');
    return tarballAt(`${templatePath()}-seeded-${sources}-${SETTINGS_TAG}-checkpointed.tar`, async () => {
      const engine = await createPglite('memory://', await templateTarball());
      const db = pgliteDb(engine);
      const log = createLogger({ logLevel: 'silent', env: 'test' });
      await seedCatalog(db, log);
      await seedShopOffers(db, SEEDED_SAMPLE_UNITS);
      await ensureDemoAccount(db, log, TEST_PASSWORD_COST);
      const { data } = await loadOrGenerate(await standInDataDir(), DEFAULT_SEED, 1);
      await writeDemoOffers(db, generateDemoOffers(data, DEFAULT_SEED));
      return engine;
    });
  })();
  return seededTarball;
}

/**
 * The seeded template as a data directory on disk (made once per machine like the tarball): a
 * gateway process started on a copy of it finds its first start's work done.
 */
export async function seededTemplateDir(): Promise<string> {
  const tar = await seededTemplateTarball();
  const dir = `${templatePath()}-seeded-dir-${crypto.createHash('sha256').update(new Uint8Array(await tar.arrayBuffer())).digest('hex').slice(0, 16)}`;
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const building = `${dir}.building-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
  await (await createPglite(building, tar)).close();
  // A gateway started on it (a bench, a reliability test) runs with the engine's own settings, as
  // `npm start` does: the test engines' smaller pool would change what a bench measures.
  fs.writeFileSync(path.join(building, 'postgresql.auto.conf'), '# Do not edit this file manually!\n# It will be overwritten by the ALTER SYSTEM command.\n');
  putInPlace(building, dir);
  return dir;
}

/** The sample stock units of the seeded template (the shop's default, SAMPLE_STOCK_UNITS). */
export const SEEDED_SAMPLE_UNITS = 500;

/**
 * A migrated embedded database in memory, from the template (`seeded`: the seeded one): nothing to
 * copy at start and nothing to delete at the end (a test shop that is not restarted on its data
 * needs no more).
 */
export async function pgliteInMemory(seeded = false): Promise<Db> {
  const db = pgliteDb(await createPglite('memory://', await (seeded ? seededTemplateTarball() : templateTarball())));
  await migrate(db);
  return db;
}
