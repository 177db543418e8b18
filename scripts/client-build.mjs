// Builds the web client when its sources changed since the last build. Used by `npm start` and by
// the browser tests; a lock file keeps two callers from building at the same time.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lockSync } from './build-lock.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_DIST = path.join(ROOT, 'client', 'dist');
/** The server renderer built from the same sources (the gateway reads `${CLIENT_DIST}-ssr`). */
export const CLIENT_SSR = `${CLIENT_DIST}-ssr`;
/** Held while the client is built (scripts/build-lock.mjs). */
export const CLIENT_BUILD_LOCK = path.join(ROOT, 'client', '.build-lock');
const SOURCES = ['admin', 'client/src', 'shared', 'client/public', 'client/build', 'client/index.html', 'client/sandbox.html', 'client/vite.config.ts', 'scripts/client-build.mjs', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** The server renderer in one CommonJS file (server/render/page-renderer.ts loads it: SSR_BUNDLE there). */
const SSR_BUNDLE = 'entry-server.cjs';

/**
 * Vite's server build, with the packages it imports, in one CommonJS file beside it: the gateway
 * compiles it with a V8 code cache (server/process/worker-bundle.ts) instead of loading its modules
 * and packages one by one. No `import()` is left in it (a script taken from a code cache cannot
 * import), and `import.meta.url` is the file's own address.
 */
function bundleServerRenderer() {
  const require = createRequire(import.meta.url);
  const { buildSync } = require('esbuild');
  buildSync({
    entryPoints: [path.join(CLIENT_SSR, 'entry-server.js')],
    outfile: path.join(CLIENT_SSR, SSR_BUNDLE),
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    supported: { 'dynamic-import': false },
    define: { 'import.meta.url': 'importMetaUrl' },
    banner: { js: "var importMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
}

/** The four builds, in order: the shop, the GraphQL explorer beside it, the server renderer, the staff's app. */
const BUILDS = [
  { args: [], output: path.join(CLIENT_DIST, 'index.html') },
  { args: ['--mode', 'sandbox'], output: path.join(CLIENT_DIST, 'sandbox.html') },
  { args: ['--ssr', 'src/entry-server.tsx'], output: path.join(CLIENT_SSR, SSR_BUNDLE), then: bundleServerRenderer },
  { args: ['--mode', 'admin'], output: path.join(CLIENT_DIST, 'admin.html') },
];

function builtAt(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

export function clientIsStale() {
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  return BUILDS.some((b) => builtAt(b.output) < sources);
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * Stores a Brotli (`.br`, best quality) and a gzip (`.gz`) copy beside every compressible file, so
 * the gateway serves them compressed without compressing per request.
 */
function compressFiles(dirs) {
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir)) {
      if (!COMPRESSIBLE.test(name)) continue;
      const file = path.join(dir, name);
      const data = fs.readFileSync(file);
      if (data.length < 1024) continue;
      fs.writeFileSync(file + '.br', zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(file + '.gz', zlib.gzipSync(data, { level: 9 }));
    }
  }
}

/** The staff app's texts in the translation files: keys under this prefix. */
const ADMIN_KEY_PREFIX = 'admin.';

/**
 * The translation files hold the staff app's texts too (`admin.*` keys). The shop's copy in
 * dist/i18n is written without them, so shoppers download and pages name the same texts as before;
 * the staff app bundles the whole files (admin/src/app/translations.ts).
 */
function stripAdminTranslations() {
  const source = path.join(ROOT, 'client', 'public', 'i18n');
  for (const name of fs.readdirSync(source)) {
    if (!name.endsWith('.json')) continue;
    const text = fs.readFileSync(path.join(source, name), 'utf8');
    const shop = Object.fromEntries(Object.entries(JSON.parse(text)).filter(([key]) => !key.startsWith(ADMIN_KEY_PREFIX)));
    fs.writeFileSync(path.join(CLIENT_DIST, 'i18n', name), `${JSON.stringify(shop, null, 2)}\n`);
  }
}

/** Builds client/dist if it is missing or older than its sources. Returns true when it built. */
export function ensureClientBuilt({ quiet = false } = {}) {
  if (!clientIsStale()) return false;
  const release = lockSync(CLIENT_BUILD_LOCK, 'another client build');
  try {
    if (!clientIsStale()) return false;
    if (!quiet) console.log('Building the web client…');
    const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    for (const { args, then } of BUILDS) {
      const build = spawnSync(process.execPath, [vite, 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn', ...args], {
        cwd: ROOT,
        // A production build whatever the caller runs under (a test runner sets NODE_ENV=test,
        // which would make Vite emit development JSX).
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: quiet ? 'pipe' : 'inherit',
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`client build failed (${args.join(' ') || 'shop'}):\n${build.stdout ?? ''}${build.stderr ?? ''}`);
      then?.();
    }
    stripAdminTranslations();
    compressFiles([path.join(CLIENT_DIST, 'assets'), path.join(CLIENT_DIST, 'i18n')]);
    return true;
  } finally {
    release();
  }
}

// `npm run build`: builds what is stale (all four builds when any source changed).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (!ensureClientBuilt()) console.log('The web client is up to date.');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
