/**
 * Start time of `npm start` with the web client already built and an existing data directory:
 * from launching `node scripts/start.mjs` to the first answered request (`/healthz`), and to the
 * first answer with parts-provider data (the stand-in has loaded its data set), median of five
 * launches. A first launch (not counted) builds the client if its sources changed and makes
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
  const catalogue: number[] = [];
  let rebuilt = 0;
  while (times.length < launches) {
    const shop = await startShopProcess(env, { viaNpmStart: true });
    const catalogueMs = await shop.catalogueMs();
    await shop.stop();
    // Sources edited meanwhile make `npm start` build the client again: not the start measured here.
    if (/Building the web client/.test(shop.output())) rebuilt++;
    else {
      times.push(shop.startMs);
      catalogue.push(catalogueMs);
    }
    if (rebuilt > 5) throw new Error('the client sources keep changing: every launch rebuilds the client');
  }
  if (rebuilt > 0) console.log(`(${rebuilt} launch(es) left out: the client was rebuilt because its sources changed)`);
  const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)].toFixed(0);
  console.log(`launch to first answer, existing data directory: ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(`launch to first answer with provider data: ${catalogue.map((t) => t.toFixed(0)).join(', ')} ms`);
  console.log(`median of ${launches}: first answer ${median(times)} ms, with provider data ${median(catalogue)} ms`);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
