/**
 * Server-rendered pages under concurrency: home, a listing, a product page, a vehicle's page and one
 * of its groups (BENCH_VEHICLE_PAGE names another vehicle page), each at 20 and 100
 * connections (autocannon), beside a bare node:http server answering the same bytes in the same run.
 *
 *   uncached  every request asks a query string never asked before, so the gateway renders it
 *             (its page cache cannot answer; the provider's own cache is warm, as in real life)
 *   cached    the same address again and again, as anonymous visitors ask a popular page
 *
 * Prints pages/s, p50, p99, the ratio to bare, the bytes on the wire (Brotli, as browsers ask) and
 * the shop's processor time per page (every process of the gateway, user and system): the figure
 * that moves least when something else runs on the machine. Under each load of the shop it also
 * asks `/readyz` on a new connection every 400 ms (as a load balancer does: p50 and max of its
 * time) and shows each process's share of the processor time (how the work spread over the workers).
 * The shop runs in a process of its own, as `npm start` runs it, on a fresh embedded database.
 *
 *   npm run bench:pages -- [seconds=8] [connections=20,100] [uncached,cached] [page,...]     (seconds may be a fraction)
 *
 * BENCH_SHOP_ROOT=<another checkout> measures that checkout's shop the same way.
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import http from 'node:http';
import { startBareServer } from './lib/bare-server';
import { requestsPerSecond, runFor } from './lib/figures';
import { benchDataDir, processTreeCpu, ROOT, startShopProcess } from './lib/shop-process';

const seconds = Number(process.argv[2] ?? 8);
const connectionsList = (process.argv[3] ?? '20,100').split(',').map(Number);
const modes = (process.argv[4] ?? 'uncached,cached').split(',');
const only = process.argv[5]?.split(',');

/** A vehicle of the stand-in's data set (the same seed gives the same vehicles), and one of its groups. */
const VEHICLE_PAGE = process.env.BENCH_VEHICLE_PAGE ?? '/shop/vehicles/volkswagen/amarok-i/2010/1-4-tsi-10132';

/** The pages measured: what a shopper opens most, and what a search engine sends them to (a vehicle's page and one of its groups). */
const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'listing', path: '/shop/category/products' },
  { name: 'product', path: '/shop/products/pastillas-freno-brembo-p06' },
  { name: 'vehicle', path: VEHICLE_PAGE },
  { name: 'vehicle-group', path: `${VEHICLE_PAGE}/pastillas-de-freno-100102` },
];

/** What a browser sends for a page (no cookie: a first visit, or a shared cache asking). */
const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'accept-language': 'es-AR,es;q=0.9',
};

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Requests answered. */
  total: number;
}

/** Processor seconds used so far by a process and every process it started. */
function cpuSeconds(pid: number): number {
  let sum = 0;
  for (const seconds of processTreeCpu(pid).values()) sum += seconds;
  return sum;
}

/** Processor seconds used so far by each process of the gateway (its threads summed), by pid. */
function cpuByProcess(pid: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [key, seconds] of processTreeCpu(pid)) {
    const p = Number(key.split('/')[0]);
    out.set(p, (out.get(p) ?? 0) + seconds);
  }
  return out;
}

/** Asks `/readyz` on a connection of its own every `everyMs` until stopped: what each answer took, in ms (one given up after 5 s counts as 5 s). */
function sampleReadyz(url: string, everyMs: number): { stop(): Promise<number[]> } {
  const times: number[] = [];
  const pending: Promise<void>[] = [];
  const ask = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const done = () => {
        times.push(Math.round(performance.now() - started));
        resolve();
      };
      const req = http.get(`${url}/readyz`, { agent: false, timeout: 5_000 }, (res) => {
        res.resume();
        res.on('end', done);
      });
      req.on('timeout', () => req.destroy());
      req.on('error', done);
    });
  const timer = setInterval(() => pending.push(ask()), everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return times;
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
}

async function load(url: string, path: string, connections: number, fresh: boolean): Promise<Figures> {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    ...runFor(seconds),
    timeout: 10,
    requests: [
      {
        method: 'GET',
        path,
        headers: PAGE_HEADERS,
        ...(fresh ? { setupRequest: (req: { path?: string }) => ({ ...req, path: `${path}?bench=${++n}` }) } : {}),
      },
    ],
  });
  return { rps: requestsPerSecond(result), p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts, total: result.requests.total };
}

function line(label: string, f: Figures, bare?: Figures, bytes?: number, cpuMsPerPage?: number): string {
  const ratio = bare ? `  ${(f.rps / bare.rps).toFixed(3)}× of bare` : '';
  const size = bytes !== undefined ? `  ${(bytes / 1024).toFixed(1)} KB on the wire` : '';
  const bad = f.non2xx || f.errors || f.timeouts ? `  (non-2xx ${f.non2xx}, errors ${f.errors}, timeouts ${f.timeouts})` : '';
  const cpu = cpuMsPerPage !== undefined ? `  ${cpuMsPerPage.toFixed(2)} CPU ms/page` : '';
  return `${label.padEnd(34)} ${f.rps.toFixed(1).padStart(8)} pages/s   p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms${ratio}${size}${cpu}${bad}`;
}

/** One page as a browser gets it: the bytes on the wire (compressed as asked) and its headers. */
function fetchPage(url: string, headers: Record<string, string> = PAGE_HEADERS): Promise<{ status: number; body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function main(): Promise<void> {
  const dataDir = await benchDataDir('bench-pages-');
  const shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DEMO_MODE: 'true', SESSION_SECRET: 'bench-only-secret-0123456789abcdef', TRUST_PROXY_HOPS: '0' });
  console.log(`shop: ${ROOT} (${shop.startMs.toFixed(0)} ms to answer)`);
  try {
    await shop.catalogueMs();
    // Measured on a settled shop: the demo price lists a first start imports in the background took
    // seconds of processor time, which the first page measured (the home) counted as its own.
    console.log(`settled ${(await shop.settled() / 1000).toFixed(1)} s after answering`);
    for (const page of PAGES.filter((p) => !only || only.includes(p.name))) {
      // Warm: the provider's cache, the renderer's modules, the page cache for the cached runs.
      for (let i = 0; i < 5; i++) await fetchPage(`${shop.url}${page.path}?warm=${i}`);
      const sample = await fetchPage(shop.url + page.path);
      const plain = await fetchPage(shop.url + page.path, { ...PAGE_HEADERS, 'accept-encoding': 'identity' });
      if (sample.status !== 200) throw new Error(`${page.path}: HTTP ${sample.status}`);
      console.log(
        `\n${page.name} ${page.path}: ${(plain.body.length / 1024).toFixed(1)} KB of HTML, ${(sample.body.length / 1024).toFixed(1)} KB ${sample.headers['content-encoding'] ?? 'identity'}; ` +
          `Cache-Control: ${sample.headers['cache-control'] ?? '-'}; Vary: ${sample.headers.vary ?? '-'}`,
      );
      const bare = await startBareServer(sample.body, String(sample.headers['content-type'] ?? 'text/html'));
      try {
        for (const connections of connectionsList) {
          const yardstick = await load(bare.url, '/', connections, false);
          console.log(line(`bare node:http, ${connections} conn`, yardstick));
          for (const mode of modes) {
            const cpuBefore = cpuSeconds(shop.child.pid!);
            const byProcessBefore = cpuByProcess(shop.child.pid!);
            // Every 400 ms, or twice in a run shorter than that allows.
            const readyz = sampleReadyz(shop.url, Math.min(400, (seconds * 1000) / 2));
            const figures = await load(shop.url, page.path, connections, mode === 'uncached');
            const health = await readyz.stop();
            const cpuMs = ((cpuSeconds(shop.child.pid!) - cpuBefore) * 1000) / Math.max(1, figures.total);
            console.log(line(`${mode}, ${connections} conn`, figures, yardstick, sample.body.length, cpuMs));
            const shares = [...cpuByProcess(shop.child.pid!)]
              .map(([p, s]) => [p, s - (byProcessBefore.get(p) ?? 0)] as const)
              .filter(([, s]) => s >= 0.05)
              .map(([p, s]) => `${p} ${s.toFixed(1)} s`);
            console.log(`${''.padEnd(34)} /readyz on a new connection: p50 ${percentile(health, 50)} ms, max ${Math.max(...health)} ms (${health.length} asked); CPU by process: ${shares.join(', ')}`);
          }
        }
      } finally {
        await bare.stop();
      }
    }
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
