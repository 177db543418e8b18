import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const CLIENT_DIST = path.join(ROOT, 'client', 'dist');
const SOURCES = ['client/src', 'client/public', 'client/index.html', 'client/vite.config.ts'].map((p) => path.join(ROOT, p));
const LOCK = path.join(os.tmpdir(), `shop-client-build-${Buffer.from(ROOT).toString('hex').slice(-24)}.lock`);

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isFresh(): boolean {
  const index = path.join(CLIENT_DIST, 'index.html');
  if (!fs.existsSync(index)) return false;
  const built = fs.statSync(index).mtimeMs;
  return SOURCES.every((source) => !fs.existsSync(source) || newestMtime(source) <= built);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes sure client/dist holds a build of the current sources: builds once when it is missing or
 * older than them. Test files running in parallel wait for the one that builds.
 */
export async function ensureClientBuilt(): Promise<string> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (isFresh()) return CLIENT_DIST;
    try {
      fs.mkdirSync(LOCK);
    } catch {
      // Another test file is building; a lock older than five minutes is left over from a crash.
      if (Date.now() - fs.statSync(LOCK, { throwIfNoEntry: false })!.mtimeMs > 300_000) fs.rmSync(LOCK, { recursive: true, force: true });
      await sleep(500);
      continue;
    }
    try {
      if (!isFresh()) {
        execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'client/vite.config.ts', '--logLevel', 'error'], {
          cwd: ROOT,
          stdio: 'inherit',
        });
      }
    } finally {
      fs.rmSync(LOCK, { recursive: true, force: true });
    }
  }
  throw new Error('client/dist could not be built');
}
