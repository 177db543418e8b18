// Builds the web client when its sources changed since the last build. Used by `npm start` and by
// the browser tests; a lock file keeps two callers from building at the same time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_DIST = path.join(ROOT, 'client', 'dist');
const SOURCES = ['client/src', 'client/public', 'client/index.html', 'client/sandbox.html', 'client/vite.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function clientIsStale() {
  const index = path.join(CLIENT_DIST, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  return builtAt < Math.max(...SOURCES.map((s) => newestMtime(path.join(ROOT, s))));
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
    const build = spawnSync(process.execPath, [vite, 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: quiet ? 'pipe' : 'inherit',
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`client build failed:\n${build.stdout ?? ''}${build.stderr ?? ''}`);
    return true;
  } finally {
    fs.closeSync(fd);
    fs.rmSync(lock, { force: true });
  }
}
