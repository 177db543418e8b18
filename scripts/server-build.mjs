// Bundles the gateway (server/main.ts), the stand-in parts provider (fixtures/provider/main.ts), ARCA's stand-in (fixtures/arca/main.ts)
// and the builder of the first launch's template (scripts/first-launch-template-main.ts)
// into .build/ when their sources changed since the last bundle, so `npm start` runs plain
// JavaScript: Node loads one file per program instead of transpiling hundreds of modules through a
// loader at every start. Packages stay in node_modules (not bundled), except in the gateway's CommonJS
// bundles loaded with a V8 code cache (worker.cjs, threads.cjs, primary.cjs), which carry those their
// process or thread loads at its start. Each module keeps its own
// `import.meta.url`, so paths it derives (schema/, migrations) still point at the sources.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lock } from './build-lock.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUILD = path.join(ROOT, '.build');
export const GATEWAY_BUNDLE = path.join(SERVER_BUILD, 'gateway', 'main.mjs');
export const PROVIDER_BUNDLE = path.join(SERVER_BUILD, 'provider', 'main.mjs');
/** The stand-in provider as the entry of a heap snapshot with its data set (fixtures/provider/heap.ts, scripts/provider-heap.mjs). */
export const PROVIDER_HEAP_BUNDLE = path.join(SERVER_BUILD, 'provider', 'heap.cjs');
export const ARCA_BUNDLE = path.join(SERVER_BUILD, 'arca', 'main.mjs');
/** Builds the first launch's template (scripts/first-launch-template.mjs runs it). */
export const TEMPLATE_BUNDLE = path.join(SERVER_BUILD, 'template', 'main.mjs');
/** Held while the bundles are built (scripts/build-lock.mjs). */
export const SERVER_BUILD_LOCK = `${SERVER_BUILD}.lock`;
const SOURCES = ['server', 'shared', 'fixtures', 'client/src/gql', 'package-lock.json', 'scripts/server-build.mjs', 'scripts/first-launch-template-build.ts', 'scripts/first-launch-template-main.ts'];

/** Packages the worker's bundle leaves in node_modules (see buildServer). */
const WORKER_EXTERNAL = ['@electric-sql/pglite', 'exceljs', 'pdfkit', 'qrcode', 'nodemailer', 'mercadopago', 'node-forge', '@redis/client'];

/**
 * esbuild's options for a gateway worker's bundle (besides the entry and the output): CommonJS,
 * packages included but for WORKER_EXTERNAL, and no `import()` left in it (a script taken from a V8
 * code cache cannot import: server/process/module-import.ts): those of packages become `require`.
 */
export const WORKER_BUILD = {
  format: 'cjs',
  packages: undefined,
  external: WORKER_EXTERNAL.flatMap((p) => [p, `${p}/*`]),
  supported: { 'dynamic-import': false },
  sourcesContent: false,
};

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

function builtAt(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

/** esbuild plugin: `import.meta.url` of each source file is that file's own URL, not the bundle's. */
const ownUrl = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(m?[jt]s|tsx)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = fs.readFileSync(args.path, 'utf8');
      const loader = args.path.endsWith('.tsx') ? 'tsx' : args.path.endsWith('ts') ? 'ts' : 'js';
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader };
    });
  },
};

/**
 * As ownUrl, for the packages' modules too (the threads' bundle carries the embedded engine, which
 * finds its WebAssembly and data files beside its modules); and a built-in module imported with
 * `import()` comes from process.getBuiltinModule: left to esbuild, it becomes a `require` that the
 * engine's own `var require = createRequire(…)`, hoisted, hides until it is set (and a script taken
 * from a code cache cannot `import()`).
 */
const BUILTIN_IMPORT = /\bimport\((["'])((?:node:)?[a-z_/]+)\1\)/g;
const ownUrlEverywhere = {
  name: 'own-import-meta-url-everywhere',
  setup(b) {
    b.onLoad({ filter: /\.(m?[jt]s|tsx|c?js)$/ }, (args) => {
      const source = fs.readFileSync(args.path, 'utf8');
      const builtin = (name) => builtinModules.includes(name.replace(/^node:/, ''));
      if (!source.includes('import.meta.url') && ![...source.matchAll(BUILTIN_IMPORT)].some((m) => builtin(m[2]))) return undefined;
      const loader = args.path.endsWith('.tsx') ? 'tsx' : /\.m?ts$/.test(args.path) ? 'ts' : 'js';
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replace(BUILTIN_IMPORT, (whole, _q, name) => (builtin(name) ? `Promise.resolve(process.getBuiltinModule(${JSON.stringify(name)}))` : whole));
      return { contents, loader, resolveDir: path.dirname(args.path) };
    });
  },
};

function serverIsStale() {
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  return ![GATEWAY_BUNDLE, PROVIDER_BUNDLE, PROVIDER_HEAP_BUNDLE, ARCA_BUNDLE, TEMPLATE_BUNDLE].every((b) => builtAt(b) >= sources);
}

/**
 * Bundles the gateway and the stand-in provider when missing or older than their sources. Returns
 * true when it built. A lock file keeps two callers (a start, tests, benches) from building at the
 * same time: the second waits and finds the bundles fresh, and no build replaces the folder under
 * a gateway that is still loading from it.
 */
export async function ensureServerBuilt() {
  if (!serverIsStale()) return false;
  const release = await lock(SERVER_BUILD_LOCK, 'another server build');
  try {
    if (!serverIsStale()) return false;
    await buildServer();
    return true;
  } finally {
    release();
  }
}

async function buildServer() {
  // Loaded only to build: esbuild's module and the service it spawns cost every start ~70 ms.
  const { build } = await import('esbuild');
  const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: 'linked', logLevel: 'warning', plugins: [ownUrl] };
  // Written beside and renamed, so a start running at the same time never reads half a file.
  const tmp = `${SERVER_BUILD}.${process.pid}`;
  // The gateway is split at its dynamic imports: what main.ts imports late loads late (after the
  // database began to open).
  const chunks = { splitting: true, outExtension: { '.js': '.mjs' }, entryNames: 'main', chunkNames: 'chunk-[hash]' };
  const built = await Promise.allSettled([
    build({ ...common, ...chunks, entryPoints: [path.join(ROOT, 'server/main.ts')], outdir: path.join(tmp, 'gateway') }),
    // A gateway worker's code, packages included, in one CommonJS file beside the entry
    // (server/process/worker-bundle.ts loads it with a V8 code cache). Left out: the embedded engine
    // (its WebAssembly files are found beside its own module; workers never load it) and the packages
    // loaded at a first invoice, mail, payment, price list or Redis connection, not at a start.
    build({ ...common, ...WORKER_BUILD, entryPoints: [path.join(ROOT, 'server/process/worker.ts')], outfile: path.join(tmp, 'gateway', 'worker.cjs') }),
    // The primary's threads (the embedded database, the stand-in provider) the same way, the
    // embedded engine included: each of its modules keeps its own address (ownUrlEverywhere), which it
    // finds its WebAssembly and data files beside.
    build({ ...common, ...WORKER_BUILD, external: [], plugins: [ownUrlEverywhere], entryPoints: [path.join(ROOT, 'server/process/threads.ts')], outfile: path.join(tmp, 'gateway', 'threads.cjs') }),
    // The primary's configuration, logger and own code the same way (server/process/primary-entry.ts).
    // Its one `import.meta.resolve` (thread-start.ts) finds tsx for threads of a gateway run on the
    // TypeScript sources, never from a bundle.
    build({
      ...common,
      ...WORKER_BUILD,
      logOverride: { 'empty-import-meta': 'silent' },
      entryPoints: [path.join(ROOT, 'server/process/primary-entry.ts')],
      outfile: path.join(tmp, 'gateway', 'primary.cjs'),
    }),
    build({ ...common, ...chunks, entryPoints: [path.join(ROOT, 'fixtures/provider/main.ts')], outdir: path.join(tmp, 'provider') }),
    // A snapshot's entry is one script that requires nothing but Node's own modules.
    build({ ...common, ...WORKER_BUILD, external: [], entryPoints: [path.join(ROOT, 'fixtures/provider/heap.ts')], outfile: PROVIDER_HEAP_BUNDLE.replace(SERVER_BUILD, tmp) }),
    build({ ...common, ...chunks, entryPoints: [path.join(ROOT, 'fixtures/arca/main.ts')], outdir: path.join(tmp, 'arca') }),
    build({ ...common, ...chunks, entryPoints: [path.join(ROOT, 'scripts/first-launch-template-main.ts')], outdir: path.join(tmp, 'template') }),
  ]);
  // A failed build leaves no half-written folder behind (the others have finished writing by now).
  const failed = built.find((b) => b.status === 'rejected');
  if (failed) {
    fs.rmSync(tmp, { recursive: true, force: true });
    throw failed.reason;
  }
  fs.rmSync(SERVER_BUILD, { recursive: true, force: true });
  fs.renameSync(tmp, SERVER_BUILD);
}

// `node scripts/server-build.mjs`: bundles what is stale (CI's build job, before the lanes start gateways).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (!(await ensureServerBuilt())) console.log('The server bundles are up to date.');
}
