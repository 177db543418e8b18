/**
 * Search-suggestion latency as a shopper's browser sees it: the time from sending each
 * `searchSuggestions` request to having its whole answer, over a mix of queries (words, brands, words
 * as they are typed, typos, provider article numbers typed three ways, OE numbers, shop part numbers,
 * and words with a vehicle), one request at a time on a kept-alive loopback connection. The shop runs
 * in a process of its own, as `npm start` runs it, with the stand-in provider's standard data set and
 * the ten-times set. Every query is asked twice: the first ask reaches the provider, the repeat is
 * answered from the gateway's caches.
 *
 *   npm run bench:search -- [scales=1,10] [queries per kind=all]
 */
import fs from 'node:fs';
import { Shopper } from '../tests/helpers/shop';
import { benchDataDir, startShopProcess } from './lib/shop-process';

const scales = (process.argv[2] ?? '1,10').split(',').map(Number);
const perKind = process.argv[3] ? Number(process.argv[3]) : Infinity;

const WORDS = [
  'freno', 'frenos', 'pastillas freno', 'disco freno', 'discos', 'filtro aceite', 'filtro aire', 'filtro habitaculo', 'filtro combustible',
  'bujia', 'bujías', 'bobina', 'amortiguador', 'amortiguadores', 'rotula', 'extremo direccion', 'correa distribucion', 'kit distribucion',
  'bomba agua', 'bateria', 'lampara', 'lámpara h4', 'aceite', 'aceite 5w30', 'escobillas', 'embrague', 'radiador', 'termostato', 'sensor',
  'junta', 'rodamiento', 'tensor', 'silenciador', 'inyector', 'alternador', 'manguera', 'soporte motor', 'fuelle', 'cable', 'liquido frenos',
];
const BRANDS = ['bosch', 'ngk', 'mann', 'brembo', 'ferodo', 'sachs', 'monroe', 'valeo', 'skf', 'gates', 'corven', 'febi', 'denso', 'mahle', 'trw'];
const SHOP_NUMBERS = ['W 712/95', 'w71295', 'P 06 020', 'FDB4050', 'BKR6E', 'K015603XS', 'VKPC 81230', 'M22GD', 'G7406', '313 480'];
const VEHICLES = ['10001', '10185', '10332', '10480', '10621', '10776', '10879', '10922'];

/** One edit a hurried typist makes: two neighbouring letters swapped. */
const typo = (w: string): string => (w.length < 5 ? w : w.slice(0, 2) + w[3] + w[2] + w.slice(4));

interface Query {
  kind: string;
  query: string;
  vehicleId?: string;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(scale: number): Promise<void> {
  const dataDir = await benchDataDir(`bench-search-${scale}-`, undefined, { seeded: scale === 1 });
  const shop = await startShopProcess({ DATA_DIR: dataDir, CLIENT_DIR: 'none', NODE_ENV: 'development', LOG_LEVEL: 'warn', PROVIDER_STANDIN_SCALE: String(scale) });
  try {
    const shopper = new Shopper(shop.url);
    // Warm-up (not measured): waits for the stand-in (generating its data set on first start) and
    // collects provider article and OE numbers to search for.
    const catalogueMs = await shop.catalogueMs();
    const warm = await shopper.gql<{ search: { items: { partNumber: string; source: string; oeNumbers: { number: string }[] | null }[] } }>(
      '{ search(query: "filtro", limit: 48) { items { partNumber source oeNumbers { number } } } }',
    );
    if (!warm.data) throw new Error(JSON.stringify(warm.errors));
    const articles = warm.data.search.items.filter((p) => p.source === 'PROVIDER');
    if (articles.length === 0) throw new Error('the search for "filtro" found no provider article to search for by number');
    const numbers = articles.slice(0, 20).flatMap((p) => [p.partNumber, p.partNumber.replace(/[\s./-]+/g, ''), p.partNumber.replace(/\s+/g, '-')]);
    const oes = articles.slice(20, 40).map((p) => p.oeNumbers?.[0]?.number).filter((n): n is string => Boolean(n));
    console.log(`scale ${scale}: shop answering in ${(shop.startMs / 1000).toFixed(1)} s, with the stand-in's catalogue in ${(catalogueMs / 1000).toFixed(1)} s`);

    const mix: Query[] = [
      ...WORDS.map((query) => ({ kind: 'words', query })),
      ...BRANDS.map((query) => ({ kind: 'brand', query })),
      ...WORDS.slice(0, 20).map((w) => ({ kind: 'typing', query: w.slice(0, Math.max(3, Math.ceil(w.length / 2))) })),
      ...WORDS.filter((w) => w.length >= 6).slice(0, 25).map((w) => ({ kind: 'typo', query: typo(w) })),
      ...numbers.map((query) => ({ kind: 'article no.', query })),
      ...oes.map((query) => ({ kind: 'OE no.', query })),
      ...SHOP_NUMBERS.map((query) => ({ kind: 'shop no.', query })),
      ...WORDS.slice(0, 24).map((query, i) => ({ kind: 'vehicle', query, vehicleId: VEHICLES[i % VEHICLES.length] })),
    ];
    const kinds = [...new Set(mix.map((q) => q.kind))];
    const queries = kinds.flatMap((kind) => mix.filter((q) => q.kind === kind).slice(0, perKind));
    const ask = async (q: Query): Promise<number> => {
      const started = performance.now();
      const r = await shopper.gql<{ searchSuggestions: { products: unknown[] } }>(
        'query S($q: String!, $v: ID) { searchSuggestions(query: $q, vehicleId: $v) { products { slug name price images rating } categories { slug name } } }',
        { q: q.query, v: q.vehicleId ?? null },
      );
      const ms = performance.now() - started;
      if (r.status !== 200 || r.errors || !r.data) throw new Error(`${q.query}: HTTP ${r.status} ${JSON.stringify(r.errors)}`);
      return ms;
    };
    const first = [];
    for (const q of queries) first.push(await ask(q));
    const repeat = [];
    for (const q of queries) repeat.push(await ask(q));

    const report = (label: string, ms: number[]) => {
      const s = [...ms].sort((a, b) => a - b);
      if (s.length === 0) return `${label.padEnd(22)} n=  0`;
      return `${label.padEnd(22)} n=${String(s.length).padStart(3)}  median ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms`;
    };
    console.log(report('  first ask, all', first));
    for (const kind of kinds) console.log(report(`    ${kind}`, first.filter((_, i) => queries[i].kind === kind)));
    console.log(report('  repeat ask, all', repeat));
  } finally {
    await shop.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const scale of scales) await run(scale);
