import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { GO_HOME_SHARE, RelayPool, relayServer, SLOW_TURN_MS } from './relay';
import { readAgain, stopReading } from './socket-reading';
import { SLOW_TAKE_MS, WorkerLane } from './worker-lane';
import type { WorkerState } from './worker-pool';

// The primary's relay and the worker's side of it, in one process: a front that reads a
// connection's first bytes and stops (as the primary's does), a pool of connections opened ahead to
// the worker's relay socket, and the worker's HTTP server fed from it.

interface Rig {
  url: { host: string; port: number };
  /** The worker's relay socket. */
  target: string;
  pool: RelayPool;
  seen: { address: string | undefined; port: number | undefined; method: string; body: string }[];
  close(): Promise<void>;
}

const rigs: Rig[] = [];
afterEach(async () => {
  for (const rig of rigs.splice(0)) await rig.close();
});

async function rig(size = 4): Promise<Rig> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-test-'));
  const target = path.join(dir, 'worker-1.relay.sock');
  const seen: Rig['seen'] = [];
  const worker = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      seen.push({ address: req.socket.remoteAddress, port: req.socket.remotePort, method: req.method ?? '', body });
      res.end(`${req.method} ${body.length}`);
    });
  });
  const relayed = relayServer((socket) => worker.emit('connection', socket));
  await new Promise<void>((resolve) => relayed.server.listen(target, resolve));
  const pool = new RelayPool(target, size);
  pool.fill();
  const front = net.createServer({ pauseOnConnect: true }, (socket) => {
    socket.once('data', (first: Buffer) => {
      stopReading(socket);
      // Relayed a little later, as a connection that waited behind a hand-over is (and again
      // shortly when no connection is open ahead just then, as the primary's lane does).
      const relay = () => {
        if (!pool.relay(socket, first, readAgain)) setTimeout(relay, 5);
      };
      setTimeout(relay, 20);
    });
    socket.resume();
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  // The connections opened ahead are accepted before the first client comes.
  await new Promise((r) => setTimeout(r, 50));
  const made = {
    url: { host: '127.0.0.1', port: (front.address() as net.AddressInfo).port },
    target,
    pool,
    seen,
    async close() {
      pool.close();
      relayed.close();
      front.close();
      worker.closeAllConnections();
      worker.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  rigs.push(made);
  return made;
}

/** Sends `pieces` on one connection, a few milliseconds apart, and reads until `answers` answers came. */
async function converse(url: Rig['url'], pieces: string[], answers: number): Promise<{ text: string; localPort: number }> {
  const socket = net.connect(url.port, url.host);
  await new Promise((r) => socket.once('connect', r));
  let text = '';
  socket.setEncoding('utf8');
  const done = new Promise<void>((resolve) =>
    socket.on('data', (c: string) => {
      text += c;
      if ((text.match(/HTTP\/1\.1 200/g) ?? []).length >= answers && /(POST|GET) \d+$/.test(text)) resolve();
    }),
  );
  for (const piece of pieces) {
    socket.write(piece);
    await new Promise((r) => setTimeout(r, 30));
  }
  await done;
  const localPort = socket.localPort ?? 0;
  socket.destroy();
  return { text, localPort };
}

describe('a connection relayed to a worker', () => {
  it('reaches the worker whole, however many packets its body comes in, with the client’s address', async () => {
    const r = await rig();
    const body = 'x'.repeat(3000);
    const head = `POST /graphql HTTP/1.1\r\nHost: shop\r\nContent-Length: ${body.length}\r\n\r\n`;
    const { text, localPort } = await converse(r.url, [head + body.slice(0, 1000), body.slice(1000, 2000), body.slice(2000)], 1);
    expect(text).toMatch(/POST 3000$/);
    expect(r.seen).toEqual([{ address: '127.0.0.1', port: localPort, method: 'POST', body }]);
  });

  it('carries every request of a kept-alive connection, and a request that came before the relay', async () => {
    const r = await rig();
    const get = 'GET /a HTTP/1.1\r\nHost: shop\r\n\r\n';
    const post = 'POST /b HTTP/1.1\r\nHost: shop\r\nContent-Length: 5\r\n\r\nhello';
    // The second request is sent before the front relays the connection (20 ms after its first bytes).
    const { text } = await converse(r.url, [get, post, get], 3);
    expect((text.match(/HTTP\/1\.1 200/g) ?? []).length).toBe(3);
    expect(r.seen.map((s) => `${s.method} ${s.body}`)).toEqual(['GET ', 'POST hello', 'GET ']);
  });

  it('takes a connection opened ahead for each client and opens another in its place', async () => {
    const r = await rig(2);
    const get = 'GET / HTTP/1.1\r\nHost: shop\r\n\r\n';
    const all = await Promise.all([1, 2, 3, 4].map(() => converse(r.url, [get], 1)));
    expect(all.every((a) => /GET 0$/.test(a.text))).toBe(true);
    expect(r.seen).toHaveLength(4);
  });

  it('is refused when no connection is open ahead (the front hands the client over instead)', async () => {
    const pool = new RelayPool(path.join(os.tmpdir(), 'no-such-worker.relay.sock'), 1);
    pool.fill();
    await new Promise((r) => setTimeout(r, 20));
    const client = new net.Socket();
    expect(pool.relay(client, Buffer.from('GET / HTTP/1.1\r\n\r\n'), readAgain)).toBe(false);
    expect(client.destroyed).toBe(false);
    pool.close();
  });
});

describe('the way into a worker', () => {
  /** A worker as the lane sees it: hand-overs recorded, `shop:taken` sent when the test says. */
  function laneRig(target: string) {
    const handed: net.Socket[] = [];
    const refused: net.Socket[] = [];
    const worker = Object.assign(new EventEmitter(), {
      send: (_message: unknown, socket: net.Socket, _options: unknown, done: (err: Error | null) => void) => {
        handed.push(socket);
        done(null);
        return true;
      },
    });
    const state = { worker, pid: 1, state: 'serving', lastHeardAt: Date.now(), report: null, connections: 0 } as unknown as WorkerState;
    const lane = new WorkerLane(state, target, (socket) => refused.push(socket));
    return { lane, handed, refused, take: () => worker.emit('message', { type: 'shop:taken' }), exit: () => worker.emit('exit') };
  }

  /** `n` client connections whose first bytes the front has read: they go to `enter`. */
  async function clients(n: number, enter: (socket: net.Socket, first: Buffer) => void): Promise<{ answers: Promise<string>[]; close(): void }> {
    const front = net.createServer({ pauseOnConnect: true }, (socket) => {
      socket.once('data', (first: Buffer) => {
        stopReading(socket);
        enter(socket, first);
      });
      socket.resume();
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    const port = (front.address() as net.AddressInfo).port;
    const sockets: net.Socket[] = [];
    const answers: Promise<string>[] = [];
    for (let i = 0; i < n; i++) {
      const socket = net.connect(port, '127.0.0.1');
      sockets.push(socket);
      answers.push(
        new Promise((resolve) => {
          let text = '';
          socket.setEncoding('utf8');
          socket.on('data', (c: string) => {
            text += c;
            if (/GET 0$/.test(text)) resolve(text);
          });
        }),
      );
      socket.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n');
      // One after the other, as a burst's connections reach the primary's loop.
      await new Promise((r) => setTimeout(r, 2));
    }
    return { answers, close: () => { for (const s of sockets) s.destroy(); front.close(); } };
  }

  it('hands connections over one at a time as the worker takes them, and relays none while it takes them quickly', async () => {
    const r = await rig();
    const w = laneRig(r.target);
    const c = await clients(4, (socket, first) => {
      w.lane.enter(socket, first, 0);
      // The worker takes each hand-over at once.
      queueMicrotask(w.take);
    });
    expect(await within(5_000, () => w.handed.length === 4)).toBe(true);
    await new Promise((res) => setTimeout(res, SLOW_TAKE_MS * 2));
    expect(r.seen).toHaveLength(0);
    c.close();
  });

  it('relays the connections waiting behind a hand-over the worker has not taken within SLOW_TAKE_MS', async () => {
    const r = await rig();
    const w = laneRig(r.target);
    const started = performance.now();
    const c = await clients(4, (socket, first) => w.lane.enter(socket, first, 0));
    // The first to come is handed over and never taken (a worker busy rendering); the three behind it are answered through the relay.
    expect(await within(5_000, () => r.seen.length === 3)).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_TAKE_MS);
    expect(w.handed).toHaveLength(1);
    expect(r.seen).toHaveLength(3);
    c.close();
  });

  it('gives back the connections still waiting when the worker is gone', async () => {
    // No relay socket: the connections can only wait for the worker.
    const w = laneRig(path.join(os.tmpdir(), 'no-such-worker.relay.sock'));
    let entered = 0;
    const c = await clients(3, (socket, first) => {
      entered += 1;
      w.lane.enter(socket, first, 0);
    });
    expect(await within(2_000, () => entered === 3)).toBe(true);
    w.exit();
    expect(w.handed).toHaveLength(1);
    expect(w.refused).toHaveLength(2);
    c.close();
  });
});

/** Whether `check` holds within `ms` (asked every 5 ms). */
async function within(ms: number, check: () => boolean): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return check();
}

describe('a relayed connection going home', () => {
  it('is closed by an answer once the worker has been quick for two windows, one answer in twenty; never while it is slow', async () => {
    let late = SLOW_TURN_MS + 10;
    let draw = 0;
    const delivered: net.Socket[] = [];
    const relayed = relayServer((socket) => delivered.push(socket), {
      lateness: { p99Ms: () => late, reset: () => undefined, stop: () => undefined },
      windowMs: 10,
      random: () => draw,
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relay-home-'));
    const target = path.join(dir, 'worker-1.relay.sock');
    await new Promise<void>((resolve) => relayed.server.listen(target, resolve));
    const client = net.connect(target);
    client.write('127.0.0.1 40000 IPv4\nGET / HTTP/1.1\r\n\r\n');
    await within(2_000, () => delivered.length > 0);
    const [socket] = delivered;
    const other = new net.Socket();
    try {
      // Slow: it stays relayed, whatever the draw.
      expect(relayed.goesHome(socket)).toBe(false);
      late = SLOW_TURN_MS - 10;
      expect(await within(2_000, () => relayed.goesHome(socket))).toBe(true);
      draw = GO_HOME_SHARE;
      expect(relayed.goesHome(socket)).toBe(false);
      // A connection handed over (not relayed) is never closed for this.
      draw = 0;
      expect(relayed.goesHome(other)).toBe(false);
      // Slow again: relayed connections stay.
      late = SLOW_TURN_MS + 10;
      expect(await within(2_000, () => !relayed.goesHome(socket))).toBe(true);
    } finally {
      client.destroy();
      relayed.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
