// The first launch's template (scripts/first-launch-template-build.ts): a migrated, empty embedded
// database and the stand-in provider's data set, built once per change of the migrations, of the
// stand-in's generator or of the builder, into .build-template/<hash of those sources>/. `npm start`
// copies it into a new data directory instead of making the same again (the seconds of PGlite's
// initdb, of every migration and of generating the data set).
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './client-build.mjs';
import { buildProviderHeap, providerHeapFile } from './provider-heap.mjs';
import { TEMPLATE_BUNDLE } from './server-build.mjs';

const TEMPLATES = path.join(ROOT, '.build-template');
const SOURCES = [
  'server/db/migrations', 'server/db/migrate.ts', 'server/db/pglite.ts', 'server/db/template.ts', 'fixtures/provider', 'fixtures/shop', 'server/catalog/seed.ts',
  'server/pricing/seed.ts', 'scripts/first-launch-template-build.ts', 'package-lock.json',
];

/** A short hash of the files under these paths (their names and contents; tests left out). */
function sourcesHash() {
  const hash = crypto.createHash('sha256');
  const walk = (rel) => {
    const full = path.join(ROOT, rel);
    if (!fs.statSync(full).isDirectory()) {
      hash.update(rel).update('\0').update(fs.readFileSync(full)).update('\0');
      return;
    }
    for (const name of fs.readdirSync(full).sort()) if (!name.endsWith('.test.ts')) walk(`${rel}/${name}`);
  };
  for (const s of SOURCES) walk(s);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The template's folder (holding `pglite/` and `provider/`), built first when missing: call after
 * ensureServerBuilt (it runs the bundled builder). Older templates are removed.
 */
export function ensureFirstLaunchTemplate() {
  const dir = path.join(TEMPLATES, sourcesHash());
  if (['pglite/PG_VERSION', 'pglite-sample/PG_VERSION', 'provider/meta.json'].every((f) => fs.existsSync(path.join(dir, f)))) {
    // The stand-in's heap snapshot of the set (scripts/provider-heap.mjs), once per change of its
    // bundle or of Node; linked into each new data directory with the set.
    if (!fs.existsSync(providerHeapFile(dir))) {
      console.log("Building the first launch's template (the stand-in's heap snapshot; once per change of its code)…");
      buildProviderHeap(dir);
    }
    return dir;
  }
  console.log("Building the first launch's template (a migrated database, one with the sample data, and the stand-in's data set; once per change of them)…");
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  const run = spawnSync(process.execPath, [TEMPLATE_BUNDLE, building], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (run.status !== 0) {
    fs.rmSync(building, { recursive: true, force: true });
    throw new Error(`the first launch's template could not be built (exit ${run.status ?? run.signal})`);
  }
  buildProviderHeap(building);
  for (const old of fs.existsSync(TEMPLATES) ? fs.readdirSync(TEMPLATES) : []) {
    if (!old.includes('.building-')) fs.rmSync(path.join(TEMPLATES, old), { recursive: true, force: true });
  }
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another start put the same template in place first.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * Which of the template's databases a new data directory starts from: the one with the sample data
 * and the demo offers (pglite-sample) for a shop on the defaults they were written for (the stand-in
 * provider at its default scale, SAMPLE_STOCK_UNITS' default), else the migrated empty one.
 */
export function templateDatabase(template, env = process.env) {
  const value = (name) => env[name]?.trim() || null;
  const defaults = value('PROVIDER_URL') === null && [null, '1'].includes(value('PROVIDER_STANDIN_SCALE')) && [null, '500'].includes(value('SAMPLE_STOCK_UNITS'));
  return path.join(template, defaults ? 'pglite-sample' : 'pglite');
}

/**
 * Gives a new data directory the stand-in's data set from the template (hard links: the stand-in
 * never writes into a set it read, and writes a new one beside and renames it in), or copies.
 */
export function linkProviderData(template, dataDir) {
  const to = path.join(dataDir, 'provider');
  if (fs.existsSync(to)) return;
  const from = path.join(template, 'provider');
  const building = `${to}.from-template-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  for (const file of fs.readdirSync(from)) {
    // A heap snapshot another start is writing now (scripts/provider-heap.mjs).
    if (/\.blob\.\d+$/.test(file)) continue;
    try {
      fs.linkSync(path.join(from, file), path.join(building, file));
    } catch {
      fs.copyFileSync(path.join(from, file), path.join(building, file));
    }
  }
  try {
    fs.renameSync(building, to);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
}
