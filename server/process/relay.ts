import net from 'node:net';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

// Connections relayed by the primary instead of handed over. A worker rendering pages takes a new
// connection only once per turn of its event loop, and a turn takes tens of milliseconds then: Node
// hands sockets over one at a time, each waiting for the worker to read the last from its channel,
// and a Node server accepts one connection per turn (libuv). A hundred shoppers arriving at once
// waited up to seconds for their first byte (`bench:pages`' uncached p99 at 100 connections).
// So the primary keeps, for each worker, connections to the worker's relay socket opened ahead
// (accepted while the worker was idle). While a hand-over to a worker still waits its turn, the
// primary takes one of them, writes the client's address and what it read of the request, and
// copies bytes both ways for the connection's life: the worker reads any number of those in one turn.

/** The worker's socket for relayed connections, in the primary's private directory. */
export const relaySocketPath = (socketDir: string, workerId: number): string => path.join(socketDir, `worker-${workerId}.relay.sock`);

/** Connections the primary keeps open ahead to each worker: a burst this large meets no accept. */
export const SPARE_RELAYS = 64;

/**
 * A worker whose event loop was late by more than this (p99 over half a second) takes hand-overs
 * slowly: relayed connections stay relayed. Once it has been quicker for a whole second, each
 * relayed connection's next answer closes it (`Connection: close`) and the client's next connection
 * is handed over: a relayed connection costs the primary a copy of every byte (`bench:mixed` at 100
 * kept-alive connections, all relayed: 8–11 % fewer requests per second).
 */
export const SLOW_TURN_MS = 30;
/** The share of a quick worker's answers on relayed connections that close them. */
export const GO_HOME_SHARE = 0.05;

/** The longest first line (the client's address) a relayed connection may start with. */
const MAX_PREAMBLE = 128;

/** Primary: the connections opened ahead to one worker's relay socket. */
export class RelayPool {
  private readonly spare = new Set<net.Socket>();
  private opening = 0;
  private closed = false;

  constructor(
    private readonly target: string,
    private readonly size = SPARE_RELAYS,
  ) {}

  /** Opens connections until `size` are open or opening. */
  fill(): void {
    while (!this.closed && this.spare.size + this.opening < this.size) this.open();
  }

  /**
   * Relays `socket` (stopped after its first bytes, `first`) through a connection opened ahead;
   * false when none is open (the caller hands it over instead).
   */
  relay(socket: net.Socket, first: Buffer, resumeReading: (socket: net.Socket) => void): boolean {
    const upstream = this.spare.values().next().value;
    if (!upstream) return false;
    this.spare.delete(upstream);
    this.fill();
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close);
    socket.once('close', close);
    upstream.once('close', close);
    upstream.write(`${socket.remoteAddress ?? ''} ${socket.remotePort ?? 0} ${socket.remoteFamily ?? ''}\n`);
    upstream.write(first);
    resumeReading(socket);
    upstream.pipe(socket);
    socket.pipe(upstream);
    return true;
  }

  /** Closes the connections not in use (the worker is gone or the gateway stops). */
  close(): void {
    this.closed = true;
    for (const socket of this.spare) socket.destroy();
    this.spare.clear();
  }

  private open(): void {
    this.opening += 1;
    const socket = net.connect(this.target);
    socket.setNoDelay(true);
    let connected = false;
    socket.on('error', () => undefined);
    socket.once('connect', () => {
      connected = true;
      this.opening -= 1;
      if (this.closed) socket.destroy();
      else this.spare.add(socket);
    });
    // Closed before it was used (the worker stopped or died): not reopened until one is taken.
    socket.once('close', () => {
      if (!connected) this.opening -= 1;
      this.spare.delete(socket);
    });
  }
}

/**
 * Worker: a server for the primary's relayed connections. Each one's first line names the client;
 * the socket then stands for the client's connection (its address as the client's) and goes to
 * `deliver` with the request's bytes put back in front. `goesHome(socket)` says whether the answer
 * now starting on it should close it (relayed, and this worker quick again). `close()` stops it and
 * ends the connections opened ahead and never used.
 */
export interface RelayServerOptions {
  /** How late this worker's event loop was (p99, ms) since the last `reset` (this process's, by default). */
  lateness?: { p99Ms(): number; reset(): void; stop(): void };
  /** How often the lateness is read. */
  windowMs?: number;
  /** Chance draws (tests fix them). */
  random?: () => number;
}

/** This process's event-loop lateness, sampled every 10 ms. */
function loopLateness(): NonNullable<RelayServerOptions['lateness']> {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  return {
    p99Ms: () => (histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0),
    reset: () => histogram.reset(),
    stop: () => histogram.disable(),
  };
}

export function relayServer(deliver: (socket: net.Socket) => void, options: RelayServerOptions = {}): { server: net.Server; goesHome(socket: net.Socket): boolean; close(): void } {
  const waiting = new Set<net.Socket>();
  const relayed = new WeakSet<net.Socket>();
  const lateness = options.lateness ?? loopLateness();
  const random = options.random ?? Math.random;
  let quickWindows = 0;
  const watch = setInterval(() => {
    quickWindows = lateness.p99Ms() > SLOW_TURN_MS ? 0 : quickWindows + 1;
    lateness.reset();
  }, options.windowMs ?? 500);
  watch.unref();
  const server = net.createServer((socket) => {
    waiting.add(socket);
    let read: Buffer = Buffer.alloc(0);
    const failed = () => socket.destroy();
    socket.on('error', failed);
    socket.once('close', () => waiting.delete(socket));
    const onData = (chunk: Buffer) => {
      read = read.length === 0 ? chunk : Buffer.concat([read, chunk]);
      const end = read.indexOf(10);
      if (end < 0) {
        if (read.length > MAX_PREAMBLE) socket.destroy();
        return;
      }
      waiting.delete(socket);
      relayed.add(socket);
      socket.off('data', onData);
      socket.off('error', failed);
      socket.pause();
      const [address, port, family] = read.subarray(0, end).toString('latin1').split(' ');
      Object.defineProperties(socket, {
        remoteAddress: { value: address || undefined },
        remotePort: { value: Number(port) || undefined },
        remoteFamily: { value: family || undefined },
      });
      const rest = read.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
      deliver(socket);
      socket.resume();
    };
    socket.on('data', onData);
  });
  return {
    server,
    // One answer in twenty: the connections of a burst come back one by one, each handed over as it
    // comes, not all at once (a new burst, relayed again).
    goesHome: (socket) => quickWindows >= 2 && relayed.has(socket) && random() < GO_HOME_SHARE,
    close() {
      clearInterval(watch);
      lateness.stop();
      server.close();
      for (const socket of waiting) socket.destroy();
      waiting.clear();
    },
  };
}
