/**
 * Lighthouse 12 (mobile profile: emulated phone, simulated slow 4G and CPU slowdown) on the home
 * page, a category listing and a product page of a shop started as `npm start` starts it, with
 * Debian's Chromium. Prints the performance score, LCP, CLS, TBT (and FCP, speed index) per page.
 * Each page is requested a few times first, so the figures are those of a warm shop. Lighthouse
 * multiplies the tasks it observes by its CPU slowdown, so TBT depends on the host: each line says
 * the host's benchmark index (Lighthouse's own measure, higher is faster) to compare runs by.
 * With several runs a page also gets a line of medians.
 *
 * LIGHTHOUSE_TASKS=1 adds, under each run, the main thread's long tasks as Lighthouse counts them
 * (start and length in simulated ms, and the script they are charged to): what to cut when TBT is
 * above zero.
 *
 *   npm run bench:lighthouse -- [runs=1]
 *   LIGHTHOUSE_PAGES=home,listing npm run bench:lighthouse -- 9    (some of the pages only)
 *   LIGHTHOUSE_PAGES=product LIGHTHOUSE_TASKS=1 npm run bench:lighthouse -- 3
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchDataDir, startShopProcess } from './lib/shop-process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Audit {
  numericValue?: number;
  details?: { items?: Array<{ url?: string; startTime?: number; duration?: number }> };
}

/** The run's long tasks, longest first: `script @start+length` (simulated ms), file names only. */
function longTasks(audit: Audit | undefined): string {
  const tasks = (audit?.details?.items ?? []).map((t) => `${(t.url ?? '').split('/').pop()} @${Math.round(t.startTime ?? 0)}+${Math.round(t.duration ?? 0)}`);
  return tasks.length ? tasks.join('  ') : '(none)';
}

const RUNS = Math.max(1, Number(process.argv[2] ?? 1));
const FIGURES = ['score', 'largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time', 'first-contentful-paint', 'speed-index'] as const;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function row(name: string, path: string, f: Record<(typeof FIGURES)[number], number>, host: string): string {
  return (
    `${name.padEnd(9)} ${path.padEnd(43)} ${f.score.toFixed(0).padStart(5)} ${f['largest-contentful-paint'].toFixed(0).padStart(8)} ` +
    `${f['cumulative-layout-shift'].toFixed(3).padStart(6)} ${f['total-blocking-time'].toFixed(0).padStart(9)} ${f['first-contentful-paint'].toFixed(0).padStart(8)} ` +
    `${f['speed-index'].toFixed(0).padStart(7)} ${host.padStart(6)}`
  );
}

async function firstSlugs(url: string): Promise<{ category: string; product: string }> {
  const query = '{ categories(depth: 2) { slug layout children { slug layout } } products(limit: 1) { items { slug } } }';
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query }),
  });
  const { data } = (await res.json()) as {
    data: { categories: Array<{ slug: string; layout: string; children: Array<{ slug: string; layout: string }> }>; products: { items: Array<{ slug: string }> } };
  };
  const all = data.categories.flatMap((c) => [c, ...c.children]);
  const listing = all.find((c) => c.layout === 'products') ?? all[0];
  return { category: listing.slug, product: data.products.items[0].slug };
}

const dataDir = await benchDataDir('shop-lighthouse-');
const shop = await startShopProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, { viaNpmStart: true });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
try {
  await shop.catalogueMs();
  const { category, product } = await firstSlugs(shop.url);
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'listing', path: `/shop/category/${category}/products` },
    { name: 'product', path: `/shop/products/${product}` },
  ].filter((page) => !only || only.includes(page.name));
  for (const page of pages) {
    for (let i = 0; i < 3; i++) await (await fetch(shop.url + page.path, { headers: { accept: 'text/html' } })).text();
  }
  console.log(`Lighthouse 12, mobile profile (simulated throttling), warm shop, ${RUNS} run(s) a page\n`);
  console.log('page      path                                        score   LCP ms   CLS     TBT ms   FCP ms   SI ms   host');
  for (const page of pages) {
    const runs: Record<(typeof FIGURES)[number], number>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(shop.url + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
      const { lhr } = result;
      if (process.env.LIGHTHOUSE_REPORT_DIR) {
        fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
        fs.writeFileSync(`${process.env.LIGHTHOUSE_REPORT_DIR}/${page.name}${RUNS > 1 ? `-${run + 1}` : ''}.json`, JSON.stringify(lhr));
      }
      const value = (id: string) => (lhr.audits[id] as Audit | undefined)?.numericValue ?? NaN;
      const figures = { score: Math.round((lhr.categories.performance.score ?? 0) * 100), ...Object.fromEntries(FIGURES.slice(1).map((id) => [id, value(id)])) } as Record<(typeof FIGURES)[number], number>;
      console.log(row(page.name, page.path, figures, String(Math.round(lhr.environment.benchmarkIndex))));
      if (process.env.LIGHTHOUSE_TASKS) console.log(`          long tasks: ${longTasks(lhr.audits['long-tasks'] as Audit | undefined)}`);
      if (lhr.runtimeError) console.log(`          ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      else runs.push(figures);
    }
    if (RUNS > 1 && runs.length > 0) {
      const medians = Object.fromEntries(FIGURES.map((id) => [id, median(runs.map((r) => r[id]))])) as Record<(typeof FIGURES)[number], number>;
      console.log(row(`  median`, `(${runs.length} runs)`, medians, ''));
    }
  }
} finally {
  await chrome.kill();
  await shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
