import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ShopServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db';
import { createTempPgDatabase, TEST_DATABASE_URL, type TempPgDatabase } from '../helpers/pg';
import { pgliteTemplate } from '../helpers/pglite-template';
import { startRedis, type TestRedis } from '../helpers/redis-server';
import { Shopper } from '../helpers/shop';
import { errorCode, ok, register, uniqueEmail } from '../shopper/helpers';
import { App } from './helpers';

/**
 * Two gateways on one database (TEST_DATABASE_URL's PostgreSQL, each gateway with its own
 * connections; else the embedded one, shared in this process) and one real redis-server: a device signed out through one is refused at once by the
 * other, and the limits per client count on Redis for both.
 */
const CLIENT_REQUESTS = 10;
const CLIENT_COST = 55;
let redis: TestRedis;
let db: Db | null = null;
let pg: TempPgDatabase | null = null;
let dataDir: string;
const gateways: { server: ShopServer; url: string }[] = [];

beforeAll(async () => {
  redis = await startRedis();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-apps-two-'));
  pg = TEST_DATABASE_URL ? await createTempPgDatabase() : null;
  if (!pg) fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    CLIENT_DIR: 'none',
    REDIS_URL: redis.url,
    REDIS_BREAKER_COOLDOWN_SECONDS: '1',
    RATE_LIMIT_CLIENT_REQUESTS: String(CLIENT_REQUESTS),
    RATE_LIMIT_CLIENT_COST: String(CLIENT_COST),
  });
  // PostgreSQL: each gateway opens its own connections. PGlite is embedded in one process: both
  // gateways of this process share it (as they would share the database server).
  db = pg ? null : await openDatabase(config);
  for (let i = 0; i < 2; i += 1) {
    const server = await createServer(config, db ? { db } : {});
    gateways.push({ server, url: await server.listen(0, '127.0.0.1') });
  }
}, 120_000);

afterAll(async () => {
  for (const g of gateways) await g.server.close();
  await db?.close();
  await pg?.drop();
  await redis?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function guestOn(url: string): Promise<App> {
  const app = new App(url);
  ok(await app.guest());
  return app;
}

describe('two gateways', () => {
  it('refuse a signed-out device’s token at once, both of them', async () => {
    const [a, b] = gateways;
    const email = uniqueEmail('two-gw-app');
    ok(await register(new Shopper(a.url), email, 'two-gateways-secret'));
    const app = new App(a.url, 'workshop till');
    ok(await app.signIn(email, 'two-gateways-secret'));
    expect(ok(await app.on(b.url).gql<{ me: { email: string } }>('{ me { email } }')).me.email).toBe(email);
    // Signed out from the account's list on the other gateway (here by the app itself, on B).
    const [device] = ok(await app.on(b.url).gql<{ devices: { id: string; current: boolean }[] }>('{ devices { id current } }')).devices.filter((d) => d.current);
    const browser = new Shopper(b.url);
    ok(await browser.gql('mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { user { id } } }', { e: email, p: 'two-gateways-secret' }));
    ok(await browser.gql('mutation($id: ID!) { signOutDevice(id: $id) }', { id: device.id }));
    for (const g of gateways) {
      const refused = await app.on(g.url).gql('{ me { email } }');
      expect([refused.status, errorCode(refused)]).toEqual([401, 'TOKEN_INVALID']);
    }
    expect(errorCode(await app.on(a.url).refresh())).toBe('TOKEN_INVALID');
  });

  it('count one token’s requests on Redis across both gateways', async () => {
    const app = await guestOn(gateways[0].url);
    const allowed = [0, 0];
    const refused = [0, 0];
    let retryAfter = '';
    for (let i = 0; i < 2 * CLIENT_REQUESTS; i += 1) {
      const answer = await app.on(gateways[i % 2].url).gql('{ ping }');
      if (answer.status === 200) allowed[i % 2] += 1;
      else {
        expect([answer.status, errorCode(answer)]).toEqual([429, 'RATE_LIMITED']);
        retryAfter = answer.headers.get('retry-after') ?? '';
        refused[i % 2] += 1;
      }
    }
    console.log(
      `[apps limits] ${CLIENT_REQUESTS} requests per token a minute, on Redis: gateway A allowed ${allowed[0]} refused ${refused[0]}, gateway B allowed ${allowed[1]} refused ${refused[1]} (Retry-After ${retryAfter} s)`,
    );
    expect(allowed[0] + allowed[1]).toBe(CLIENT_REQUESTS);
    expect(allowed).toEqual([CLIENT_REQUESTS / 2, CLIENT_REQUESTS / 2]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('count one token’s query cost on Redis across both gateways', async () => {
    const app = await guestOn(gateways[1].url);
    const tenPings = `{ ${Array.from({ length: 10 }, (_, i) => `p${i}: ping`).join(' ')} }`;
    const codes: unknown[] = [];
    for (let i = 0; i < 6; i += 1) codes.push(errorCode(await app.on(gateways[i % 2].url).gql(tenPings)) ?? 'ok');
    // Cost 10 each against a budget of 55: five run, the sixth would pass it.
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED']);
  });

  it('fall back to each gateway’s memory while Redis is frozen, without waiting on it', async () => {
    redis.freeze();
    try {
      const app = await guestOn(gateways[0].url);
      const allowed = [0, 0];
      let slowest = 0;
      for (let i = 0; i < 2 * (CLIENT_REQUESTS + 2); i += 1) {
        const started = performance.now();
        const answer = await app.on(gateways[i % 2].url).gql('{ ping }');
        slowest = Math.max(slowest, performance.now() - started);
        if (answer.status === 200) allowed[i % 2] += 1;
        else expect(errorCode(answer)).toBe('RATE_LIMITED');
      }
      console.log(`[apps limits] Redis frozen: each gateway counts in its own memory: A allowed ${allowed[0]}, B allowed ${allowed[1]} of ${CLIENT_REQUESTS + 2} each; slowest answer ${slowest.toFixed(0)} ms`);
      expect(allowed).toEqual([CLIENT_REQUESTS, CLIENT_REQUESTS]);
      // Each command gives up on the frozen Redis after 50 ms (REDIS_TIMEOUT_MS): an answer that
      // waited on it would never come. The bound leaves room for a busy machine; bench:redis times it.
      expect(slowest).toBeLessThan(5_000);
    } finally {
      redis.resume();
    }
  });
});
