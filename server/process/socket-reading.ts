import type net from 'node:net';

// The one private part of Node the primary uses (docs/adr/0012-process-shape.md; why node:cluster's
// own hand-over does not serve: docs/adr/0031-libraries-and-hand-written-parts.md). Kept here alone,
// so that a change of Node's sockets is looked for in one place; tests/reliability/workers.test.ts
// sends request bodies in pieces to catch one.

type SocketHandle = { reading?: boolean; readStop?: () => number; readStart?: () => number };
const handleOf = (socket: net.Socket) => (socket as unknown as { _handle?: SocketHandle | null })._handle ?? null;

/**
 * Stops reading a socket at the system level, and keeps it stopped: the rest of what the client
 * sends stays in the kernel for the worker the socket is handed to. A plain `pause()` leaves the
 * handle reading into the stream's buffer (and the stream starts it again on its own to fill that
 * buffer), and whatever it read would be lost with the handle: a request body in several packets
 * would never arrive whole. The handle is marked as reading so that the stream does not start it.
 */
export function stopReading(socket: net.Socket): void {
  socket.pause();
  const handle = handleOf(socket);
  if (handle?.readStop) {
    handle.readStop();
    handle.reading = true;
  }
}

/**
 * Reads a socket stopped by `stopReading` again (the next request on a connection the primary keeps,
 * or one it relays). The handle is started here: the stream does not start it itself, as it still
 * counts the read it asked for when it was stopped as under way; the first bytes read end that.
 */
export function readAgain(socket: net.Socket): void {
  const handle = handleOf(socket);
  if (handle?.readStart && !socket.destroyed) {
    handle.reading = true;
    handle.readStart();
  }
  socket.resume();
}
