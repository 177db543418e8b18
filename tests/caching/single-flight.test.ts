import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureClientBuilt } from '../browser/support/build-client';
import { startTestShop, type TestShop } from '../helpers/shop';

/**
 * Twenty visitors arriving at once at a page nobody has rendered make one render (the others are
 * sent what it made), while twenty different pages still render side by side; the same for twenty
 * askers of one public GraphQL answer. `single_flight_total` counts flights and those who waited.
 */

let shop: TestShop;
const PAGE = { accept: 'text/html' };
const API = { accept: 'application/graphql-response+json,application/json;q=0.9', 'apollo-require-preflight': 'true' };

beforeAll(async () => {
  const clientDir = await ensureClientBuilt();
  shop = await startTestShop({ CLIENT_DIR: clientDir, SSR_TIMEOUT_MS: '30000', SSR_STREAM_AFTER_MS: '30000', METRICS_ENABLED: 'true' });
}, 120_000);
afterAll(() => shop?.close());

async function flights(kind: 'page' | 'answer'): Promise<{ made: number; joined: number }> {
  const text = await (await fetch(`${shop.url}/metrics`)).text();
  const figure = (outcome: string) => Number(text.split('\n').find((l) => l.startsWith(`single_flight_total{kind="${kind}",outcome="${outcome}"}`))?.split(' ')[1] ?? NaN);
  return { made: figure('made'), joined: figure('joined') };
}

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          resolve({ status: res.statusCode ?? 0, headers: h, body: Buffer.concat(chunks).toString('utf8') });
        });
      })
      .on('error', reject);
  });
}

/**
 * `n` requests of one URL that reach the shop together: over `n` connections opened first, each
 * written in the same turn, so the shop reads them all before it can finish a first answer, however
 * warm its code is (connections opened per request would let a quick render end before the last arrives).
 */
async function simultaneous(url: string, headers: Record<string, string>, n = 20): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: n });
  try {
    await Promise.all(Array.from({ length: n }, () => get(agent, `${shop.url}/healthz`, {})));
    return await Promise.all(Array.from({ length: n }, () => get(agent, url, headers)));
  } finally {
    agent.destroy();
  }
}

describe('one render per page key at a time', () => {
  it('renders a page once for twenty simultaneous first visitors, who all get the same page', async () => {
    const before = await flights('page');
    // A vehicle's group of parts: its render waits for the parts provider (a call over loopback), as
    // a first visit's render waits for data, so the twenty are read while it is made.
    const answers = await simultaneous(`${shop.url}/shop/vehicles/volkswagen/amarok-i/2010/1-4-tsi-10132/pastillas-de-freno-100102?at=once`, PAGE);
    const bodies = answers.map((a) => a.body);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies).size).toBe(1);
    const after = await flights('page');
    const how = answers.map((a) => a.headers.get('x-page-cache'));
    expect(after.made - before.made).toBe(1);
    expect(after.joined - before.joined).toBe(19);
    expect(how.filter((h) => h === 'miss')).toHaveLength(1);
    expect(how.filter((h) => h === 'shared-render')).toHaveLength(19);
    expect(new Set(answers.map((a) => a.headers.get('cache-control'))).size).toBe(1);
  });

  it('still renders twenty different pages side by side', async () => {
    const before = await flights('page');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => fetch(`${shop.url}/site/about-us?page=${i}`, { headers: PAGE })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const after = await flights('page');
    expect(after.made - before.made).toBe(20);
    expect(after.joined - before.joined).toBe(0);
  });

  it("never gives one shopper's page to another: pages of a session are rendered each", async () => {
    const before = await flights('page');
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${shop.url}/shop/cart`, { headers: PAGE })));
    expect(answers.map((a) => a.headers.get('x-page-cache'))).not.toContain('shared-render');
    expect((await flights('page')).joined).toBe(before.joined);
  });

  it('executes a public GraphQL answer once for twenty simultaneous askers', async () => {
    // The models of a make no page has shown: executing the answer waits for the parts provider.
    const makes = (await (await fetch(`${shop.url}/graphql?query=${encodeURIComponent('{ vehicleMakes { id name } }')}`, { headers: API })).json()) as {
      data: { vehicleMakes: { id: string; name: string }[] };
    };
    const make = makes.data.vehicleMakes.find((m) => !/volkswagen/i.test(m.name))!;
    const before = await flights('answer');
    const url = `${shop.url}/graphql?query=${encodeURIComponent(`{ vehicleModels(makeId: "${make.id}") { id name } }`)}&n=once`;
    const answers = await simultaneous(url, API);
    const bodies = answers.map((a) => a.body);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]).data.vehicleModels.length).toBeGreaterThan(0);
    const after = await flights('answer');
    expect(after.made - before.made).toBe(1);
    expect(after.joined - before.joined).toBe(19);
  });

  it("shows each memory cache's bytes beside its bound, and its hits and misses, in /metrics", async () => {
    await fetch(`${shop.url}/site/about-us?page=0`, { headers: PAGE });
    // Two different answers from one provider call: the second finds the provider's answer held.
    for (const query of ['{ vehicleMakes { id } }', '{ vehicleMakes { name } }']) await fetch(`${shop.url}/graphql?query=${encodeURIComponent(query)}`, { headers: API });
    const text = await (await fetch(`${shop.url}/metrics`)).text();
    const figure = (name: string, labels: string) => Number(text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`))?.split(' ')[1] ?? NaN);
    for (const cache of ['pages', 'answers', 'provider', 'pictures']) {
      const bound = figure('cache_bound_bytes', `cache="${cache}"`);
      const bytes = figure('cache_bytes', `cache="${cache}"`);
      expect(bound, cache).toBeGreaterThan(0);
      expect(bytes, cache).toBeGreaterThanOrEqual(0);
      expect(bytes, cache).toBeLessThanOrEqual(bound);
    }
    expect(figure('cache_bytes', 'cache="pages"')).toBeGreaterThan(20 * 1024);
    expect(figure('cache_bytes', 'cache="answers"')).toBeGreaterThan(0);
    expect(figure('cache_lookups_total', 'cache="pages",outcome="hit"')).toBeGreaterThanOrEqual(1);
    expect(figure('cache_lookups_total', 'cache="pages",outcome="miss"')).toBeGreaterThanOrEqual(21);
    expect(figure('cache_lookups_total', 'cache="provider",outcome="hit"')).toBeGreaterThan(0);
  });
});
