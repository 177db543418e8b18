/**
 * Start time of `npm start` with the web client already built and an existing data directory:
 * from launching `node scripts/start.mjs` to the first answered request (`/healthz`), median of
 * five launches. A first launch (not counted) builds the client if its sources changed and makes
 * the data directory (database, seed, stand-in provider data).
 *
 *   npm run bench:start -- [launches=5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startShopProcess } from './lib/shop-process';

const launches = Number(process.argv[2] ?? 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-start-'));
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
try {
  const first = await startShopProcess(env, { viaNpmStart: true });
  await fetch(`${first.url}/graphql?query=${encodeURIComponent('{ shop { name } }')}`, { headers: { 'apollo-require-preflight': 'true' } });
  await first.stop();
  console.log(`first launch (new data directory): ${first.startMs.toFixed(0)} ms`);
  const times: number[] = [];
  for (let i = 0; i < launches; i++) {
    const shop = await startShopProcess(env, { viaNpmStart: true });
    times.push(shop.startMs);
    await shop.stop();
  }
  times.sort((a, b) => a - b);
  console.log(`launch to first answer, existing data directory: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(`median of ${launches}: ${times[Math.floor(times.length / 2)].toFixed(0)} ms`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
