import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt as buildClient } from '../../../scripts/client-build.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const CLIENT_DIST = path.join(ROOT, 'client', 'dist');

/**
 * Makes sure client/dist (and its server renderer, client/dist-ssr) hold a build of the current
 * sources: scripts/client-build.mjs builds once when they are missing or older than them, under a
 * lock, so test files running in parallel wait for the one that builds.
 */
export async function ensureClientBuilt(): Promise<string> {
  buildClient({ quiet: true });
  return CLIENT_DIST;
}
