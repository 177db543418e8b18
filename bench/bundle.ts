/**
 * Initial JavaScript of the shop's pages, from the build: what a browser loads before the page is
 * interactive. For each route that is the shop's entry with its static imports, plus the route's
 * lazy page with its static imports (the client loads the matched page before hydrating). Sizes
 * are gzip level 9 of each file; the last table splits the home page's JavaScript by package, from
 * the source maps. Run `npm run build` first (npm start and the browser tests build too).
 *
 *   npm run bench:bundle            # client/dist
 *   npx tsx bench/bundle.ts <dir>   # another build
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { sourceShares } from './lib/source-map-shares';
import { pageLoaders } from '../client/src/route-loaders';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.argv[2] ?? path.join(root, 'client', 'dist'));
const manifestFile = path.join(dist, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error(`No build manifest at ${manifestFile}: run npm run build first.`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;

function closure(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const i of manifest[key].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return [...seen].map((k) => manifest[k].file);
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

// A page's module as the build manifest keys it (the loaders are only read, never called).
const routes: Array<{ route: string; path: string; page?: string }> = [
  { route: 'home', path: '/' },
  { route: 'listing', path: '/shop/category/:slug/products', page: pageLoaders.category.source },
  { route: 'product', path: '/shop/products/:slug', page: pageLoaders.product.source },
];

console.log(`Initial JavaScript per route (${path.relative(root, dist) || dist}, gzip -9)\n`);
console.log('route     path                            files   raw KB   gzip KB   css gzip KB');
let homeFiles: string[] = [];
for (const { route, path: routePath, page } of routes) {
  if (page && !manifest[page]) {
    console.log(`${route.padEnd(9)} ${routePath.padEnd(31)} (no chunk for ${page} in the manifest)`);
    continue;
  }
  const files = closure(['index.html', ...(page ? [page] : [])]);
  if (route === 'home') homeFiles = files;
  const raw = files.reduce((n, f) => n + fs.statSync(path.join(dist, f)).size, 0);
  const gzip = files.reduce((n, f) => n + gzipSize(f), 0);
  // One style sheet for the whole shop (cssCodeSplit off): style.css in the manifest.
  const cssFiles = manifest['index.html'].css ?? (manifest['style.css'] ? [manifest['style.css'].file] : []);
  const css = cssFiles.reduce((n, f) => n + gzipSize(f), 0);
  console.log(
    `${route.padEnd(9)} ${routePath.padEnd(31)} ${String(files.length).padStart(5)} ${kb(raw).padStart(8)} ${kb(gzip).padStart(9)} ${kb(css).padStart(13)}`,
  );
}

const shares = sourceShares(dist, homeFiles);
if (shares.length > 0) {
  const total = shares.reduce((n, s) => n + s.gzip, 0);
  console.log('\nHome page JavaScript by package (each part gzipped on its own, so the parts add up to a little more)\n');
  console.log('   raw KB   gzip KB   share   source');
  for (const s of shares.slice(0, Number(process.env.BUNDLE_TOP ?? 15))) {
    console.log(`${kb(s.raw).padStart(9)} ${kb(s.gzip).padStart(9)} ${((100 * s.gzip) / total).toFixed(1).padStart(6)}%   ${s.source}`);
  }
  const rest = shares.slice(Number(process.env.BUNDLE_TOP ?? 15));
  const restGzip = rest.reduce((n, s) => n + s.gzip, 0);
  console.log(`${kb(rest.reduce((n, s) => n + s.raw, 0)).padStart(9)} ${kb(restGzip).padStart(9)} ${((100 * restGzip) / total).toFixed(1).padStart(6)}%   ${rest.length} more`);
}
