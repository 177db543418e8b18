import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDataDir, killStrayGateways, startGateway, type GatewayProcess } from './support/gateway';

let gateway: GatewayProcess | null = null;
let dataDir = '';
let frozen: number | null = null;

afterAll(async () => {
  if (frozen !== null) process.kill(frozen, 'SIGCONT');
  await gateway?.stop();
  killStrayGateways();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One request on a connection of its own (as a load balancer's check, or a new visitor), given up
 * after `timeoutMs`; `pieces` sends the body in that many writes a millisecond apart.
 */
function ask(url: string, path: string, options: { body?: string; timeoutMs?: number; pieces?: number } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(url);
    const req = http.request(
      {
        host: hostname,
        port,
        path,
        method: options.body ? 'POST' : 'GET',
        agent: false,
        headers: options.body ? { 'content-type': 'application/json' } : {},
        timeout: options.timeoutMs ?? 2_000,
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within ${options.timeoutMs ?? 2_000} ms`)));
    req.on('error', reject);
    const body = options.body ?? '';
    const pieces = options.pieces ?? 1;
    const size = Math.ceil(body.length / pieces);
    const write = (i: number): void => {
      if (i >= pieces - 1) {
        req.end(body.slice(i * size));
        return;
      }
      req.write(body.slice(i * size, (i + 1) * size));
      setTimeout(() => write(i + 1), 1);
    };
    write(0);
  });
}

interface Check {
  name: string;
  status: string;
  reason?: string;
}

/** Asks /readyz every 100 ms until `done` says so; answers how long it took. */
async function readyzUntil(url: string, done: (a: Answer) => boolean, withinMs: number): Promise<{ ms: number; answer: Answer }> {
  const started = Date.now();
  for (;;) {
    const answer = await ask(url, '/readyz');
    if (done(answer)) return { ms: Date.now() - started, answer };
    if (Date.now() - started > withinMs) throw new Error(`/readyz still answers ${answer.status} after ${withinMs} ms: ${JSON.stringify(answer.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a gateway of two workers', () => {
  beforeAll(async () => {
    dataDir = await freshDataDir('workers');
    gateway = await startGateway({ DATA_DIR: dataDir, WEB_CONCURRENCY: '2' });
  }, 120_000);

  it('hands each connection to a worker with its request whole, however many packets it comes in', async () => {
    const { url } = gateway!;
    // 150 KB of query (a long comment) in 8 writes, 20 connections at once: the primary reads the
    // first bytes of each, the worker the rest. A body cut short would be malformed JSON, or never answered.
    const body = JSON.stringify({ query: `# ${'x'.repeat(150_000)}\nquery Q { shop { name } }` });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(url, '/graphql', { body, pieces: 8, timeoutMs: 10_000 })));
    for (const a of answers) expect((a.body.data as { shop: { name: string } }).shop.name).toBeTruthy();
  }, 60_000);

  it('makes /readyz fail within seconds when a worker’s event loop stops, serves on with the other, and recovers once it runs again', async () => {
    const { url } = gateway!;

    const before = await ask(url, '/readyz');
    expect(before.status).toBe(200);
    const workers = before.body.workers as { pid: number; eventLoopDelayMs: { p99: number } }[];
    expect(workers).toHaveLength(2);
    expect(workers.every((w) => w.eventLoopDelayMs.p99 >= 0)).toBe(true);

    // A stopped process runs nothing at all: no heartbeat, no answer (SIGSTOP cannot be caught).
    const victim = workers[0].pid;
    process.kill(victim, 'SIGSTOP');
    frozen = victim;
    const failing = await readyzUntil(url, (a) => a.status === 503, 6_000);
    const loop = (failing.answer.body.checks as Check[]).find((c) => c.name === 'event-loop');
    expect(loop?.status).toBe('failing');
    expect(loop?.reason).toContain(`pid ${victim}`);
    // Liveness says the same.
    expect((await ask(url, '/healthz')).status).toBe(503);

    // New connections go to the worker that still answers.
    for (let i = 0; i < 6; i += 1) {
      const answer = await ask(url, '/graphql', { body: JSON.stringify({ query: '{ shop { name } }' }), timeoutMs: 5_000 });
      expect(answer.body).toEqual({ data: { shop: { name: 'Autopartes del Sur' } } });
    }

    process.kill(victim, 'SIGCONT');
    frozen = null;
    const recovered = await readyzUntil(url, (a) => a.status === 200, 6_000);
    expect((recovered.answer.body.checks as Check[]).every((c) => c.status !== 'failing')).toBe(true);
    console.log(`[frozen worker] SIGSTOP of worker pid ${victim}: /readyz 503 after ${failing.ms} ms ("${loop?.reason}"); 6 requests on new connections answered meanwhile; /readyz 200 again ${recovered.ms} ms after SIGCONT`);
  }, 120_000);
});
