import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../helpers/browser';
import { freshDataDir, killStrayGateways, startGateway, type GatewayProcess } from '../reliability/support/gateway';
import { ensureClientBuilt } from './support/build-client';

/**
 * A shop product's equivalents and related products, and its server-rendered page, on every worker
 * of a gateway of two, from its start and long after it: across many readings of the category
 * tree (kept 1 s here instead of a minute, so that half a minute holds thirty of them;
 * EQUIVALENTS_RUN_SECONDS runs longer).
 */

const SLUG = 'filtro-aceite-fram-ph5796';
const EQUIVALENT = 'filtro-aceite-mann-w712';
const NO_ANALOGS = 'No conocemos equivalentes';
const TREE_SECONDS = 1;
const RUN_MS = Number(process.env.EQUIVALENTS_RUN_SECONDS ?? 30) * 1000;
const SHOTS = process.env.SHOTS_DIR ?? path.join(process.cwd(), 'tests', 'artifacts');

let gateway: GatewayProcess | null = null;
let browser: Browser | null = null;
let dataDir = '';

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  dataDir = await freshDataDir('equivalents');
  gateway = await startGateway({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2', CLIENT_DIR: clientDir, CATEGORY_TREE_TTL_SECONDS: String(TREE_SECONDS) });
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await gateway?.stop();
  killStrayGateways();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One connection to the gateway, kept open: the worker that got it answers all of its requests. */
class Connection {
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(readonly url: string) {}

  request(pathname: string, body?: string): Promise<{ status: number; text: string }> {
    const { hostname, port } = new URL(this.url);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: hostname,
          port,
          path: pathname,
          agent: this.agent,
          method: body ? 'POST' : 'GET',
          headers: body ? { 'content-type': 'application/json', 'apollo-require-preflight': '1' } : { accept: 'text/html' },
          timeout: 20_000,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`no answer to ${pathname}`)));
      req.on('error', reject);
      req.end(body);
    });
  }

  /** The worker holding this connection (the first request is handed to a worker, /healthz then answers from it). */
  async worker(): Promise<number> {
    await this.request('/graphql', JSON.stringify({ query: '{ ping }' }));
    const health = JSON.parse((await this.request('/healthz')).text) as { answeredBy: number | 'primary' };
    if (typeof health.answeredBy !== 'number') throw new Error(`/healthz answered by ${String(health.answeredBy)} on a worker's connection`);
    return health.answeredBy;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A connection to each worker: connections opened while the others are held go to the least busy worker. */
async function connectionPerWorker(url: string, workers: number): Promise<Map<number, Connection>> {
  const found = new Map<number, Connection>();
  const extra: Connection[] = [];
  for (let tries = 0; found.size < workers && tries < 12; tries += 1) {
    const c = new Connection(url);
    const id = await c.worker();
    if (found.has(id)) extra.push(c);
    else found.set(id, c);
  }
  for (const c of extra) c.close();
  if (found.size < workers) throw new Error(`reached ${found.size} of ${workers} workers`);
  return found;
}

let round = 0;

/** Asks equivalents and related products under names never asked before (no cached answer can serve them). */
async function askBlocks(c: Connection): Promise<{ analogs: string[]; related: string[] }> {
  round += 1;
  const query = `query Blocks${round} { analogs${round}: productAnalogs(slug: "${SLUG}") { slug } related${round}: relatedProducts(slug: "${SLUG}") { slug } }`;
  const answer = await c.request('/graphql', JSON.stringify({ query }));
  const body = JSON.parse(answer.text) as { data?: Record<string, { slug: string }[]>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return { analogs: body.data![`analogs${round}`].map((p) => p.slug), related: body.data![`related${round}`].map((p) => p.slug) };
}

/** The product page as the server renders it for a first visit (an address no page cache holds yet). */
async function renderedPage(c: Connection): Promise<string> {
  round += 1;
  const page = await c.request(`/shop/products/${SLUG}?visit=${round}`);
  expect(page.status).toBe(200);
  return page.text;
}

/** The markup of the page's section titled by the element `titleId`. */
function block(html: string, titleId: string): string {
  const start = html.indexOf(`id="${titleId}"`);
  if (start < 0) return '';
  return html.slice(start, html.indexOf('</section>', start));
}

/** A shopper opens the product page in Chromium: the equivalents table lists the Mann filter, and relates products. */
async function shopperSees(url: string, shot: string): Promise<void> {
  const context = await browser!.newContext({ viewport: { width: 1366, height: 900 }, locale: 'es-AR', baseURL: url });
  try {
    const page = await context.newPage();
    round += 1;
    await page.goto(`/shop/products/${SLUG}?visit=${round}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const analogs = page.locator('section[aria-labelledby="product-analogs-title"]');
    await analogs.scrollIntoViewIfNeeded();
    fs.mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SHOTS, `${shot}.png`) });
    expect(await analogs.getByText(NO_ANALOGS).count()).toBe(0);
    await analogs.getByRole('link', { name: /Mann/ }).first().waitFor({ timeout: 10_000 });
    await page.getByRole('heading', { name: 'Productos relacionados' }).waitFor();
  } finally {
    await context.close();
  }
}

describe('equivalents of a shop product on a gateway of two workers', () => {
  it(
    'lists them, and the server-rendered page shows them, on every worker from a fresh start and for minutes after',
    async () => {
      const { url } = gateway!;
      await shopperSees(url, 'equivalents-fresh-1366');
      const started = Date.now();
      const seen: string[] = [];
      for (let n = 0; Date.now() - started < RUN_MS; n += 1) {
        const connections = await connectionPerWorker(url, 2);
        try {
          for (const [worker, c] of connections) {
            const { analogs, related } = await askBlocks(c);
            const at = `worker ${worker} after ${Math.round((Date.now() - started) / 1000)} s`;
            expect(analogs, at).toContain(EQUIVALENT);
            expect(related.length, at).toBeGreaterThan(0);
            const html = await renderedPage(c);
            expect(html.includes(NO_ANALOGS), at).toBe(false);
            expect(block(html, 'product-analogs-title'), at).toContain(`/shop/products/${EQUIVALENT}`);
            expect(block(html, 'product-related-title'), at).toContain('/shop/products/');
            seen.push(at);
          }
        } finally {
          for (const c of connections.values()) c.close();
        }
        await new Promise((r) => setTimeout(r, 1_000));
      }
      // Both workers, again and again across readings of the tree.
      expect(seen.filter((s) => s.startsWith('worker 1')).length).toBeGreaterThan(RUN_MS / 1000 / 10);
      expect(seen.filter((s) => s.startsWith('worker 2')).length).toBeGreaterThan(RUN_MS / 1000 / 10);
      await shopperSees(url, 'equivalents-after-minutes-1366');
      await shopperSees(url, 'equivalents-after-minutes-again-1366');
    },
    RUN_MS + 240_000,
  );
});
