import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { Shopper } from '../helpers/shop';
import { freshDataDir, killStrayGateways, startGateway, type GatewayProcess } from './support/gateway';
import { settledMemory } from './support/inspector';
import { quantile, runMixedTraffic } from './support/traffic';

/** Length of the measured run (RELIABILITY_LOAD_SECONDS, 30 by default) and its warm-up. */
const LOAD_SECONDS = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.RELIABILITY_WARMUP_SECONDS ?? 6);
const CONNECTIONS = 50;

let gateway: GatewayProcess | null = null;
let dataDir = '';

afterAll(async () => {
  await gateway?.stop();
  killStrayGateways();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

describe('load', () => {
  it(
    `answers ${LOAD_SECONDS} s of mixed traffic at ${CONNECTIONS} connections without an error, and gives its memory back`,
    async () => {
      dataDir = await freshDataDir('load');
      gateway = await startGateway({
        DATA_DIR: dataDir,
        // Every shopper of the run comes from 127.0.0.1, and a sign-in attempt counts against its
        // address until it is answered (then a successful one is given back): up to CONNECTIONS
        // correct sign-ins in flight at once from one address would pass the default 30, which is
        // meant for the open internet, where one address is one visitor. Only the per-address
        // limits are raised; the per-account limit keeps its default, and every sign-in of the run
        // uses the right password, so any AUTH_TOO_MANY_ATTEMPTS still counts as an error.
        AUTH_MAX_REGISTRATIONS_PER_ADDRESS: '1000',
        AUTH_MAX_FAILURES_PER_ADDRESS: '100000',
        // Hundreds of checkouts a run: the sample stock must not sell out (a sold-out part is a
        // refused checkout, counted as an error here).
        SAMPLE_STOCK_UNITS: '10000000',
      }, { inspect: true });
      // The processes that serve requests: the workers (after the primary's own debugger), or the
      // gateway itself when it runs as one process.
      const debuggers = gateway.debuggerUrls();
      const serving = debuggers.length > 1 ? debuggers.slice(1) : debuggers;
      if (serving.length === 0) throw new Error('the gateway printed no debugger address');
      const heapInUse = async () => (await Promise.all(serving.map((url) => settledMemory(url)))).reduce((sum, m) => sum + m.heapUsed, 0);
      // One account per connection: each shopper signs into its own (see TrafficContext.accounts).
      const { url } = gateway;
      const stamp = Date.now().toString(36);
      const accounts = Array.from({ length: CONNECTIONS }, (_, i) => ({ email: `load.${i}.${stamp}@example.com`, password: `load-secret-${i}-ok` }));
      for (let i = 0; i < accounts.length; i += 5) {
        const answers = await Promise.all(
          accounts.slice(i, i + 5).map((a) =>
            new Shopper(url).gql('mutation R($e: String!, $p: String!) { register(email: $e, password: $p) { user { id } } }', { e: a.email, p: a.password }),
          ),
        );
        for (const answer of answers) expect(answer.errors).toBeUndefined();
      }
      const ctx = { baseUrl: gateway.url, accounts };

      // Warm-up at full concurrency: caches filled, the heap grown to the traffic's size. Memory is
      // read after a full garbage collection: what is still held, not what the collector has not
      // yet come round to (resident memory after a run depends on where its last cycle fell).
      const warm = await runMixedTraffic(ctx, { connections: CONNECTIONS, seconds: WARMUP_SECONDS, seed: 1 });
      expect(warm.samples).toEqual([]);
      const before = { heapUsed: await heapInUse() };
      const rssBefore = gateway.rss();

      const started = Date.now();
      const run = await runMixedTraffic(ctx, { connections: CONNECTIONS, seconds: LOAD_SECONDS, seed: 2 });
      const seconds = (Date.now() - started) / 1000;
      const after = { heapUsed: await heapInUse() };
      const rssAfter = gateway.rss();
      const ratio = after.heapUsed / before.heapUsed;

      console.log(
        `[load] ${CONNECTIONS} connections, ${seconds.toFixed(1)} s: ${run.requests} requests (${(run.requests / seconds).toFixed(1)}/s), ` +
          `${run.errors} errors, ${run.serverErrors} 5xx; latency median ${quantile(run.durations, 0.5).toFixed(0)} ms, p95 ${quantile(run.durations, 0.95).toFixed(0)} ms; operations ${JSON.stringify(run.byKind)}; ` +
          `heap in use after collection (${serving.length} serving process(es)): before ${mb(before.heapUsed)} MB, after ${mb(after.heapUsed)} MB (${((ratio - 1) * 100).toFixed(1)} %); ` +
          `resident: before ${mb(rssBefore)} MB, after ${mb(rssAfter)} MB` +
          (run.samples.length ? `; first failures: ${run.samples.join(' | ')}` : ''),
      );
      expect(run.samples).toEqual([]);
      expect(run.errors).toBe(0);
      expect(run.serverErrors).toBe(0);
      expect(Object.values(run.byKind).every((n) => n > 0)).toBe(true);
      // Nothing the run made is still held (a leak would hold a share of every request), and the
      // process gives its pages back once the collector has freed them.
      expect(ratio).toBeGreaterThan(0.8);
      expect(ratio).toBeLessThan(1.1);
      expect(rssAfter / rssBefore).toBeLessThan(1.2);

      // Still healthy afterwards.
      expect((await fetch(`${gateway.url}/readyz`)).status).toBe(200);
    },
    (LOAD_SECONDS + WARMUP_SECONDS) * 1000 + 150_000,
  );
});
