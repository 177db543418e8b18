// Builds the web client when its sources changed since the last build. Used by `npm start` and by
// the browser tests; a lock file keeps two callers from building at the same time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_DIST = path.join(ROOT, 'client', 'dist');
/** The server renderer built from the same sources (the gateway reads `${CLIENT_DIST}-ssr`). */
export const CLIENT_SSR = `${CLIENT_DIST}-ssr`;
const SOURCES = ['client/src', 'client/public', 'client/build', 'client/index.html', 'client/sandbox.html', 'client/vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** The three builds, in order: the shop, the GraphQL explorer beside it, the server renderer. */
const BUILDS = [
  { args: [], output: path.join(CLIENT_DIST, 'index.html') },
  { args: ['--mode', 'sandbox'], output: path.join(CLIENT_DIST, 'sandbox.html') },
  { args: ['--ssr', 'src/entry-server.tsx'], output: path.join(CLIENT_SSR, 'entry-server.js') },
];

function builtAt(file) {
  return fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0;
}

export function clientIsStale() {
  const sources = Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
  return BUILDS.some((b) => builtAt(b.output) < sources);
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Builds client/dist if it is missing or older than its sources. Returns true when it built. */
export function ensureClientBuilt({ quiet = false } = {}) {
  if (!clientIsStale()) return false;
  const lock = path.join(ROOT, 'client', '.build-lock');
  let fd = null;
  for (let waited = 0; fd === null; waited += 200) {
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      // Someone else builds; a lock older than 5 minutes was left by a killed build.
      if (fs.existsSync(lock) && Date.now() - fs.statSync(lock).mtimeMs > 300_000) fs.rmSync(lock, { force: true });
      if (waited > 600_000) throw new Error('timed out waiting for another client build');
      sleep(200);
    }
  }
  try {
    if (!clientIsStale()) return false;
    if (!quiet) console.log('Building the web client…');
    const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
    for (const { args } of BUILDS) {
      const build = spawnSync(process.execPath, [vite, 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn', ...args], {
        cwd: ROOT,
        // A production build whatever the caller runs under (a test runner sets NODE_ENV=test,
        // which would make Vite emit development JSX).
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: quiet ? 'pipe' : 'inherit',
        encoding: 'utf8',
      });
      if (build.status !== 0) throw new Error(`client build failed (${args.join(' ') || 'shop'}):\n${build.stdout ?? ''}${build.stderr ?? ''}`);
    }
    return true;
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}

// `npm run build`: builds what is stale (all three builds when any source changed).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    if (!ensureClientBuilt()) console.log('The web client is up to date.');
  } catch (err) {
    console.error(err.message);
    process.exit(1);
  }
}
