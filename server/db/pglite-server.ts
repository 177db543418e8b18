import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded PGlite database served over the PostgreSQL wire protocol on a Unix socket, so that
 * every gateway worker reaches the one database with the ordinary `pg` client (db/postgres.ts),
 * while PGlite (which only one process may open) runs in the primary process.
 *
 * PGlite is one backend: what several connections send must be interleaved without mixing them.
 * This multiplexer runs one connection's messages at a time, as whole units (everything up to a
 * Sync, a simple Query, or the startup message), through `execProtocolRawStream`: no connection's Parse
 * or Bind can slip between another's (`pg` uses the unnamed statement and portal). A unit whose
 * answer ends in a transaction block (ReadyForQuery 'T' or 'E') makes its connection the owner:
 * until it is back to idle, only the owner's units run, so a transaction (checkout, cart merging)
 * is as isolated as on PostgreSQL. The owner's transaction is rolled back when its connection
 * closes (its worker ended or was killed) or stays idle for `idleTransactionMs` (a frozen worker
 * must not hold the database for everybody; its connection is then closed).
 *
 * Answers are the backend's own bytes, parsed by each worker's `pg` client: the database thread
 * does no row parsing of its own.
 */

export interface PgliteServer {
  /** The directory holding the socket (`.s.PGSQL.5432`): `host` for a `pg` client. */
  readonly socketDir: string;
  /** A `pg` connection string for this server. */
  readonly connectionString: string;
  /** Transactions rolled back because their connection went away or stayed idle. */
  readonly abandoned: number;
  /** Stops accepting and closes every connection (an open transaction rolls back); PGlite stays open. */
  close(): Promise<void>;
}

export interface ServeOptions {
  /** An open transaction with nothing sent for this long is rolled back (default 10 s). */
  idleTransactionMs?: number;
  onAbandoned?: (why: 'closed' | 'idle') => void;
  /** Told of a backend answer that breaks the protocol (the connection is closed). */
  onAnomaly?: (what: string) => void;
}

/** The "port" of the socket's name (`.s.PGSQL.5432`), as a `pg` client looks for it. */
export const PGLITE_SOCKET_PORT = 5432;
const PORT = PGLITE_SOCKET_PORT;
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** Simple-query ROLLBACK, sent by the server itself for an abandoned transaction. */
const ROLLBACK = (() => {
  const text = Buffer.from('ROLLBACK\0');
  const out = Buffer.alloc(5 + text.length);
  out.write('Q', 0, 'latin1');
  out.writeInt32BE(4 + text.length, 1);
  text.copy(out, 5);
  return new Uint8Array(out);
})();
/**
 * Runs protocol bytes on the backend and answers its bytes. Through `execProtocolRawStream`, not
 * `execProtocolRaw`: the latter also parses every answer into PGlite's own result list, which only
 * `execProtocol` empties, so on a served database that list grew by every message ever answered
 * (the database thread's heap 43 → 427 MB in 150 s of mixed load) and cost a parse nobody read.
 * The chunks handed over are views of the engine's memory: each is copied before the next call.
 */
async function execute(pg: PGlite, bytes: Uint8Array): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  await pg.execProtocolRawStream(bytes, { onRawData: (chunk) => void chunks.push(chunk.slice()) });
  return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
}

/** Spend at most this long running units before letting the event loop read and write sockets. */
const SLICE_MS = 8;

interface Connection {
  socket: net.Socket;
  closed: boolean;
}

interface Unit {
  conn: Connection;
  bytes: Uint8Array;
  /** The unit ends with a Sync or a Query (or is the startup message): its answer ends with ReadyForQuery. */
  answered: boolean;
}

/** The transaction status of the last ReadyForQuery in a backend answer ('I', 'T', 'E'), or null. */
function readyStatus(out: Uint8Array): string | null {
  const view = new DataView(out.buffer, out.byteOffset, out.byteLength);
  let status: string | null = null;
  for (let at = 0; at + 5 <= out.length; ) {
    const size = view.getInt32(at + 1);
    // ReadyForQuery: 'Z', length 5, the status byte.
    if (out[at] === 0x5a && size === 5) status = String.fromCharCode(out[at + 5]);
    at += 1 + size;
  }
  return status;
}

export async function servePglite(pg: PGlite, socketDir: string, options: ServeOptions = {}): Promise<PgliteServer> {
  const idleMs = options.idleTransactionMs ?? 10_000;
  const socketPath = path.join(socketDir, `.s.PGSQL.${PORT}`);
  const connections = new Set<Connection>();
  const queue: Unit[] = [];
  let owner: Connection | null = null;
  let ownerIdle: NodeJS.Timeout | null = null;
  let rollbackDue = false;
  let pumping = false;
  /** The connection whose unit the backend is running now. */
  let running: Connection | null = null;
  let abandoned = 0;

  const abandon = (why: 'closed' | 'idle') => {
    if (ownerIdle) clearTimeout(ownerIdle);
    ownerIdle = null;
    const conn = owner;
    owner = null;
    rollbackDue = true;
    abandoned += 1;
    options.onAbandoned?.(why);
    // Its worker must learn the transaction is gone: the connection goes too.
    if (conn && !conn.closed) conn.socket.destroy();
    pump();
  };
  const watchOwner = () => {
    if (ownerIdle) clearTimeout(ownerIdle);
    ownerIdle = owner ? setTimeout(() => abandon('idle'), idleMs) : null;
  };

  const run = async (): Promise<void> => {
    let sliceStart = performance.now();
    for (;;) {
      if (rollbackDue) {
        rollbackDue = false;
        await execute(pg, ROLLBACK).catch(() => undefined);
      }
      const at = owner ? queue.findIndex((u) => u.conn === owner) : queue.length > 0 ? 0 : -1;
      if (at < 0) return;
      const [unit] = queue.splice(at, 1);
      if (unit.conn.closed) continue;
      let out: Uint8Array;
      running = unit.conn;
      try {
        out = await execute(pg, unit.bytes);
      } catch {
        // The backend could not take the bytes: this connection is beyond repair.
        running = null;
        unit.conn.socket.destroy();
        if (owner === unit.conn) abandon('closed');
        continue;
      }
      running = null;
      const status = readyStatus(out);
      if (status === null && unit.answered) {
        // The backend did not say where the connection stands: it cannot be trusted with the database.
        options.onAnomaly?.(`no ReadyForQuery in the answer to a unit of ${unit.bytes.length} bytes (answer ${out.length} bytes)`);
        unit.conn.socket.destroy();
        owner = unit.conn;
        abandon('closed');
        continue;
      }
      // Idle again: anyone may run. Inside a block (or mid-pipeline after a Flush, without a
      // ReadyForQuery): the connection keeps the database until it is idle again.
      owner = status === 'I' ? null : unit.conn;
      watchOwner();
      if (unit.conn.closed) {
        if (owner === unit.conn) abandon('closed');
      } else if (out.length > 0) unit.conn.socket.write(out);
      if (performance.now() - sliceStart > SLICE_MS) {
        await new Promise((r) => setImmediate(r));
        sliceStart = performance.now();
      }
    }
  };
  const pump = () => {
    if (pumping) return;
    pumping = true;
    void run().finally(() => {
      pumping = false;
      // Units may have arrived between the last look at the queue and now.
      if (queue.some((u) => !owner || u.conn === owner) || rollbackDue) pump();
    });
  };

  const server = net.createServer((socket) => {
    const conn: Connection = { socket, closed: false };
    connections.add(conn);
    let started = false;
    let buffered: Buffer = Buffer.alloc(0);
    let pending: Buffer[] = [];
    const enqueue = (bytes: Buffer, answered: boolean) => {
      queue.push({ conn, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length), answered });
      pump();
    };
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      let offset = 0;
      for (;;) {
        const left = buffered.length - offset;
        if (!started) {
          // Untyped messages: a request for TLS (refused: the socket is local), a cancel (not
          // supported: PGlite has no backend to signal), then the startup message.
          if (left < 8) break;
          const size = buffered.readInt32BE(offset);
          if (left < size) break;
          const code = buffered.readInt32BE(offset + 4);
          const message = buffered.subarray(offset, offset + size);
          offset += size;
          if (code === SSL_REQUEST || code === GSS_REQUEST) socket.write('N');
          else if (code === CANCEL_REQUEST) socket.destroy();
          else {
            started = true;
            enqueue(Buffer.from(message), true);
          }
          continue;
        }
        if (left < 5) break;
        const size = 1 + buffered.readInt32BE(offset + 1);
        if (left < size) break;
        const type = buffered[offset];
        const message = buffered.subarray(offset, offset + size);
        offset += size;
        if (type === 0x58 /* X: Terminate */) {
          socket.end();
          break;
        }
        pending.push(message);
        // Sync, a simple Query or a Flush ends a unit: the backend answers it.
        if (type === 0x53 || type === 0x51 || type === 0x48) {
          enqueue(Buffer.concat(pending), type !== 0x48);
          pending = [];
        }
      }
      buffered = offset === buffered.length ? Buffer.alloc(0) : Buffer.from(buffered.subarray(offset));
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      conn.closed = true;
      connections.delete(conn);
      for (let i = queue.length - 1; i >= 0; i -= 1) if (queue[i].conn === conn) queue.splice(i, 1);
      // A unit of this connection still running is dealt with once it has answered (see run).
      if (owner === conn && running !== conn) abandon('closed');
    });
  });

  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  return {
    socketDir,
    connectionString: `postgres://shop@${encodeURIComponent(socketDir)}:${PORT}/shop`,
    get abandoned() {
      return abandoned;
    },
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const c of connections) c.socket.destroy();
      await closed;
      // Let the last unit (and a rollback of an open transaction) finish before PGlite closes.
      while (pumping) await new Promise((r) => setImmediate(r));
    },
  };
}
