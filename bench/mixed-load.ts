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
 *                          [--minutes N] [--memory-every SECONDS]
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
 *
 * A soak: `npm run bench:soak -- --minutes 10` (pages in the mix, memory every 60 s) runs ten minutes and prints the
 * gateway's resident memory each minute, and how the last sample compares with minute 3's: a
 * gateway whose caches are bounded levels off.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { SHOP_DATA } from '../fixtures/shop/data';
import { createTempPgDatabase, type TempPgDatabase } from '../tests/helpers/pg';
import {
  AddToCartDocument,
  AddToWishlistDocument,
  CategoryPageProductsDocument,
  ProductPageDocument,
  RemoveWishlistItemDocument,
  SearchSuggestionsDocument,
  UpdateCartItemDocument,
} from '../client/src/gql/graphql';
import { clientOperation, GET_HEADERS, persistedGetPath, type ClientOperation } from './lib/operations';
import { benchDataDir, freePort, processTreeCpu, processTreeMemory, startShopProcess, THIS_CHECKOUT, type ShopProcess } from './lib/shop-process';

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
  },
});

const SECONDS = args.minutes !== undefined ? Number(args.minutes) * 60 : Number(args.seconds);
const MEMORY_EVERY_MS = Number(args['memory-every']) * 1000;
const CONNECTIONS = Number(args.connections);
const SESSIONS = Number(args.sessions);
const WARMUP_SECONDS = Number(args.warmup);
const TIMEOUT_MS = 10_000;
const HEALTH_EVERY_MS = 500;
const SESSION_SECRET = 'mixed-load-bench-session-secret-0123456789abcdef';

type Kind =
  | 'listing GET'
  | 'product GET'
  | 'listing POST'
  | 'product POST'
  | 'search GET'
  | 'add to cart'
  | 'update quantity'
  | 'wishlist toggle'
  | 'page anonymous'
  | 'page with session';

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

// ---------------------------------------------------------------- what the shoppers ask

const LISTING = clientOperation(CategoryPageProductsDocument);
const PRODUCT = clientOperation(ProductPageDocument);
const SEARCH = clientOperation(SearchSuggestionsDocument);
const ADD_TO_CART = clientOperation(AddToCartDocument);
const UPDATE_QUANTITY = clientOperation(UpdateCartItemDocument);
const ADD_TO_WISHLIST = clientOperation(AddToWishlistDocument);
const REMOVE_FROM_WISHLIST = clientOperation(RemoveWishlistItemDocument);
const READ_BACK = '{ cart { items { id quantity product { slug } } } wishlist { items { product { slug } } } }';

const CATEGORIES = SHOP_DATA.categories.map((c) => c.slug);
const PRODUCTS = SHOP_DATA.products.map((p) => p.slug);
/** Products a cart takes without choosing an option (and that have units: a sold-out one is refused). */
const PLAIN_PRODUCTS = SHOP_DATA.products.filter((p) => p.options.length === 0 && p.stock !== 'OUT_OF_STOCK').map((p) => p.slug);
const SEARCHES = ['pas', 'pastillas', 'pastillas fre', 'filtro', 'filtro aceite', 'bosch', 'amortiguador', 'amortiguadr', 'bujia', 'aceite 5w30', 'bateria', 'disco freno', 'W 712/95', 'correa'];
const ANONYMOUS_PAGES = ['/', ...CATEGORIES.map((c) => `/shop/category/${c}/products`), ...PRODUCTS.map((p) => `/shop/products/${p}`)];
const SESSION_PAGES = ['/', '/shop/cart', '/shop/wishlist', ...CATEGORIES.slice(0, 3).map((c) => `/shop/category/${c}/products`), ...PRODUCTS.slice(0, 8).map((p) => `/shop/products/${p}`)];

const pickOf = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

// ---------------------------------------------------------------- HTTP

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

class Timeout extends Error {}

function send(
  agent: http.Agent | false,
  base: URL,
  method: 'GET' | 'POST',
  pathname: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    // As a load balancer terminating TLS passes it on (the shop runs with NODE_ENV=production and
    // one trusted proxy hop, so its cookies are Secure).
    const sent = { 'x-forwarded-proto': 'https', ...headers };
    const req = http.request({ host: base.hostname, port: base.port, method, path: pathname, headers: sent, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    const timer = setTimeout(() => {
      req.destroy(new Timeout(`no answer within ${TIMEOUT_MS} ms`));
    }, TIMEOUT_MS);
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

function decoded(reply: Reply): Buffer {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body);
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body);
  return reply.body;
}

interface GraphQLReply<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

class Failure extends Error {}

function graphqlOf<T>(reply: Reply): T {
  let json: GraphQLReply<T>;
  try {
    json = JSON.parse(decoded(reply).toString('utf8')) as GraphQLReply<T>;
  } catch {
    throw new Failure(`HTTP ${reply.status}, not JSON`);
  }
  if (reply.status !== 200 || json.errors?.length || !json.data) {
    throw new Failure(`HTTP ${reply.status}: ${json.errors?.map((e) => e.extensions?.code ?? e.message).join(', ') ?? 'no data'}`);
  }
  return json.data;
}

// ---------------------------------------------------------------- shoppers

interface CartLine {
  id: string;
  quantity: number;
}

interface Session {
  index: number;
  cookies: Map<string, string>;
  /** What the shop acknowledged, by product slug. */
  cart: Map<string, CartLine>;
  wishlist: Set<string>;
  /** A write of this session failed or timed out: its outcome is unknown, so it is left out of the comparison. */
  uncertain: boolean;
  /** An answer disagreed with the session's previous acknowledged state. */
  inconsistent: number;
}

function cookieHeader(s: Session): string {
  return [...s.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

function keepCookies(s: Session, reply: Reply): void {
  const set = reply.headers['set-cookie'] ?? [];
  for (const line of set) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    s.cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
  }
}

interface CartAnswer {
  items: { id: string; quantity: number; product: { slug: string } }[];
}
interface WishlistAnswer {
  items: { product: { slug: string } }[];
}

class Client {
  readonly agent: http.Agent;

  constructor(readonly base: URL) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS + 10, maxFreeSockets: CONNECTIONS + 10 });
  }

  /** A query as the web client sends it: the hash alone with GET, the text only when the shop does not know it. */
  async persisted<T>(op: ClientOperation, variables: Record<string, unknown>): Promise<T> {
    const first = await send(this.agent, this.base, 'GET', persistedGetPath(op, variables), GET_HEADERS);
    if (first.status === 200) {
      const json = JSON.parse(decoded(first).toString('utf8')) as GraphQLReply<T>;
      if (json.errors?.[0]?.extensions?.code !== 'PERSISTED_QUERY_NOT_FOUND') return graphqlOf<T>(first);
    }
    return graphqlOf<T>(await send(this.agent, this.base, 'GET', persistedGetPath(op, variables, true), GET_HEADERS));
  }

  /** A query as another app sends it: POST with the text, no cookies. */
  async post<T>(query: string, variables: Record<string, unknown>, session?: Session): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (session) {
      headers.cookie = cookieHeader(session);
      headers['x-csrf-token'] = session.cookies.get('csrf-token') ?? '';
    }
    const reply = await send(this.agent, this.base, 'POST', '/graphql', headers, JSON.stringify({ query, variables }));
    if (session) keepCookies(session, reply);
    return graphqlOf<T>(reply);
  }

  async page(pathname: string, session: Session | null): Promise<void> {
    const headers: Record<string, string> = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br', 'accept-language': 'es-AR,es;q=0.9' };
    if (session) headers.cookie = cookieHeader(session);
    const reply = await send(this.agent, this.base, 'GET', pathname, headers);
    if (reply.status !== 200) throw new Failure(`HTTP ${reply.status} for ${pathname}`);
  }
}

// ---------------------------------------------------------------- operations

async function addToCart(client: Client, s: Session): Promise<void> {
  const slug = pickOf(PLAIN_PRODUCTS);
  const quantity = 1 + Math.floor(Math.random() * 2);
  const data = await client.post<{ addToCart: CartAnswer }>(ADD_TO_CART.query, { productId: slug, quantity, options: [] }, s);
  const line = data.addToCart.items.find((i) => i.product.slug === slug);
  const expected = (s.cart.get(slug)?.quantity ?? 0) + quantity;
  if (!line || line.quantity !== expected) s.inconsistent += 1;
  if (line) s.cart.set(slug, { id: line.id, quantity: line.quantity });
}

async function updateQuantity(client: Client, s: Session): Promise<void> {
  const lines = [...s.cart.entries()];
  if (lines.length === 0) return addToCart(client, s);
  const [slug, line] = pickOf(lines);
  const quantity = 1 + Math.floor(Math.random() * 5);
  const data = await client.post<{ updateCartItem: CartAnswer }>(UPDATE_QUANTITY.query, { itemId: line.id, quantity }, s);
  const answered = data.updateCartItem.items.find((i) => i.product.slug === slug);
  if (!answered || answered.quantity !== quantity) s.inconsistent += 1;
  s.cart.set(slug, { id: line.id, quantity: answered?.quantity ?? quantity });
}

async function toggleWishlist(client: Client, s: Session): Promise<void> {
  const slug = pickOf(PRODUCTS);
  if (s.wishlist.has(slug)) {
    const data = await client.post<{ removeFromWishlist: WishlistAnswer }>(REMOVE_FROM_WISHLIST.query, { productId: slug }, s);
    if (data.removeFromWishlist.items.some((i) => i.product.slug === slug)) s.inconsistent += 1;
    s.wishlist.delete(slug);
  } else {
    const data = await client.post<{ addToWishlist: WishlistAnswer }>(ADD_TO_WISHLIST.query, { productId: slug }, s);
    if (!data.addToWishlist.items.some((i) => i.product.slug === slug)) s.inconsistent += 1;
    s.wishlist.add(slug);
  }
}

const listingVariables = () => ({ category: pickOf(CATEGORIES), sort: 'DEFAULT', page: 1 });
const productVariables = () => ({ slug: pickOf(PRODUCTS) });

// ---------------------------------------------------------------- figures

interface KindFigures {
  durations: number[];
  errors: number;
  timeouts: number;
}

interface RunFigures {
  label: string;
  seconds: number;
  byKind: Map<Kind, KindFigures>;
  samples: string[];
  health: { healthz: number[]; readyz: number[]; healthzFailed: number; readyzFailed: number; failures: string[] };
  memoryBefore: Map<number, number>;
  memoryAfter: Map<number, number>;
  /** Resident memory of the whole gateway during the run (`--memory-every`): seconds into the run, bytes. */
  memorySeries: [number, number][];
  /** Processor seconds each thread of the gateway used during the run, by `pid/tid`; the first pid is the gateway's own. */
  cpu: Map<string, number>;
  rootPid: number;
  sessions: { compared: number; lost: number; uncertain: number; inconsistent: number; details: string[] };
  loadBefore: number[];
  loadAfter: number[];
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const ms = (v: number) => (Number.isNaN(v) ? '   -' : v.toFixed(0).padStart(5));
const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(0);
const sum = (m: Map<number, number>) => [...m.values()].reduce((a, b) => a + b, 0);

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

async function runLoad(client: Client, sessions: Session[], seconds: number, figures: Map<Kind, KindFigures> | null, samples: string[]): Promise<number> {
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
    while (performance.now() < end) {
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
  // Its own sample units (SAMPLE_STOCK_UNITS below): the seeded 500 would run out under load.
  const dataDir = await benchDataDir('bench-mixed-', target.root, { seeded: false });
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
        SAMPLE_STOCK_UNITS: '10000000',
        ...(pg ? { DATABASE_URL: pg.url } : {}),
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        ...target.env,
      },
      { root: target.root, keepOutput: false, ...(target.entry ? { entry: target.entry } : {}) },
    );
    const base = new URL(shop.url);
    const client = new Client(base);
    const sessions: Session[] = [];
    for (let i = 0; i < SESSIONS; i += 10) {
      sessions.push(...(await Promise.all(Array.from({ length: Math.min(10, SESSIONS - i) }, (_, j) => newSession(client, i + j)))));
    }
    // Warm-up at full concurrency (caches filled, persisted queries registered), not counted.
    // A write of the warm-up that failed or timed out may still be applied later (the shop goes on
    // with a request its client gave up on): such a session stays out of the comparison.
    if (WARMUP_SECONDS > 0) await runLoad(client, sessions, WARMUP_SECONDS, null, []);

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
    const seconds = await runLoad(client, sessions, SECONDS, byKind, samples);
    clearInterval(sampler);
    if (memorySampler) clearInterval(memorySampler);
    await new Promise((r) => setTimeout(r, HEALTH_EVERY_MS));
    await Promise.all(checks);
    const memoryAfter = processTreeMemory(shop.child.pid!);
    const cpuAfter = processTreeCpu(shop.child.pid!);
    const cpu = new Map([...cpuAfter].map(([task, seconds]) => [task, seconds - (cpuBefore.get(task) ?? 0)]));
    const loadAfter = os.loadavg();
    const compared = await compareSessions(client, sessions);
    client.agent.destroy();
    return { label: target.label, seconds, byKind, samples, health: healthFigures, memoryBefore, memoryAfter, memorySeries, cpu, rootPid: shop.child.pid!, sessions: compared, loadBefore, loadAfter };
  } finally {
    await shop?.stop();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(f: RunFigures): void {
  const all = [...f.byKind.values()];
  const requests = all.reduce((a, k) => a + k.durations.length, 0);
  const errors = all.reduce((a, k) => a + k.errors, 0);
  const timeouts = all.reduce((a, k) => a + k.timeouts, 0);
  console.log(`\n== ${f.label}: ${f.seconds.toFixed(1)} s at ${CONNECTIONS} connections, ${SESSIONS} sessions${args.pages ? ', with pages' : ''}`);
  console.log(`   load average before ${f.loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${f.loadAfter.map((l) => l.toFixed(1)).join(' ')} (${os.cpus().length} cores)`);
  console.log(`   ${'kind'.padEnd(18)} ${'count'.padStart(7)} ${'req/s'.padStart(7)}   p50 ms  p99 ms  errors  timeouts`);
  for (const [kind, k] of f.byKind) {
    console.log(
      `   ${kind.padEnd(18)} ${String(k.durations.length).padStart(7)} ${(k.durations.length / f.seconds).toFixed(0).padStart(7)}   ${ms(quantile(k.durations, 0.5))}   ${ms(quantile(k.durations, 0.99))}  ${String(k.errors).padStart(6)}  ${String(k.timeouts).padStart(8)}`,
    );
  }
  const durations = all.flatMap((k) => k.durations);
  console.log(
    `   ${'all'.padEnd(18)} ${String(requests).padStart(7)} ${(requests / f.seconds).toFixed(0).padStart(7)}   ${ms(quantile(durations, 0.5))}   ${ms(quantile(durations, 0.99))}  ${String(errors).padStart(6)}  ${String(timeouts).padStart(8)}`,
  );
  if (f.samples.length) console.log(`   first failures: ${f.samples.join(' | ')}`);
  const h = f.health;
  console.log(
    `   /healthz on a new connection every ${HEALTH_EVERY_MS} ms: ${h.healthz.length} samples, p50 ${ms(quantile(h.healthz, 0.5))} ms, p99 ${ms(quantile(h.healthz, 0.99))} ms, max ${ms(Math.max(...h.healthz))} ms, ${h.healthzFailed} failed`,
  );
  console.log(
    `   /readyz  on a new connection every ${HEALTH_EVERY_MS} ms: ${h.readyz.length} samples, p50 ${ms(quantile(h.readyz, 0.5))} ms, p99 ${ms(quantile(h.readyz, 0.99))} ms, max ${ms(Math.max(...h.readyz))} ms, ${h.readyzFailed} failed` +
      (h.failures.length ? ` (${h.failures.join('; ')})` : ''),
  );
  console.log(
    `   gateway memory (resident, ${f.memoryBefore.size} process(es)): before ${mb(sum(f.memoryBefore))} MB [${[...f.memoryBefore.values()].map(mb).join(' + ')}], after ${mb(sum(f.memoryAfter))} MB [${[...f.memoryAfter.values()].map(mb).join(' + ')}]`,
  );
  if (f.memorySeries.length > 0) {
    console.log(`   gateway memory during the run: ${f.memorySeries.map(([at, bytes]) => `${at.toFixed(0)} s ${mb(bytes)} MB`).join(', ')}`);
    const third = f.memorySeries.find(([at]) => at >= 179);
    const last = f.memorySeries[f.memorySeries.length - 1];
    if (third && last[0] > third[0]) {
      console.log(`   last sample against minute 3: ${(((last[1] - third[1]) / third[1]) * 100).toFixed(1)} % (${mb(third[1])} MB at ${third[0].toFixed(0)} s, ${mb(last[1])} MB at ${last[0].toFixed(0)} s)`);
    }
  }
  // Where the processor time went: per process, and its busiest threads (the main one is pid/pid).
  const byProcess = new Map<string, [string, number][]>();
  for (const [task, seconds] of f.cpu) {
    const [pid] = task.split('/');
    byProcess.set(pid, [...(byProcess.get(pid) ?? []), [task, seconds]]);
  }
  const cpuTotal = [...f.cpu.values()].reduce((a, b) => a + b, 0);
  const parts = [...byProcess].map(([pid, tasks]) => {
    const total = tasks.reduce((a, [, s]) => a + s, 0);
    const busy = tasks.filter(([, s]) => s > 0.1 * total && s > 0.5).sort((a, b) => b[1] - a[1]);
    const threads = busy.length > 1 || (busy[0] && busy[0][0] !== `${pid}/${pid}`) ? ` (${busy.map(([t, s]) => `${t.endsWith(`/${pid}`) ? 'main' : 'thread'} ${s.toFixed(1)}`).join(', ')})` : '';
    return `${Number(pid) === f.rootPid ? 'gateway' : 'child'} ${pid} ${total.toFixed(1)} s${threads}`;
  });
  console.log(`   processor time during the run: ${cpuTotal.toFixed(1)} s = ${((cpuTotal / requests) * 1000).toFixed(2)} ms per request; ${parts.join(', ')}`);
  const s = f.sessions;
  console.log(
    `   carts and wishlists read back: ${s.compared} sessions compared, ${s.lost} differ from what was acknowledged, ${s.uncertain} left out (a write failed or timed out, so its outcome is unknown), ${s.inconsistent} answers disagreed with the state before` +
      (s.details.length ? `\n     ${s.details.join('\n     ')}` : ''),
  );
}

function summary(runs: RunFigures[]): void {
  if (runs.length < 2) return;
  console.log('\n== side by side');
  const kinds = KINDS.filter((k) => MIX[k] > 0);
  console.log(`   ${'shop'.padEnd(34)} ${'req/s'.padStart(6)} ${'p99'.padStart(6)} ${'errors'.padStart(6)} ${'t/o'.padStart(4)} ${'health p99/max'.padStart(15)}  p99 per kind (${kinds.join(', ')})`);
  for (const f of runs) {
    const all = [...f.byKind.values()];
    const requests = all.reduce((a, k) => a + k.durations.length, 0);
    console.log(
      `   ${f.label.padEnd(34)} ${(requests / f.seconds).toFixed(0).padStart(6)} ${ms(quantile(all.flatMap((k) => k.durations), 0.99)).padStart(6)} ${String(all.reduce((a, k) => a + k.errors, 0)).padStart(6)} ${String(all.reduce((a, k) => a + k.timeouts, 0)).padStart(4)} ${`${ms(quantile(f.health.healthz, 0.99)).trim()}/${ms(Math.max(...f.health.healthz)).trim()} ms`.padStart(15)}  ${kinds.map((k) => ms(quantile(f.byKind.get(k)!.durations, 0.99)).trim()).join(' ')}`,
    );
  }
}

// ---------------------------------------------------------------- the stand-in provider and Redis

interface StandIn {
  url: string;
  apiKey: string;
  stop(): Promise<void>;
}

async function waitForPort(port: number, child: ChildProcess, what: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} stopped while starting (exit ${child.exitCode})`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
}

async function startStandIn(dataDir: string): Promise<StandIn> {
  const port = await freePort();
  const apiKey = crypto.randomUUID();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(THIS_CHECKOUT, 'fixtures/provider/main.ts'), '--port', String(port), '--data-dir', dataDir, '--api-key', apiKey],
    { cwd: THIS_CHECKOUT, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(port, child, 'the stand-in provider');
  return { url: `http://127.0.0.1:${port}/pegasus-3-0/services/TecdocToCatDLB.jsonEndpoint`, apiKey, stop: stopper(child) };
}

async function startRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitForPort(port, child, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, stop: stopper(child) };
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

const providerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-mixed-provider-'));
const provider = await startStandIn(providerDir);
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
      report(figures);
      runs.push(figures);
    }
  }
  summary(runs);
} finally {
  await redis?.stop();
  await provider.stop();
  fs.rmSync(providerDir, { recursive: true, force: true });
}
