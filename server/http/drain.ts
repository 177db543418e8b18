import type http from 'node:http';
import type { Socket } from 'node:net';

/** Event-loop turns a stop waits before it closes the port and the idle connections (see `drain`). */
const TURNS_BEFORE_CLOSING = 3;

export interface HttpDrain {
  /**
   * Stops the server without losing a request a client had sent before the stop began, then
   * resolves once every connection is closed (or `deadlineMs` passed: the rest are cut).
   */
  drain(deadlineMs: number): Promise<void>;
}

function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * Graceful stop for the shop's HTTP server. Closing the port and every connection without a
 * request in progress at once (what `server.close()` does) loses a request whose bytes had reached
 * the shop but not yet been read: on a busy process the signal and those bytes are often handled
 * in the same event-loop turn, so the connection still looks idle and is cut ("socket hang up").
 * Here the stop first lets the loop turn a few times, so whatever clients sent before it (a
 * connection waiting to be accepted, then its request) is read, then closes the port and the
 * connections with no request begun; a connection with a request in progress gets its answer,
 * marked `Connection: close`, and is then closed.
 */
export function trackConnections(server: http.Server): HttpDrain {
  /** Answers in progress, by connection (a connection can have pipelined requests queued). */
  const pending = new Map<Socket, Set<http.ServerResponse>>();
  let draining = false;
  // Every connection, including those handed to the server rather than accepted by it (a gateway
  // worker's, from its primary): `server.close()` waits only for the ones it accepted itself.
  const open = new Set<Socket>();
  let allClosed: (() => void) | null = null;
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      if (open.size === 0) allClosed?.();
    });
  });

  // Before the application's handler, so a stopping shop's answers say the connection closes.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const socket = req.socket;
    const answers = pending.get(socket) ?? new Set<http.ServerResponse>();
    pending.set(socket, answers);
    answers.add(res);
    if (draining) res.setHeader('connection', 'close');
    res.once('close', () => {
      answers.delete(res);
      if (answers.size > 0) return;
      pending.delete(socket);
      if (draining) socket.end();
    });
  });

  return {
    async drain(deadlineMs) {
      draining = true;
      // Answers not yet begun tell their clients not to send more on this connection.
      for (const answers of pending.values()) for (const res of answers) if (!res.headersSent) res.setHeader('connection', 'close');
      for (let turn = 0; turn < TURNS_BEFORE_CLOSING; turn += 1) await nextTurn();
      // Stops accepting, closes the connections with no request begun (Node's own list, which also
      // knows a request whose headers are still arriving), and calls back once every connection
      // has closed: those with a request end after its answer (above).
      const serverClosed = server.listening ? new Promise<void>((resolve) => server.close(() => resolve())) : Promise.resolve();
      const connectionsClosed = open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => (allClosed = resolve));
      const closed = Promise.all([serverClosed, connectionsClosed]);
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          server.closeAllConnections();
          for (const socket of open) socket.destroy();
          resolve();
        }, deadlineMs);
        timer.unref();
      });
      await Promise.race([closed, deadline]);
      clearTimeout(timer);
    },
  };
}
