import net from 'node:net';
import path from 'node:path';

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
 * `deliver` with the request's bytes put back in front. `close()` stops it and ends the connections
 * opened ahead and never used.
 */
export function relayServer(deliver: (socket: net.Socket) => void): { server: net.Server; close(): void } {
  const waiting = new Set<net.Socket>();
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
    close() {
      server.close();
      for (const socket of waiting) socket.destroy();
      waiting.clear();
    },
  };
}
