/**
 * Search-suggestion latency measured inside the gateway: the time pino-http logs for each
 * `searchSuggestions` request (from the request's arrival to the end of its answer), over a mix of
 * queries (words, brands, words as they are typed, typos, provider article numbers typed three ways,
 * OE numbers, shop part numbers, and words with a vehicle). Run on the stand-in provider's standard
 * data set and on the ten-times set. Every query is asked twice: the first ask reaches the provider,
 * the second is answered from the adapter's shared cache.
 *
 *   npx tsx bench/search.ts [scales=1,10]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createServer } from '../server/app';
import { loadConfig } from '../server/config';
import { providerRuntime } from '../server/provider-standin';
import { Shopper } from '../tests/helpers/shop';

const scales = (process.argv[2] ?? '1,10').split(',').map(Number);

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

interface Timing {
  id: string;
  ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(scale: number): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-search-${scale}-`));
  const timings: Timing[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.includes('"responseTime"')) continue;
        const entry = JSON.parse(line) as { req?: { id?: string }; responseTime?: number };
        if (entry.req?.id?.startsWith('bench-') && typeof entry.responseTime === 'number') timings.push({ id: entry.req.id, ms: entry.responseTime });
      }
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLIENT_DIR: 'none', PROVIDER_STANDIN_SCALE: String(scale) });
  const started = performance.now();
  const server = await createServer(config, { log: pino({ level: 'info' }, sink) });
  const url = await server.listen(0, '127.0.0.1');
  try {
    const shopper = new Shopper(url);
    // Warm-up (not measured): starts the stand-in (generating its data set on first start) and
    // collects provider article and OE numbers to search for.
    const warm = await shopper.gql<{ search: { items: { partNumber: string; source: string; oeNumbers: { number: string }[] | null }[] } }>(
      '{ search(query: "filtro", limit: 48) { items { partNumber source oeNumbers { number } } } }',
    );
    if (!warm.data) throw new Error(JSON.stringify(warm.errors));
    const articles = warm.data.search.items.filter((p) => p.source === 'PROVIDER');
    const numbers = articles.slice(0, 20).flatMap((p) => [p.partNumber, p.partNumber.replace(/[\s./-]+/g, ''), p.partNumber.replace(/\s+/g, '-')]);
    const oes = articles.slice(20, 40).map((p) => p.oeNumbers?.[0]?.number).filter((n): n is string => Boolean(n));
    const articleCount = (await providerRuntime(server.services).ready()).standIn?.counts.articles ?? 0;
    console.log(`scale ${scale} (${articleCount} articles): shop ready with the stand-in provider in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const queries: { kind: string; query: string; vehicleId?: string }[] = [
      ...WORDS.map((query) => ({ kind: 'words', query })),
      ...BRANDS.map((query) => ({ kind: 'brand', query })),
      ...WORDS.slice(0, 20).map((w) => ({ kind: 'typing', query: w.slice(0, Math.max(3, Math.ceil(w.length / 2))) })),
      ...WORDS.filter((w) => w.length >= 6).slice(0, 25).map((w) => ({ kind: 'typo', query: typo(w) })),
      ...numbers.map((query) => ({ kind: 'article no.', query })),
      ...oes.map((query) => ({ kind: 'OE no.', query })),
      ...SHOP_NUMBERS.map((query) => ({ kind: 'shop no.', query })),
      ...WORDS.slice(0, 24).map((query, i) => ({ kind: 'vehicle', query, vehicleId: VEHICLES[i % VEHICLES.length] })),
    ];
    const ask = async (pass: string, i: number, q: (typeof queries)[number]) => {
      const r = await shopper.gql(
        'query S($q: String!, $v: ID) { searchSuggestions(query: $q, vehicleId: $v) { products { slug name price images rating } categories { slug name } } }',
        { q: q.query, v: q.vehicleId ?? null },
        { headers: { 'x-request-id': `bench-${pass}-${i}` } },
      );
      if (r.errors) throw new Error(`${q.query}: ${JSON.stringify(r.errors)}`);
    };
    for (const pass of ['first', 'repeat']) for (const [i, q] of queries.entries()) await ask(pass, i, q);
    await new Promise((r) => setTimeout(r, 50));

    const byId = new Map(timings.map((t) => [t.id, t.ms]));
    const report = (label: string, ms: number[]) => {
      const s = [...ms].sort((a, b) => a - b);
      return `${label.padEnd(22)} n=${String(s.length).padStart(3)}  median ${percentile(s, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(s, 95).toFixed(1).padStart(6)} ms`;
    };
    for (const pass of ['first', 'repeat']) {
      const all = queries.map((_, i) => byId.get(`bench-${pass}-${i}`)).filter((n): n is number => n !== undefined);
      console.log(report(`  ${pass} ask, all`, all));
      if (pass === 'first') {
        for (const kind of [...new Set(queries.map((q) => q.kind))]) {
          const ms = queries.flatMap((q, i) => (q.kind === kind ? [byId.get(`bench-${pass}-${i}`) ?? NaN] : [])).filter((n) => !Number.isNaN(n));
          console.log(report(`    ${kind}`, ms));
        }
      }
    }
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const scale of scales) await run(scale);
