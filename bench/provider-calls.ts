/**
 * Provider calls per page type, cold (empty cache) and warm (same page again within the TTL), with
 * the time each page took through the gateway. The gateway talks over HTTP to a stand-in provider
 * started here, whose call counters are read after every page. Also prints the size of the category
 * tree with and without a vehicle, times the stand-in alone, and shows /readyz of a gateway whose key
 * the provider refuses.
 *
 *   npm run bench:provider [-- scale]      (scale 1 = standard data set, 10 = ten times more)
 *
 * The stand-in answers strictly (as a real provider may: docs/provider-protocol.md);
 * PROVIDER_STANDIN_STRICT=0 runs it lenient.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { print } from 'graphql';
import { startStandInProvider } from '../fixtures/provider/index';
import { VehicleGroupPageDocument, VehicleMakePageDocument, VehicleMakesPageDocument, VehicleModelPageDocument, VehiclePageDocument } from '../client/src/gql/graphql';
import { createServer } from '../server/app';
import { loadConfig } from '../server/config';
import { pgliteInMemory } from '../tests/helpers/pglite-template';
import { Shopper } from '../tests/helpers/shop';
import { benchDataDir, THIS_CHECKOUT } from './lib/shop-process';

const scale = Number(process.argv[2] ?? '1');
const strict = !/^(0|false|no|off)$/i.test(process.env.PROVIDER_STANDIN_STRICT ?? '1');
const dataDir = path.resolve(scale === 1 ? '.tmp/provider-test-data' : `.tmp/provider-bench-x${scale}`);

const CATEGORY_PAGE = `query($c: ID!, $v: ID) { partProducts(categoryId: $c, vehicleId: $v) {
  total items { id name price images brand { name image } fitsVehicle(vehicleId: $v) } filters { slug items { slug count } } } }`;
const RANGED_PAGE = `query($c: ID!, $v: ID, $p: PriceRangeInput, $n: Int) { partProducts(categoryId: $c, vehicleId: $v, price: $p, page: $n) {
  total items { id name price images brand { name image } fitsVehicle(vehicleId: $v) } filters { slug min max range items { slug count } } } }`;
const PRODUCT_PAGE = `query($s: String!) { product(slug: $s) { id name price images description brand { name image }
  attributes { name values { name } } oeNumbers { number make } categories { name } vehicles(limit: 20) { id make model engine } } }`;

async function main(): Promise<void> {
  const t0 = performance.now();
  const provider = await startStandInProvider({ dataDir, scale, quirks: { strict } });
  const startMs = performance.now() - t0;
  // A new shop's database, migrated (its first start writes the sample data as ever).
  const shopDir = await benchDataDir('bench-provider-', THIS_CHECKOUT, { seeded: false });
  const config = loadConfig({
    NODE_ENV: 'test', DATA_DIR: shopDir, CLIENT_DIR: 'none', LOG_LEVEL: 'silent',
    PROVIDER_URL: provider.url, PROVIDER_API_KEY: provider.apiKey, PROVIDER_ID: String(provider.providerId),
  });
  const shop = await createServer(config);
  const url = await shop.listen(0, '127.0.0.1');
  const shopper = new Shopper(url);
  await shopper.gql('{ ping }');

  const vehicleId = '10020';
  const first = await shopper.gql<{ partProducts: { items: { id: string }[] } }>(CATEGORY_PAGE, { c: '100002', v: '10021' });
  const slug = first.data?.partProducts.items[3]?.id ?? '83-1000001';
  const vin = provider.knownVins[2];
  // An article the shop has not seen: asked from the stand-in directly.
  const direct = (await (await fetch(provider.url, {
    method: 'POST', headers: { 'X-Api-Key': provider.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ getArticles: { provider: provider.providerId, articleCountry: 'AR', perPage: 1, page: 700, includeGenericArticles: true } }),
  })).json()) as { articles: { genericArticles: { genericArticleId: number; legacyArticleId: number }[] }[] };
  const unseen = direct.articles[0].genericArticles[0];
  provider.resetCalls();

  const TREE = 'query($v: ID) { partCategories(vehicleId: $v) { id name itemsCount children { id name itemsCount } } }';
  const treeSize = async (v: string | null) => {
    const tree = (await shopper.gql<{ partCategories: { children: unknown[] }[] }>(TREE, { v })).data?.partCategories ?? [];
    return `${tree.length} groups, ${tree.reduce((n, g) => n + g.children.length, 0)} subgroups`;
  };

  const pages: [string, () => Promise<unknown>][] = [
    ['vehicle cascade: makes', () => shopper.gql('{ vehicleMakes { id name } }')],
    ['vehicle cascade: models of a make', () => shopper.gql('{ vehicleModels(makeId: "100") { id name yearFrom yearTo } }')],
    ['vehicle cascade: years of a model', () => shopper.gql('{ vehicleYears(makeId: "100", modelId: "4004") }')],
    ['vehicle cascade: engines of a year', () => shopper.gql('{ vehicles(makeId: "100", modelId: "4004", year: 2014) { id engine } }')],
    ['vehicle by VIN', () => shopper.gql('query($v: String!) { vehicleByVin(vin: $v) { id make model engine year } }', { v: vin })],
    ['category tree, whole catalogue (once per gateway)', () => shopper.gql(TREE, { v: null })],
    ['category tree for a vehicle', () => shopper.gql(TREE, { v: vehicleId })],
    ['category page (8 products, vehicle)', () => shopper.gql(CATEGORY_PAGE, { c: '100001', v: vehicleId })],
    ['category page 2', () => shopper.gql(`${CATEGORY_PAGE.replace('vehicleId: $v)', 'vehicleId: $v, page: 2)')}`, { c: '100001', v: vehicleId })],
    ['category page, price range (vehicle, same group)', () => shopper.gql(RANGED_PAGE, { c: '100001', v: vehicleId, p: { from: 5000, to: 60000 }, n: 1 })],
    ['category page 2, price range', () => shopper.gql(RANGED_PAGE, { c: '100001', v: vehicleId, p: { from: 5000, to: 60000 }, n: 2 })],
    ['category page, sub-group of 552 parts, no vehicle', () => shopper.gql(CATEGORY_PAGE, { c: '100129', v: null })],
    ['category page 2 of it', () => shopper.gql(`${CATEGORY_PAGE.replace('vehicleId: $v)', 'vehicleId: $v, page: 2)')}`, { c: '100129', v: null })],
    ['category page, group of 2651 parts, no vehicle (above 1000)', () => shopper.gql(CATEGORY_PAGE, { c: '100001', v: null })],
    ['category page 2 of it', () => shopper.gql(`${CATEGORY_PAGE.replace('vehicleId: $v)', 'vehicleId: $v, page: 2)')}`, { c: '100001', v: null })],
    ['product page (seen on a vehicle\'s list)', () => shopper.gql(PRODUCT_PAGE, { s: slug })],
    ['product page (not seen before)', () => shopper.gql(PRODUCT_PAGE, { s: `${unseen.genericArticleId}-${unseen.legacyArticleId}` })],
    // The vehicle pages' own queries, as the pages ask them (the server render asks the same).
    ['vehicle pages: makes', () => shopper.gql(print(VehicleMakesPageDocument))],
    ['vehicle pages: a make\'s models', () => shopper.gql(print(VehicleMakePageDocument), { make: 'chevrolet' })],
    ['vehicle pages: a model\'s years and engines', () => shopper.gql(print(VehicleModelPageDocument), { make: 'chevrolet', model: 'onix-i' })],
    ['vehicle page (facts, groups with counts, 8 parts with fit and notes)', () => shopper.gql(print(VehiclePageDocument), { id: '10132' })],
    ['vehicle group page, after its vehicle page', () => shopper.gql(print(VehicleGroupPageDocument), { id: '10132', group: '100102', page: 1 })],
    ['vehicle group page, its vehicle not seen before', () => shopper.gql(print(VehicleGroupPageDocument), { id: '10133', group: '100102', page: 1 })],
  ];

  const rows: string[][] = [];
  for (const [name, run] of pages) {
    const measures = [];
    for (const pass of ['cold', 'warm']) {
      provider.resetCalls();
      const started = performance.now();
      const answer = (await run()) as { errors?: unknown[] };
      if (answer.errors) throw new Error(`${name} (${pass}) failed: ${JSON.stringify(answer.errors)}`);
      const ms = performance.now() - started;
      const calls = provider.calls();
      const total = Object.values(calls).reduce((a, b) => a + b, 0);
      measures.push(`${total}${total ? ` (${Object.entries(calls).map(([op, n]) => `${op} ${n}`).join(', ')})` : ''}`, `${ms.toFixed(1)} ms`);
    }
    rows.push([name, ...measures]);
  }

  // The stand-in alone: a category page for a vehicle, over a keep-alive connection; the stand-in's
  // own time (Server-Timing) is the time from the parsed request to the serialised answer.
  const body = JSON.stringify({ getArticles: { provider: provider.providerId, articleCountry: 'AR', lang: 'es', perPage: 8, page: 1, linkageTargetId: 10020, linkageTargetType: 'P', assemblyGroupNodeIds: [100001], includeGenericArticles: true, includeImages: true, includeLinkages: true, includeArticleText: true, includeArticleCriteria: true, includeDataSupplierFacets: true, assemblyGroupFacetOptions: { enabled: true, maxDepth: 2 } } });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = () =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(provider.url, { method: 'POST', agent, headers: { 'X-Api-Key': provider.apiKey, 'Content-Type': 'application/json' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(Number(/dur=([\d.]+)/.exec(String(res.headers['server-timing']))?.[1] ?? NaN)));
      });
      req.on('error', reject);
      req.end(body);
    });
  for (let i = 0; i < 50; i++) await post();
  const n = 300;
  const s0 = performance.now();
  let inside = 0;
  for (let i = 0; i < n; i++) inside += await post();
  const roundTrip = (performance.now() - s0) / n;
  agent.destroy();

  const sizes = { all: await treeSize(null), vehicle: await treeSize(vehicleId) };

  // A gateway whose key the provider refuses: what /readyz says.
  // Its database in memory (a copy of the migrated template): only its answer to /readyz is asked.
  const refusedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-provider-refused-'));
  const refused = await createServer(loadConfig({
    NODE_ENV: 'test', DATA_DIR: refusedDir, CLIENT_DIR: 'none', LOG_LEVEL: 'silent',
    PROVIDER_URL: provider.url, PROVIDER_API_KEY: 'not-the-key', PROVIDER_ID: String(provider.providerId),
  }), { opening: pgliteInMemory() });
  const refusedUrl = await refused.listen(0, '127.0.0.1');
  const r0 = performance.now();
  const readyz = await fetch(`${refusedUrl}/readyz`);
  const readyzMs = performance.now() - r0;
  const readyzBody = await readyz.text();
  await refused.close();
  fs.rmSync(refusedDir, { recursive: true, force: true });

  console.log(`Stand-in data set x${scale} (${strict ? 'strict' : 'lenient'} answers): ${JSON.stringify(provider.counts)}`);
  console.log(`Category tree: whole catalogue ${sizes.all}; for vehicle ${vehicleId} ${sizes.vehicle}`);
  console.log(`Stand-in start: ${startMs.toFixed(0)} ms (${provider.startup.generated ? 'generated' : 'loaded'} ${provider.startup.loadMs} ms, indexed ${provider.startup.indexMs} ms)`);
  console.log(`Stand-in answer to a category page (getArticles, 8 articles, facets): ${(inside / n).toFixed(2)} ms inside the stand-in, ${roundTrip.toFixed(2)} ms round trip over keep-alive HTTP (mean of ${n})\n`);
  const head = ['page', 'cold calls', 'cold time', 'warm calls', 'warm time'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i])).join(' | ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const row of rows) console.log(line(row));
  console.log(`\n/readyz with a key the provider refuses (first ask, ${readyzMs.toFixed(0)} ms): HTTP ${readyz.status} ${readyzBody}`);

  await shop.close();
  await provider.close();
  fs.rmSync(shopDir, { recursive: true, force: true });
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
