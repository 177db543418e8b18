/**
 * Throughput of two catalogue pages' operations, each beside a bare node:http server answering the
 * same bytes in the same run (autocannon, 50 connections): the category page
 * (`products(category: "frenos")` with its items, brands and filters) and a parts-provider category
 * page (`partProducts`), both asked as the web client asks them (a GET persisted query), warm; then
 * the category page cold (a price filter never asked before on every request). Prints requests/s,
 * p50, p99 and the ratio to the bare server. The shop runs in a process of its own, as `npm start`
 * runs it, on a fresh embedded database.
 *
 *   npm run bench:throughput -- [seconds=10] [connections=50] [all|warm|cold]     (seconds may be a fraction)
 *
 * BENCH_SHOP_ROOT=<another checkout> measures that checkout's shop the same way (same documents).
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import { startBareServer } from './lib/bare-server';
import { figuresLine, figuresOf, runFor, type Figures } from './lib/figures';
import { CATEGORY_PAGE, clientOperation, GET_HEADERS, PARTS_PAGE, persistedGetPath, type ClientOperation } from './lib/operations';
import { benchDataDir, startShopProcess } from './lib/shop-process';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const only = process.argv[4] ?? 'all';

async function load(url: string, path: string | null, setupPath?: () => string, post?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    ...runFor(seconds),
    requests: [
      post !== undefined
        ? { method: 'POST', path: path ?? '/', headers: POST_HEADERS, body: post }
        : {
            method: 'GET',
            path: path ?? '/',
            headers: GET_HEADERS,
            ...(setupPath ? { setupRequest: (req: { path?: string }) => ({ ...req, path: setupPath() }) } : {}),
          },
    ],
  });
  return figuresOf(result);
}

/** What another app sends: the query's text as JSON, no cookie, no persisted query. */
const POST_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function getJson(url: string): Promise<{ status: number; body: Buffer; contentType: string; json: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } }> {
  const res = await fetch(url, { headers: GET_HEADERS });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, body, contentType: res.headers.get('content-type') ?? 'application/json', json: JSON.parse(body.toString('utf8')) };
}

/** Registers a persisted query as the web client does (hash first, then the text) and answers the bytes. */
async function register(shopUrl: string, op: ClientOperation, variables: Record<string, unknown>): Promise<{ body: Buffer; contentType: string }> {
  const miss = await getJson(shopUrl + persistedGetPath(op, variables));
  if (miss.json.data !== undefined) return miss;
  const full = await getJson(shopUrl + persistedGetPath(op, variables, true));
  if (full.status !== 200 || full.json.errors) throw new Error(`${op.operationName}: ${full.status} ${JSON.stringify(full.json.errors)}`);
  const hit = await getJson(shopUrl + persistedGetPath(op, variables));
  if (hit.status !== 200 || hit.json.errors) throw new Error(`${op.operationName} by hash: ${hit.status} ${JSON.stringify(hit.json.errors)}`);
  return hit;
}

async function compare(label: string, shopUrl: string, path: string, answer: { body: Buffer; contentType: string }): Promise<void> {
  const shop = await load(shopUrl, path);
  const bare = await startBareServer(answer.body, answer.contentType);
  try {
    const yardstick = await load(bare.url, '/');
    console.log(figuresLine(`${label}, bare node:http`, yardstick));
    console.log(figuresLine(`${label}, shop (warm)`, shop, yardstick));
  } finally {
    await bare.stop();
  }
}

const dataDir = await benchDataDir('bench-throughput-');
const shop = await startShopProcess({ DATA_DIR: dataDir, CLIENT_DIR: 'none', NODE_ENV: 'development', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' });
try {
  console.log(`${connections} connections, ${seconds} s per run, answer bytes identical between the shop and the bare server`);
  const category = clientOperation(CATEGORY_PAGE);
  const categoryVars = { category: 'frenos', sort: 'DEFAULT', page: 1 };
  const categoryAnswer = await register(shop.url, category, categoryVars);

  // The provider's first answer waits for the stand-in to load its data: done before measuring.

  const tree = await getJson(`${shop.url}/graphql?query=${encodeURIComponent('{ partCategories { id children { id itemsCount } } }')}`);
  const groups = (tree.json.data as { partCategories: { id: string; children: { id: string; itemsCount: number }[] }[] }).partCategories;
  const leaf = groups.flatMap((g) => g.children).sort((a, b) => b.itemsCount - a.itemsCount)[0];
  const parts = clientOperation(PARTS_PAGE);
  const partsVars = { id: leaf.id, vehicleId: null, brands: null, page: 1 };
  const partsAnswer = await register(shop.url, parts, partsVars);

  if (only !== 'cold') {
    await compare('category page (products)', shop.url, persistedGetPath(category, categoryVars), categoryAnswer);
    // The same operation POSTed as any GraphQL client sends it.
    const posted = JSON.stringify({ query: category.query, operationName: category.operationName, variables: categoryVars });
    const postAnswer = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: POST_HEADERS, body: posted });
    const postBody = Buffer.from(await postAnswer.arrayBuffer());
    if (postAnswer.status !== 200) throw new Error(`POST ${postAnswer.status}: ${postBody.toString('utf8')}`);
    const postLoad = await load(shop.url, '/graphql', undefined, posted);
    const postBare = await startBareServer(postBody, postAnswer.headers.get('content-type') ?? 'application/json');
    try {
      const yardstick = await load(postBare.url, '/', undefined, posted);
      console.log(figuresLine('category page by POST, bare node:http', yardstick));
      console.log(figuresLine('category page by POST, shop (warm)', postLoad, yardstick));
    } finally {
      await postBare.stop();
    }
    await compare('provider category page (partProducts)', shop.url, persistedGetPath(parts, partsVars), partsAnswer);
  }
  if (only !== 'warm') {
    // Cold: every request a price bound never asked before, so no cached answer can serve it.
    let n = 0;
    const cold = await load(shop.url, null, () =>
      persistedGetPath(category, { ...categoryVars, filters: { price: { from: Number((++n / 1e6).toFixed(6)) } } }),
    );
    console.log(figuresLine('category page, cold (new variables)', cold));
    console.log(`(${n} distinct variable sets asked)`);
  }
} finally {
  await shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
