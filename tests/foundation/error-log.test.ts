import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type ShopServer } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db';
import { pgliteTemplate } from '../helpers/pglite-template';

// A database that fails review reads on demand: an unexpected error inside a resolver.
let failReviews = false;
const lines: Record<string, unknown>[] = [];
let server: ShopServer;
let url: string;
let dataDir: string;
let real: Db;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-errlog-'));
  fs.cpSync(await pgliteTemplate(), path.join(dataDir, 'pglite'), { recursive: true });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, CLIENT_DIR: 'none' });
  real = await openDatabase(config);
  const db: Db = Object.create(real, {
    query: {
      value: (sql: string, params?: unknown[]) => {
        if (failReviews && sql.includes('catalog_reviews')) return Promise.reject(new Error('disk on fire'));
        return real.query(sql, params);
      },
    },
  });
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  server = await createServer(config, { db, log: pino({ level: 'info' }, sink) });
  url = await server.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await server?.close();
  await real?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('unexpected errors', () => {
  it('are logged once with the request id and answered masked', async () => {
    failReviews = true;
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-error-log-1' },
      body: JSON.stringify({ query: '{ product(slug: "bujia-ngk-bkr6e") { name rating } }' }),
    });
    failReviews = false;
    const answer = (await res.json()) as { errors?: { message: string; extensions?: { code?: string } }[] };
    expect(answer.errors?.[0]).toMatchObject({ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    expect(JSON.stringify(answer)).not.toContain('disk on fire');

    const logged = lines.filter((l) => l.msg === 'unexpected error while answering a GraphQL request');
    expect(logged).toHaveLength(1);
    expect(JSON.stringify(logged[0])).toContain('req-error-log-1');
    expect(JSON.stringify(logged[0])).toContain('disk on fire');
  });
});
