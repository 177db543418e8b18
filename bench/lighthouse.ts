/**
 * Lighthouse 12 (mobile profile: emulated phone, simulated slow 4G and CPU slowdown) on the home
 * page, a category listing and a product page of a shop started as `npm start` starts it, with
 * Debian's Chromium. Prints the performance score, LCP, CLS, TBT (and FCP, speed index) per page.
 * Each page is requested a few times first, so the figures are those of a warm shop.
 *
 *   npm run bench:lighthouse
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchDataDir, startShopProcess } from './lib/shop-process';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

interface Audit {
  numericValue?: number;
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
  const pages = [
    { name: 'home', path: '/' },
    { name: 'listing', path: `/shop/category/${category}/products` },
    { name: 'product', path: `/shop/products/${product}` },
  ];
  for (const page of pages) {
    for (let i = 0; i < 3; i++) await (await fetch(shop.url + page.path, { headers: { accept: 'text/html' } })).text();
  }
  console.log('Lighthouse 12, mobile profile (simulated throttling), warm shop\n');
  console.log('page      path                                        score   LCP ms   CLS     TBT ms   FCP ms   SI ms');
  for (const page of pages) {
    const result = await lighthouse(shop.url + page.path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      fs.writeFileSync(`${process.env.LIGHTHOUSE_REPORT_DIR}/${page.name}.json`, JSON.stringify(lhr));
    }
    const value = (id: string) => (lhr.audits[id] as Audit | undefined)?.numericValue ?? NaN;
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    console.log(
      `${page.name.padEnd(9)} ${page.path.padEnd(43)} ${String(score).padStart(5)} ${value('largest-contentful-paint').toFixed(0).padStart(8)} ${value('cumulative-layout-shift').toFixed(3).padStart(6)} ${value('total-blocking-time').toFixed(0).padStart(9)} ${value('first-contentful-paint').toFixed(0).padStart(8)} ${value('speed-index').toFixed(0).padStart(7)}`,
    );
    if (lhr.runtimeError) console.log(`          ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
} finally {
  await chrome.kill();
  await shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
