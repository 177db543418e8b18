import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST, ensureClientBuilt } from '../../scripts/client-build.mjs';
import { ensureServerBuilt, GATEWAY_BUNDLE } from '../../scripts/server-build.mjs';
import { SHOP_DATA } from '../../fixtures/shop/data';
import { freshDataDir, killStrayGateways, startGateway } from './support/gateway';

// A gateway worker runs from one bundle compiled with a V8 code cache kept beside it
// (server/process/worker-bundle.ts): the first worker without one writes it once it has answered,
// and the workers of the next start take it. The primary's threads' bundle and the server
// renderer's (client/dist-ssr) too.

const bundleDir = path.dirname(GATEWAY_BUNDLE);
const cachesOf = (dir: string, bundle: string) => fs.readdirSync(dir).filter((f) => f.startsWith(`${bundle}.`) && f.endsWith('.v8-cache'));
const caches = () => cachesOf(bundleDir, 'worker.cjs');
const threadCaches = () => cachesOf(bundleDir, 'threads.cjs');

const rendererCaches = () => cachesOf(`${CLIENT_DIST}-ssr`, 'entry-server.cjs');

let dataDir = '';
afterAll(() => {
  killStrayGateways();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function until(what: string, check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The `codeCache` each worker's 'start phases' log line reports (true: it took the cache). */
function workersCodeCache(output: string): unknown[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes('"start phases"'))
    .map((line) => (JSON.parse(line) as { codeCache?: unknown }).codeCache);
}

describe("a gateway worker's compiled code", () => {
  it('is kept beside the bundle once a worker has answered, and the workers of the next start take it', async () => {
    dataDir = await freshDataDir('code-cache');
    // The bundle as it is now, without a cache: this gateway's workers have none to take.
    await ensureServerBuilt();
    for (const f of [...caches(), ...threadCaches()]) fs.rmSync(path.join(bundleDir, f), { force: true });
    const first = await startGateway({ DATA_DIR: dataDir });
    const answer = await fetch(`${first.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(answer.status).toBe(200);
    await until('the code cache written after a first answer', () => caches().length === 1);
    // The primary's threads' bundle (the embedded database's) keeps its own once the database is open.
    await until("the threads' code cache written once the database is open", () => threadCaches().length === 1);
    expect(await first.stop()).toBe(0);

    // With the web client: a page rendered on the server imports the render's entry by its URL,
    // which a script taken from its code cache cannot do itself (server/process/module-import.ts).
    ensureClientBuilt({ quiet: true });
    for (const f of rendererCaches()) fs.rmSync(path.join(`${CLIENT_DIST}-ssr`, f), { force: true });
    const second = await startGateway({ DATA_DIR: dataDir, LOG_LEVEL: 'info', CLIENT_DIR: CLIENT_DIST });
    try {
      await until("both workers' start logged", () => workersCodeCache(second.output()).length === 2);
      expect(workersCodeCache(second.output())).toEqual([true, true]);
      const product = SHOP_DATA.products[0];
      const page = await fetch(`${second.url}/shop/products/${product.slug}`);
      expect(page.status).toBe(200);
      // Drawn on the server: the product's name is in the page's markup, not only in its title.
      expect(await page.text()).toMatch(new RegExp(`<h1[^>]*>[^<]*${product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      expect(second.output()).not.toMatch(/server render(er)? failed/);
      // The server renderer's own bundle keeps its code cache after a first page, the same way.
      await until("the server renderer's code cache written after a first page", () => rendererCaches().length === 1);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
