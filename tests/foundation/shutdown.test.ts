import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD_COST } from '../../server/account/password';
import { STOP_DEADLINE_MS } from '../../server/process/worker-pool';
import { ensureServerBuilt, GATEWAY_BUNDLE } from '../../scripts/server-build.mjs';
import { linkStandInData, seededTemplateDir } from '../helpers/pglite-template';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stop-'));
/** Every gateway started here, stopped at the end if still running (a test that timed out waiting for one left it serving). */
const started: ChildProcess[] = [];
/**
 * A test's time: a gateway of a primary and two workers started beside the browser lane (Chromium
 * and its shops on the same two cores) has taken most of a minute, the 60 s of other tests.
 */
const START_BUDGET_MS = 120_000;

// The gateways start on a database and a stand-in data set as a first start leaves them: what is
// tested is how they stop, and a first launch (its database made, its sample data written, its
// stand-in's data generated) made the first start take up to a minute beside the other lanes.
beforeAll(async () => {
  fs.cpSync(await seededTemplateDir(), path.join(dataDir, 'pglite'), { recursive: true });
  await linkStandInData(dataDir);
});

afterAll(() => {
  for (const proc of started) {
    try {
      // The whole group: a primary's workers too.
      process.kill(-proc.pid!, 'SIGKILL');
    } catch {
      // ended already
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Starts `server/main.ts` (bundled) as `npm start` does, with `workers` gateway processes (1: the whole
 * gateway in one process); resolves with the URL it prints and the lines it logs.
 */
async function startShopProcess(workers: number, options: { everyWorker?: boolean } = {}): Promise<{ proc: ChildProcess; url: string; logged: (text: string) => Promise<void> }> {
  await ensureServerBuilt();
  const proc = spawn(process.execPath, ['--enable-source-maps', GATEWAY_BUNDLE], {
    // Info level: the test waits for the line saying the shop has begun to stop.
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, CLIENT_DIR: 'none', LOG_LEVEL: 'info', NODE_ENV: 'development', PASSWORD_SCRYPT_COST: String(TEST_PASSWORD_COST), WEB_CONCURRENCY: String(workers) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // A process group of its own, so that the end of the file stops its workers with it.
    detached: true,
  });
  started.push(proc);
  let out = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  proc.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const w of waiters.filter((x) => out.includes(x.text))) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve();
    }
  });
  proc.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const logged = (text: string) => (out.includes(text) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ text, resolve })));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`shop did not start:\n${out}`)), 90_000);
    // With several workers, the first serves before the others have started: the test wants them all.
    void logged(workers > 1 && options.everyWorker !== false ? 'Every worker serving' : 'Shop ready at ').then(() => {
      const m = /Shop ready at (http:\/\/\S+)/.exec(out);
      clearTimeout(timer);
      if (m) resolve({ proc, url: m[1], logged });
    });
    proc.on('exit', (code) => reject(new Error(`shop exited with ${code}:\n${out}`)));
  });
}

/** A raw connection to the shop, to send requests on one kept-alive connection at known moments. */
function rawConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (c: Buffer) => (received += c.toString()));
  const ended = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
  return {
    /** Writes and resolves once the bytes are handed to the system (so they are on their way to the shop). */
    send: (text: string) => new Promise<void>((resolve, reject) => socket.write(text, (err) => (err ? reject(err) : resolve()))),
    /** Resolves once `count` whole answers (headers and body) have arrived. */
    answers: (count: number) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if ((received.match(/\r\n\r\n\{"status":"ok"/g) ?? []).length >= count) resolve();
          else socket.once('data', check);
        };
        check();
      }),
    /** Everything received, once the shop has closed the connection. */
    ended,
  };
}

// One process, and a primary with two workers (the primary holds a connection between health
// checks; a worker holds it from the first other request).
describe.each([1, 2])('graceful shutdown with %i gateway process(es)', (workers) => {
  it('answers the requests sent before SIGTERM (one still arriving, one on a kept-alive connection), refuses new connections, then exits 0', async () => {
    const { proc, url, logged } = await startShopProcess(workers);
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    const { port } = new URL(url);

    // A kept-alive connection that has had one answer and sits idle, as a browser's or a proxy's.
    const kept = rawConnection(Number(port));
    const healthz = 'GET /healthz HTTP/1.1\r\nHost: shop.test\r\n\r\n';
    await kept.send(healthz);
    await kept.answers(1);

    // A request whose headers and first bytes are sent, the rest of its body still to come.
    const body = JSON.stringify({ query: '{ shop { name } }' });
    let sendRest: () => void = () => undefined;
    const answer = new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port, path: '/graphql', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, text }));
        },
      );
      req.on('error', reject);
      sendRest = () => req.end(body.slice(10));
      req.write(body.slice(0, 10), () => {
        // Both requests are on their way; the signal comes before the shop may have read either.
        void kept.send(healthz).then(() => proc.kill('SIGTERM'));
      });
    });

    // Once the shop has begun to stop, the rest of the body arrives.
    await logged('stopping: finishing requests in flight');
    sendRest();

    const result = await answer;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text).data.shop.name).toBe('Autopartes del Sur');
    // The answers given while stopping tell the client not to send more on the connection...
    expect(result.connection).toBe('close');
    // ...and the kept-alive connection got its second answer, then was closed by the shop.
    const keptReceived = await kept.ended;
    expect(keptReceived.match(/HTTP\/1\.1 200 OK\r\n/g)).toHaveLength(2);
    expect(keptReceived.match(/\r\n\r\n\{"status":"ok"/g)).toHaveLength(2);

    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    expect(await exited).toBe(0);
  }, START_BUDGET_MS);
});

describe('a gateway of two workers stopped while the second is still starting', () => {
  it('stops at once, exiting 0: the starting worker has no request to finish', async () => {
    const { proc, logged } = await startShopProcess(2, { everyWorker: false });
    await logged('1 of them still starting');
    const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
    const signalled = Date.now();
    proc.kill('SIGTERM');
    await logged('stopping: finishing requests in flight');
    expect(await exited).toBe(0);
    // Before, the starting worker never heard the word to stop and was killed at the 10 s deadline.
    expect(Date.now() - signalled).toBeLessThan(STOP_DEADLINE_MS);
  }, START_BUDGET_MS);
});
