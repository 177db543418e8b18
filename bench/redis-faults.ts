/**
 * The shop with its shared cache on a real redis-server, healthy, frozen (SIGSTOP: connections
 * accepted, nothing answered) and stopped: requests/s, p50 and p99 at `connections` connections of
 * `{ ping }` (POST), the category page's listing as a POST (its cached answer lives in Redis) and as
 * the web client asks it (a GET persisted query, replayed from the gateway's memory), each beside a
 * bare node:http server answering the same bytes in the same run. Prints /readyz in each state and
 * the gateway's warning lines.
 *
 *   npm run bench:redis -- [seconds=5] [connections=20]     (seconds may be a fraction)
 *   REDIS_BREAKER_COOLDOWN_SECONDS=1 npm run bench:redis -- 0.2 2     (a tiny run)
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import { startRedis } from '../tests/helpers/redis-server';
import { startBareServer } from './lib/bare-server';
import { figuresLine, figuresOf, runFor, type Figures } from './lib/figures';
import { CATEGORY_PAGE, clientOperation, GET_HEADERS, persistedGetPath } from './lib/operations';
import { benchDataDir, startShopProcess } from './lib/shop-process';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 20);
/** The gateway's circuit cool-down (REDIS_BREAKER_COOLDOWN_SECONDS, passed on to the shop): waited for after a resume. */
const coolDownMs = Number(process.env.REDIS_BREAKER_COOLDOWN_SECONDS ?? 10) * 1000;

interface Request {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

async function load(url: string, r: Request): Promise<Figures> {
  return figuresOf(await autocannon({ url, connections, ...runFor(seconds), requests: [{ method: r.method, path: r.path, headers: r.headers, body: r.body }] }));
}

const line = (label: string, f: Figures, bare?: Figures) => figuresLine(label, f, bare, 58);

const JSON_POST = { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' };
const category = clientOperation(CATEGORY_PAGE);
const categoryVars = { category: 'frenos', sort: 'DEFAULT', page: 1 };
const REQUESTS: Request[] = [
  { label: '{ ping } POST', method: 'POST', path: '/graphql', headers: JSON_POST, body: JSON.stringify({ query: '{ ping }' }) },
  {
    label: 'category listing POST (cached in Redis)',
    method: 'POST',
    path: '/graphql',
    headers: JSON_POST,
    body: JSON.stringify({ query: category.query, operationName: category.operationName, variables: categoryVars }),
  },
  { label: 'category listing GET persisted (memory)', method: 'GET', path: persistedGetPath(category, categoryVars), headers: GET_HEADERS },
];

const redis = await startRedis();
const dataDir = await benchDataDir('bench-redis-');
const shop = await startShopProcess({ DATA_DIR: dataDir, CLIENT_DIR: 'none', NODE_ENV: 'development', LOG_LEVEL: 'warn', REDIS_URL: redis.url });
try {
  const answer = async (r: Request) => {
    const res = await fetch(shop.url + r.path, { method: r.method, headers: r.headers, body: r.body });
    return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/json', status: res.status };
  };
  // Register the persisted query (hash, then text) and fill the caches, as the web client would.
  await answer({ ...REQUESTS[2], path: persistedGetPath(category, categoryVars, true) });
  const answers = [];
  for (const r of REQUESTS) {
    await answer(r);
    const a = await answer(r);
    if (a.status !== 200) throw new Error(`${r.label}: ${a.status} ${a.body.toString().slice(0, 200)}`);
    answers.push(a);
  }
  console.log(`${connections} connections, ${seconds} s per run; the bare server answers the same bytes`);
  const bare: Figures[] = [];
  for (const [i, r] of REQUESTS.entries()) {
    const server = await startBareServer(answers[i].body, answers[i].contentType);
    try {
      bare.push(await load(server.url, { ...r, path: '/' }));
      console.log(line(`${r.label}, bare node:http`, bare[i]));
    } finally {
      await server.stop();
    }
  }
  const readyz = async () => JSON.stringify(await (await fetch(`${shop.url}/readyz`)).json());
  const measure = async (state: string) => {
    for (const [i, r] of REQUESTS.entries()) console.log(line(`${r.label}, Redis ${state}`, await load(shop.url, r), bare[i]));
    console.log(`/readyz, Redis ${state}: ${await readyz()}`);
  };
  await measure('healthy');
  redis.freeze();
  await measure('frozen');
  redis.resume();
  await new Promise((r) => setTimeout(r, coolDownMs + 1000)); // the circuit's cool-down, then a trial
  console.log(`/readyz after resume: ${await readyz()}`);
  await redis.stop();
  await measure('stopped');
  await redis.start();
  const warnings = shop.output().split('\n').filter((l) => /"level":(40|50)/.test(l));
  console.log(`gateway lines at warn or above: ${warnings.length}`);
  for (const w of warnings) console.log(`  ${w.slice(0, 300)}`);
} finally {
  await shop.stop();
  await redis.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
