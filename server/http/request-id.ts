import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The id a request is logged and answered under (`X-Request-Id`): the caller's own when it is a
 * plain token of at most 64 characters (a proxy's, to follow one request across hops), else a new one.
 */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}
