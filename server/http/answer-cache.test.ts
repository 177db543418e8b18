import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import type { CatalogVersion } from '../catalog/catalog-version';
import { createAnswerCache } from './answer-cache';

/** A catalogue version moved by hand (a write recorded elsewhere). */
function versionAt(v: string): CatalogVersion & { move(to: string): void } {
  let current = v;
  const listeners: ((v: string) => void)[] = [];
  return {
    get current() {
      return current;
    },
    refresh: async () => current,
    onChange: (l) => void listeners.push(l),
    stop: () => undefined,
    move(to) {
      current = to;
      for (const l of listeners) l(to);
    },
  };
}

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** A gateway: the answer cache in front of an application that answers a public query, counting how often it worked one out. */
async function gateway(version: CatalogVersion, shared: InMemoryLRUCache<string>) {
  const cache = createAnswerCache(version, { shared });
  const made = { count: 0 };
  const app = express();
  app.use('/graphql', cache.sharedLookup(), (_req, res) => {
    made.count++;
    res.keptAnswer = { keepSeconds: 60, followsVehicle: false, cacheControl: 'public, max-age=0, s-maxage=5', vary: 'Accept', vehicleId: null };
    res.setHeader('content-type', 'application/json');
    res.setHeader('cache-control', 'public, max-age=0, s-maxage=5');
    res.end(JSON.stringify({ data: { version: version.current } }));
  });
  const server = http.createServer(cache.front(app));
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ask = async () => {
    const res = await fetch(`${url}/graphql?query=%7Bx%7D`, { headers: { 'apollo-require-preflight': 'true' } });
    return { body: await res.text(), age: res.headers.get('age') };
  };
  return { cache, made, ask };
}

describe('the answer cache with Redis behind it', () => {
  it('gives one gateway the answer another kept, and neither after the catalogue version moved', async () => {
    const version = versionAt('1.1');
    const shared = new InMemoryLRUCache<string>();
    const a = await gateway(version, shared);
    const b = await gateway(version, shared);

    const first = await a.ask();
    expect(first.age).toBeNull();
    expect(a.made.count).toBe(1);
    // Written to Redis once the answer ends.
    await new Promise((r) => setTimeout(r, 20));

    const other = await b.ask();
    expect(other.body).toBe(first.body);
    expect(other.age).not.toBeNull();
    expect(b.made.count).toBe(0);
    expect(b.cache.answered.shared).toBe(1);
    // Then from its own memory, in front.
    expect((await b.ask()).age).not.toBeNull();
    expect(b.cache.answered.get).toBe(1);

    version.move('1.2');
    const after = await b.ask();
    expect(after.age).toBeNull();
    expect(JSON.parse(after.body)).toEqual({ data: { version: '1.2' } });
    expect(b.made.count).toBe(1);
  });
});
