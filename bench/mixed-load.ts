/**
 * The shop under a mixed load, as a busy day would bring it: anonymous catalogue reads and shoppers
 * changing their carts and wishlists at the same time, on many connections; optionally with
 * server-rendered pages in the mix. For each shop measured (this checkout, and with `--baseline`
 * another one, back to back in the same run) it prints requests/s, p50 and p99 per kind and
 * overall, errors and timeouts (10 s), the time `/healthz` and `/readyz` take on a new connection
 * (sampled every 500 ms during the run), the gateway's memory (every process of it) before and
 * after, and whether every session's cart and wishlist read back afterwards is what the shop
 * acknowledged.
 *
 *   npm run bench:mixed -- [--seconds 60] [--connections 100] [--sessions 150] [--warmup 10]
 *                          [--pages] [--db pglite|postgres|both] [--redis]
 *                          [--baseline /path/to/other/checkout] [--env NAME=value ...] [--rounds 1]
 *                          [--minutes N] [--memory-every SECONDS] [--stock-units 10000000]
 *
 * The mix: 65 % anonymous reads (the category listing and a product page's query as the web client
 * asks them, GET persisted queries; the same as POST, as other apps send them; search suggestions)
 * and 35 % shopper writes (add to cart, change a quantity, wishlist toggle) on `--sessions`
 * sessions, each with its cookie and CSRF token, one write at a time per session. With `--pages`:
 * 30 % server-rendered pages (half anonymous, half with a session), 35 % reads, 35 % writes.
 *
 * Every shop runs as `node --import tsx server/main.ts` of its checkout (NODE_ENV=production) beside
 * one stand-in parts provider in a process of its own, shared by all. PostgreSQL comes from
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (a fresh database per shop); `--redis` starts a
 * redis-server on a loopback port for REDIS_URL. `--env` adds variables to the shops of this
 * checkout (for instance `--env WEB_CONCURRENCY=1`); `--baseline-env` to the baseline's. `--rounds`
 * repeats the whole comparison, alternating the shops (the machine's speed drifts). Besides the
 * figures above it prints the processor time each process (and its busiest threads) used.
 * `--stock-units`: the units of each sample product (SAMPLE_STOCK_UNITS); the shops of this checkout
 * start from the seeded template when they are its 500 (enough for a run of seconds, not of minutes).
 *
 * A soak: `npm run bench:soak -- --minutes 10` (pages in the mix, memory every 60 s) runs ten minutes and prints the
 * gateway's resident memory each minute, and how the last sample compares with minute 3's: a
 * gateway whose caches are bounded levels off.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTempPgDatabase, type TempPgDatabase } from '../tests/helpers/pg';
import { SEEDED_SAMPLE_UNITS, standInDataDir } from '../tests/helpers/pglite-template';
import { cachesOfMetrics, report, sum, summary, type Kind, type KindFigures, type RunFigures } from './lib/mixed-load-figures';
import { startRedis, startStandIn, type StandIn } from './lib/mixed-load-services';
import { addToCart, ANONYMOUS_PAGES, type CartAnswer, Client, keepCookies, LISTING, listingVariables, pickOf, PRODUCT, productVariables, READ_BACK, SEARCH, SEARCHES, send, type Session, SESSION_PAGES, Timeout, toggleWishlist, updateQuantity, type WishlistAnswer } from './lib/mixed-load-shoppers';
import { benchDataDir, processTreeCpu, processTreeMemory, startShopProcess, THIS_CHECKOUT, type ShopProcess } from './lib/shop-process';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    sessions: { type: 'string', default: '150' },
    warmup: { type: 'string', default: '10' },
    pages: { type: 'boolean', default: false },
    db: { type: 'string', default: 'pglite' },
    redis: { type: 'boolean', default: false },
    baseline: { type: 'string' },
    env: { type: 'string', multiple: true, default: [] },
    'baseline-env': { type: 'string', multiple: true, default: [] },
    entry: { type: 'string' },
    rounds: { type: 'string', default: '1' },
    minutes: { type: 'string' },
    'memory-every': { type: 'string', default: '0' },
    'stock-units': { type: 'string', default: '10000000' },
  },
});

const SECONDS = args.minutes !== undefined ? Number(args.minutes) * 60 : Number(args.seconds);
const MEMORY_EVERY_MS = Number(args['memory-every']) * 1000;
const CONNECTIONS = Number(args.connections);
const SESSIONS = Number(args.sessions);
const WARMUP_SECONDS = Number(args.warmup);
const STOCK_UNITS = Number(args['stock-units']);
/** Every 500 ms, or twice in a run shorter than a second. */
const HEALTH_EVERY_MS = Math.min(500, SECONDS * 500);
const SESSION_SECRET = 'mixed-load-bench-session-secret-0123456789abcdef';
const METRICS_TOKEN = 'mixed-load-bench-metrics-token';
/** Weights of each kind, out of 100. */
const MIX: Record<Kind, number> = args.pages
  ? {
      'listing GET': 10, 'product GET': 10, 'listing POST': 4, 'product POST': 4, 'search GET': 7,
      'add to cart': 15, 'update quantity': 10, 'wishlist toggle': 10,
      'page anonymous': 15, 'page with session': 15,
    }
  : {
      'listing GET': 18, 'product GET': 18, 'listing POST': 8, 'product POST': 8, 'search GET': 13,
      'add to cart': 15, 'update quantity': 10, 'wishlist toggle': 10,
      'page anonymous': 0, 'page with session': 0,
    };
const KINDS = Object.keys(MIX) as Kind[];
// ---------------------------------------------------------------- one run

async function health(base: URL, pathname: string, into: number[], failed: (why: string) => void): Promise<void> {
  const started = performance.now();
  try {
    // A new connection each time, as a load balancer's check makes it.
    const reply = await send(false, base, 'GET', pathname, { connection: 'close' });
    into.push(performance.now() - started);
    if (reply.status !== 200) failed(`${pathname} HTTP ${reply.status}`);
  } catch (err) {
    into.push(performance.now() - started);
    failed(`${pathname} ${(err as Error).message}`);
  }
}

async function runLoad(client: Client, sessions: Session[], seconds: number, figures: Map<Kind, KindFigures> | null, samples: string[], stopped: () => boolean): Promise<number> {
  const free = sessions.map((s) => s.index);
  const total = KINDS.reduce((a, k) => a + MIX[k], 0);
  const pick = (): Kind => {
    let r = Math.random() * total;
    for (const k of KINDS) {
      r -= MIX[k];
      if (r < 0) return k;
    }
    return 'listing GET';
  };
  const started = performance.now();
  const end = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end && !stopped()) {
      const kind = pick();
      let session: Session | null = null;
      const writes = kind === 'add to cart' || kind === 'update quantity' || kind === 'wishlist toggle';
      if (writes) {
        // One write at a time per session: what it acknowledged is then exactly known.
        const at = Math.floor(Math.random() * free.length);
        session = sessions[free[at]];
        free[at] = free[free.length - 1];
        free.pop();
      } else if (kind === 'page with session') {
        session = pickOf(sessions);
      }
      const t = performance.now();
      try {
        switch (kind) {
          case 'listing GET': await client.persisted(LISTING, listingVariables()); break;
          case 'product GET': await client.persisted(PRODUCT, productVariables()); break;
          case 'listing POST': await client.post(LISTING.query, listingVariables()); break;
          case 'product POST': await client.post(PRODUCT.query, productVariables()); break;
          case 'search GET': await client.persisted(SEARCH, { query: pickOf(SEARCHES), vehicleId: null }); break;
          case 'add to cart': await addToCart(client, session!); break;
          case 'update quantity': await updateQuantity(client, session!); break;
          case 'wishlist toggle': await toggleWishlist(client, session!); break;
          case 'page anonymous': await client.page(pickOf(ANONYMOUS_PAGES), null); break;
          case 'page with session': await client.page(pickOf(SESSION_PAGES), session); break;
        }
        figures?.get(kind)!.durations.push(performance.now() - t);
      } catch (err) {
        if (writes && session) session.uncertain = true;
        const f = figures?.get(kind);
        if (f) {
          f.durations.push(performance.now() - t);
          if (err instanceof Timeout || (err as Error).message?.includes('no answer within')) f.timeouts += 1;
          else f.errors += 1;
          if (samples.length < 8) samples.push(`${kind}: ${(err as Error).message}`);
        }
      } finally {
        if (writes && session) free.push(session.index);
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return (performance.now() - started) / 1000;
}

async function newSession(client: Client, index: number): Promise<Session> {
  const s: Session = { index, cookies: new Map(), cart: new Map(), wishlist: new Set(), uncertain: false, inconsistent: 0 };
  // The first answer gives the CSRF cookie; the first change makes the session (and its cookie).
  const reply = await send(client.agent, client.base, 'POST', '/graphql', { 'content-type': 'application/json' }, JSON.stringify({ query: '{ cart { quantity } }' }));
  keepCookies(s, reply);
  if (!s.cookies.has('csrf-token')) throw new Error('the shop gave no CSRF cookie');
  await addToCart(client, s);
  if (!s.cookies.has('sid')) throw new Error(`no session cookie after a first change (${[...s.cookies.keys()].join(', ')})`);
  return s;
}

async function compareSessions(client: Client, sessions: Session[]): Promise<RunFigures['sessions']> {
  const out = { compared: 0, lost: 0, uncertain: 0, inconsistent: 0, details: [] as string[] };
  for (const s of sessions) {
    if (s.uncertain) {
      out.uncertain += 1;
      continue;
    }
    const data = await client.post<{ cart: CartAnswer; wishlist: WishlistAnswer }>(READ_BACK, {}, s);
    out.compared += 1;
    out.inconsistent += s.inconsistent;
    const cart = new Map(data.cart.items.map((i) => [i.product.slug, i.quantity]));
    const wishlist = new Set(data.wishlist.items.map((i) => i.product.slug));
    const cartOk = cart.size === s.cart.size && [...s.cart].every(([slug, line]) => cart.get(slug) === line.quantity);
    const wishlistOk = wishlist.size === s.wishlist.size && [...s.wishlist].every((slug) => wishlist.has(slug));
    if (!cartOk || !wishlistOk) {
      out.lost += 1;
      if (out.details.length < 3) {
        out.details.push(
          `session ${s.index}: cart ${JSON.stringify([...cart])} acknowledged ${JSON.stringify([...s.cart].map(([k, v]) => [k, v.quantity]))}; ` +
            `wishlist ${JSON.stringify([...wishlist])} acknowledged ${JSON.stringify([...s.wishlist])}`,
        );
      }
    }
  }
  return out;
}

interface Target {
  label: string;
  root: string;
  env: Record<string, string>;
  entry?: string;
}

async function measure(target: Target, provider: StandIn, database: 'pglite' | 'postgres', redisUrl: string | null): Promise<RunFigures> {
  // Its own sample units (SAMPLE_STOCK_UNITS below): the seeded 500 would run out under a long load.
  const dataDir = await benchDataDir('bench-mixed-', target.root, { seeded: STOCK_UNITS === SEEDED_SAMPLE_UNITS });
  let pg: TempPgDatabase | null = null;
  if (database === 'postgres') pg = await createTempPgDatabase();
  let shop: ShopProcess | null = null;
  try {
    shop = await startShopProcess(
      {
        NODE_ENV: 'production',
        SESSION_SECRET,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        DATA_DIR: dataDir,
        PROVIDER_URL: provider.url,
        PROVIDER_API_KEY: provider.apiKey,
        PROVIDER_STANDIN_PROCESS: 'true',
        // Every bench shopper comes from 127.0.0.1.
        AUTH_MAX_FAILURES_PER_ADDRESS: '100000',
        // The read-back after the run is the bench's own query, not a published operation.
        GRAPHQL_TRUSTED_ONLY: 'false',
        // Thousands of checkouts: the sample stock must not sell out mid-run.
        SAMPLE_STOCK_UNITS: String(STOCK_UNITS),
        // The memory caches' figures are read from /metrics at the end of the run.
        METRICS_TOKEN,
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...target.env,
      },
      { root: target.root, keepOutput: false, ...(target.entry ? { entry: target.entry } : {}) },
    );
    const base = new URL(shop.url);
    const memoryAtStart = processTreeMemory(shop.child.pid!);
    const client = new Client(base, CONNECTIONS);
    const sessions: Session[] = [];
    for (let i = 0; i < SESSIONS; i += 10) {
      sessions.push(...(await Promise.all(Array.from({ length: Math.min(10, SESSIONS - i) }, (_, j) => newSession(client, i + j)))));
    }
    // Warm-up at full concurrency (caches filled, persisted queries registered), not counted.
    // A write of the warm-up that failed or timed out may still be applied later (the shop goes on
    // with a request its client gave up on): such a session stays out of the comparison.
    // A gateway that died is no load to measure: the run stops, and the bench fails below.
    const died = () => shop!.child.exitCode !== null || shop!.child.signalCode !== null;
    if (WARMUP_SECONDS > 0) await runLoad(client, sessions, WARMUP_SECONDS, null, [], died);

    const byKind = new Map<Kind, KindFigures>(KINDS.filter((k) => MIX[k] > 0).map((k) => [k, { durations: [], errors: 0, timeouts: 0 }]));
    const samples: string[] = [];
    const healthFigures: RunFigures['health'] = { healthz: [], readyz: [], healthzFailed: 0, readyzFailed: 0, failures: [] };
    const memoryBefore = processTreeMemory(shop.child.pid!);
    const cpuBefore = processTreeCpu(shop.child.pid!);
    const loadBefore = os.loadavg();
    const checks: Promise<void>[] = [];
    const fail = (which: 'healthzFailed' | 'readyzFailed') => (why: string) => {
      healthFigures[which] += 1;
      if (healthFigures.failures.length < 5) healthFigures.failures.push(why);
    };
    const sampler = setInterval(() => {
      checks.push(health(base, '/healthz', healthFigures.healthz, fail('healthzFailed')));
      setTimeout(() => checks.push(health(base, '/readyz', healthFigures.readyz, fail('readyzFailed'))), HEALTH_EVERY_MS / 2);
    }, HEALTH_EVERY_MS);
    const memorySeries: [number, number][] = [];
    const loadStarted = performance.now();
    const memorySampler =
      MEMORY_EVERY_MS > 0
        ? setInterval(() => memorySeries.push([(performance.now() - loadStarted) / 1000, sum(processTreeMemory(shop!.child.pid!))]), MEMORY_EVERY_MS)
        : null;
    const seconds = await runLoad(client, sessions, SECONDS, byKind, samples, died);
    if (died()) throw new Error(`the gateway stopped during the run (exit ${shop.child.exitCode ?? shop.child.signalCode}); first failures: ${samples.join(' | ')}`);
    clearInterval(sampler);
    if (memorySampler) clearInterval(memorySampler);
    await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    await Promise.all(checks);
    const memoryAfter = processTreeMemory(shop.child.pid!);
    const cpuAfter = processTreeCpu(shop.child.pid!);
    const cpu = new Map([...cpuAfter].map(([task, seconds]) => [task, seconds - (cpuBefore.get(task) ?? 0)]));
    const loadAfter = os.loadavg();
    const caches = await fetch(new URL('/metrics', base), { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      .then(async (res) => (res.ok ? cachesOfMetrics(await res.text()) : null))
      .catch(() => null);
    const compared = await compareSessions(client, sessions);
    client.agent.destroy();
    return {
      label: target.label,
      seconds,
      byKind,
      samples,
      health: healthFigures,
      memoryAtStart,
      memoryBefore,
      memoryAfter,
      memorySeries,
      caches,
      cpu,
      rootPid: shop.child.pid!,
      sessions: compared,
      loadBefore,
      loadAfter,
    };
  } finally {
    await shop?.stop();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
// ---------------------------------------------------------------- main

function envOf(list: string[]): Record<string, string> {
  return Object.fromEntries(
    list.map((pair) => {
      const i = pair.indexOf('=');
      if (i < 1) throw new Error(`--env expects NAME=value, got "${pair}"`);
      return [pair.slice(0, i), pair.slice(i + 1)];
    }),
  );
}

const databases: ('pglite' | 'postgres')[] = args.db === 'both' ? ['pglite', 'postgres'] : [args.db as 'pglite' | 'postgres'];
if (databases.some((d) => d !== 'pglite' && d !== 'postgres')) throw new Error('--db is pglite, postgres or both');
if (databases.includes('postgres')) {
  if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL;
  if (!process.env.TEST_DATABASE_URL) throw new Error('PostgreSQL needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
}
const targets: Target[] = [];
if (args.baseline) targets.push({ label: `before (${path.basename(path.resolve(args.baseline))})`, root: path.resolve(args.baseline), env: envOf(args['baseline-env']) });
targets.push({ label: 'this checkout', root: THIS_CHECKOUT, env: envOf(args.env), entry: args.entry });

// The stand-in's data set at its default seed and scale, generated once per machine.
const provider = await startStandIn(await standInDataDir());
const redis = args.redis ? await startRedis() : null;
const runs: RunFigures[] = [];
try {
  console.log(
    `mixed load: ${SECONDS} s (after ${WARMUP_SECONDS} s of warm-up) at ${CONNECTIONS} connections, ${SESSIONS} sessions, ` +
      `${args.pages ? '30 % pages, 35 % reads, 35 % writes' : '65 % reads, 35 % writes'}; ${os.cpus().length} cores, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`,
  );
  const rounds = Number(args.rounds);
  for (let round = 1; round <= rounds; round += 1) for (const database of databases) {
    for (const target of targets) {
      const label = `${target.label}, ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}${redis ? ' + Redis' : ''}${rounds > 1 ? `, round ${round}` : ''}`;
      const figures = await measure({ ...target, label }, provider, database, redis?.url ?? null);
      report(figures, { connections: CONNECTIONS, sessions: SESSIONS, pages: args.pages === true, healthEveryMs: HEALTH_EVERY_MS });
      runs.push(figures);
    }
  }
  summary(runs, MIX);
} finally {
  await redis?.stop();
  await provider.stop();
}
