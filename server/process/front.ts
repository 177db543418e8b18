import crypto from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import { newCsrfCookie, readCsrfCookie } from '../http/csrf';
import type { HealthAnswer } from '../health/gateway-health';
import { FIXED_ANSWERS } from '../cache/policy';

/**
 * The primary's side of a connection's first request. The primary accepts every connection and
 * reads its first bytes before it hands it to a worker: a health check (`GET /healthz` or
 * `/readyz`, whole in those bytes) it answers itself, at once, from the workers' heartbeats, and
 * keeps the connection for the next request; anything else goes to a worker with the bytes already
 * read, and the worker keeps the connection from then on.
 */

export interface HealthRequest {
  path: '/healthz' | '/readyz';
  head: boolean;
  /** HTTP/1.1 without `Connection: close`: the connection stays open for the next request. */
  keepAlive: boolean;
  /** The caller's `x-request-id`, when it is a usable one. */
  requestId: string | null;
  hasCsrfCookie: boolean;
}

const REQUEST_LINE = /^(GET|HEAD) (\/healthz|\/readyz)(?:\?[^ ]*)? HTTP\/1\.([01])\r\n/;

/** A health check whose request line and headers are all in `first` (the connection's first bytes), or null. */
export function healthRequest(first: Buffer): HealthRequest | null {
  if (first.length > 8192) return null;
  const text = first.toString('latin1');
  const end = text.indexOf('\r\n\r\n');
  // A body, or a second request right behind it: the workers deal with the connection.
  if (end < 0 || end + 4 !== text.length) return null;
  const line = REQUEST_LINE.exec(text);
  if (!line) return null;
  const headers = new Map<string, string>();
  for (const row of text.slice(line[0].length, end).split('\r\n')) {
    const colon = row.indexOf(':');
    if (colon > 0) headers.set(row.slice(0, colon).trim().toLowerCase(), row.slice(colon + 1).trim());
  }
  const id = headers.get('x-request-id');
  return {
    path: line[2] as HealthRequest['path'],
    head: line[1] === 'HEAD',
    keepAlive: line[3] === '1' && !/\bclose\b/i.test(headers.get('connection') ?? ''),
    requestId: id && /^[\w.-]{1,64}$/.test(id) ? id : null,
    hasCsrfCookie: readCsrfCookie(headers.get('cookie')) !== null,
  };
}

/** The whole HTTP answer to a health check, with the shop's usual headers; `keepAlive` false closes the connection. */
export function healthResponse(request: HealthRequest, answer: HealthAnswer, production: boolean, keepAlive: boolean): Buffer {
  const body = Buffer.from(JSON.stringify(answer.body));
  const headers = [
    `HTTP/1.1 ${answer.httpStatus} ${STATUS_CODES[answer.httpStatus]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${body.length}`,
    `Cache-Control: ${FIXED_ANSWERS.uncacheable.cacheControl}`,
    `X-Request-Id: ${request.requestId ?? crypto.randomUUID()}`,
    "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    'X-Content-Type-Options: nosniff',
    'X-Frame-Options: DENY',
    'Referrer-Policy: strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy: same-origin',
    'Cross-Origin-Resource-Policy: same-origin',
    ...(production ? ['Strict-Transport-Security: max-age=31536000; includeSubDomains'] : []),
    // As every answer no shared cache keeps: a visitor without the CSRF cookie gets one.
    ...(request.hasCsrfCookie ? [] : [`Set-Cookie: ${newCsrfCookie(production)}`]),
    `Date: ${new Date().toUTCString()}`,
    `Connection: ${keepAlive ? 'keep-alive' : 'close'}`,
  ];
  const top = Buffer.from(`${headers.join('\r\n')}\r\n\r\n`, 'latin1');
  return request.head ? top : Buffer.concat([top, body]);
}
