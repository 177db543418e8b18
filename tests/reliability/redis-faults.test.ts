import { createClient } from '@redis/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../helpers/log-capture';
import { startRedis, type TestRedis } from '../helpers/redis-server';
import { startTestShop, type Shopper, type TestShop } from '../helpers/shop';

// One gateway on a real redis-server, through the faults a shared cache meets: frozen before the
// gateway starts, frozen mid-run (SIGSTOP: connections accepted, nothing answered), resumed,
// stopped and started again. The cache may be off; the shop must keep answering quickly.

// Most answers within 300 ms, none near a stalled Redis (12 s and more before the time budget): on
// a 2-core machine running the other suites beside this one, the healthy phase's p95 too reaches
// 200-400 ms now and then (it prints its figures).
const P95_LIMIT_MS = 300;
const MAX_LIMIT_MS = 1000;
const OPERATIONS = [
  { name: 'ping', query: '{ ping }', variables: () => ({}) },
  {
    name: 'catalogue',
    query: 'query Listing($page: Int) { products(category: "frenos", page: $page) { total items { slug name price } } }',
    variables: (i: number) => ({ page: 1 + (i % 2) }),
  },
  { name: 'cart', query: '{ cart { quantity total } }', variables: () => ({}) },
];
const PROBE_PAGED = 'query ProbePaged($page: Int) { products(category: "frenos", limit: 1, page: $page) { total } }';

let redis: TestRedis;
let shop: TestShop;
const captured = captureLog('info');
let startMs = 0;

beforeAll(async () => {
  redis = await startRedis();
  // Stalled before the gateway exists: start-up must not wait for it.
  redis.freeze();
  const started = performance.now();
  shop = await startTestShop({ REDIS_URL: redis.url, REDIS_TIMEOUT_MS: '50', REDIS_BREAKER_COOLDOWN_SECONDS: '1' }, { log: captured.log });
  startMs = performance.now() - started;
});

afterAll(async () => {
  await shop?.close();
  await redis?.close();
});

interface LoadFigures {
  answers: number;
  p50: number;
  p95: number;
  max: number;
  slowest: string;
  failures: string[];
}

/** Four shoppers asking `{ ping }`, a catalogue listing and their cart in turn for `ms`. */
async function smallLoad(label: string, ms: number): Promise<LoadFigures> {
  const until = performance.now() + ms;
  const failures: string[] = [];
  const times: { name: string; ms: number }[] = [];
  const worker = async (shopper: Shopper) => {
    await shopper.fetch('/healthz');
    for (let i = 0; performance.now() < until; i++) {
      const op = OPERATIONS[i % OPERATIONS.length];
      const t0 = performance.now();
      const answer = await shopper.gql(op.query, op.variables(i));
      times.push({ name: op.name, ms: performance.now() - t0 });
      if (answer.status !== 200 || answer.errors) failures.push(`${op.name}: ${answer.status} ${JSON.stringify(answer.errors)}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, () => worker(shop.shopper())));
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a), { name: '', ms: 0 });
  const figures = { answers: times.length, p50: at(0.5), p95: at(0.95), max: Math.round(slowest.ms), slowest: slowest.name, failures };
  console.log(`${label}: ${figures.answers} answers, p50 ${figures.p50} ms, p95 ${figures.p95} ms, max ${figures.max} ms (${figures.slowest})`);
  return figures;
}

function expectQuick(load: LoadFigures): void {
  expect(load.failures).toEqual([]);
  expect(load.p95).toBeLessThan(P95_LIMIT_MS);
  expect(load.max).toBeLessThan(MAX_LIMIT_MS);
}

interface NamedCheck {
  name: string;
  status: string;
  reason?: string;
}

/** The shared cache's check among /readyz's named checks. */
function cacheCheckOf(body: { checks: NamedCheck[] }): NamedCheck {
  const check = body.checks.find((c) => c.name === 'cache');
  if (!check) throw new Error(`no cache check in ${JSON.stringify(body)}`);
  return check;
}

async function readiness(): Promise<{ status: number; body: { status: string; checks: NamedCheck[] } }> {
  const res = await fetch(`${shop.url}/readyz`);
  return { status: res.status, body: (await res.json()) as never };
}

/** Whether a repeated public query is answered from the shared cache (the answer cache says `age`). */
let probePage = 0;

/**
 * Asks a query the gateway has not answered yet (a new page each time, so neither its answers in
 * memory nor in Redis hold it), then again: the second is a kept answer (it carries `Age`).
 */
async function servedFromCache(): Promise<boolean> {
  probePage += 1;
  const body = JSON.stringify({ query: PROBE_PAGED, variables: { page: probePage } });
  const ask = () => fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  await ask();
  return (await ask()).headers.get('age') !== null;
}

async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

describe('a frozen or stopped Redis', () => {
  it('does not hold up start-up, and the shop answers while Redis is frozen from the start', async () => {
    expect(startMs).toBeLessThan(30_000);
    // The first answers of a cold gateway (nothing compiled, nothing cached): answered, never stuck on Redis.
    const shopper = shop.shopper();
    for (const op of OPERATIONS) {
      const t0 = performance.now();
      const first = await shopper.gql(op.query, op.variables(0));
      expect(first.errors).toBeUndefined();
      expect(performance.now() - t0).toBeLessThan(2000);
    }
    expectQuick(await smallLoad(`frozen from the start (start-up took ${Math.round(startMs)} ms)`, 1200));
    const ready = await readiness();
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(cacheCheckOf(ready.body).status).toBe('degraded');
    console.log(`/readyz while frozen from the start: ${JSON.stringify(cacheCheckOf(ready.body))}`);
  });

  it('uses the shared cache once Redis answers', async () => {
    redis.resume();
    // Readiness is kept up to date in the background (a cache check a second): its ping closes the
    // circuit once Redis answers, and the cache check says ok.
    expect(await eventually(async () => cacheCheckOf((await readiness()).body).status === 'ok', 12_000)).toBe(true);
    expect(await eventually(servedFromCache, 8000)).toBe(true);
    expectQuick(await smallLoad('healthy', 1200));
    const probe = createClient({ url: redis.url });
    await probe.connect();
    try {
      expect((await probe.keys('shop:answers:*')).length).toBeGreaterThan(0);
    } finally {
      probe.destroy();
    }
  });

  it('answers within the limit while Redis is frozen mid-run, and reports the cache as degraded', async () => {
    redis.freeze();
    expectQuick(await smallLoad('frozen mid-run', 1500));
    const ready = await readiness();
    console.log(`/readyz while frozen: ${ready.status} ${JSON.stringify(ready.body)}`);
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.checks.find((c) => c.name === 'database')?.status).toBe('ok');
    expect(cacheCheckOf(ready.body)).toMatchObject({ status: 'degraded', reason: 'redis timeout' });
    const metrics = await (await fetch(`${shop.url}/metrics`)).text();
    expect(metrics).toMatch(/^redis_failures_total\{kind="timeout"\} [1-9]/m);
    expect(metrics).toMatch(/^redis_short_circuits_total [1-9]/m);
    redis.resume();
    expect(await eventually(servedFromCache, 8000)).toBe(true);
  });

  it('answers within the limit while Redis is stopped, and reconnects when it is back', async () => {
    await redis.stop();
    expectQuick(await smallLoad('stopped', 1200));
    const ready = await readiness();
    expect(ready.status).toBe(200);
    expect(cacheCheckOf(ready.body)).toMatchObject({ status: 'degraded', reason: 'redis unreachable' });
    await redis.start();
    expect(await eventually(servedFromCache, 10_000)).toBe(true);
  });

  it('logged no error, no stack, and at most a couple of warning lines through all of it', () => {
    const warnings = captured.atLeast(40);
    console.log(`log lines at warn or above: ${warnings.map((l) => l.msg).join(' | ')}`);
    expect(warnings.filter((l) => l.level >= 50)).toEqual([]);
    // Readiness changes are logged once each as they happen, one line a change (degraded with its
    // checks, or ready again): the cache's episodes are three here (frozen at start, frozen mid-run,
    // stopped). Other checks may come and go on a busy machine (an event loop, the provider warming
    // up). Redis itself says it fails at most once a minute.
    type Change = { msg: string; checks?: { name: string }[] };
    const readinessLines = (captured.lines as Change[]).filter((l) => l.msg === 'gateway degraded' || l.msg === 'gateway ready again');
    let cacheEpisodes = 0;
    let cacheDegraded = false;
    for (const line of readinessLines) {
      const now = (line.checks ?? []).some((c) => c.name === 'cache');
      if (now && !cacheDegraded) cacheEpisodes++;
      cacheDegraded = now;
    }
    expect(cacheEpisodes).toBeGreaterThan(0);
    expect(cacheEpisodes).toBeLessThanOrEqual(3);
    const changes = warnings.filter((l) => l.msg === 'gateway degraded');
    expect(warnings.length - changes.length).toBeLessThanOrEqual(2);
    expect(JSON.stringify(warnings)).not.toMatch(/"stack"/);
  });
});
