import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CORS_ANSWER_HEADERS } from './cors';
import { CSRF_COOKIE } from './csrf';

/** Public GraphQL answers as the answer cache keeps them: in memory, and in Redis shared by gateways. */

/** One public GraphQL answer to a GET, as it was sent (headers and bytes). */
export interface StoredAnswer {
  headers: OutgoingHttpHeaders;
  /** The same headers as names and values in a row, for an answer written at once in front of the application (200, then 304). */
  row: string[];
  row304: string[];
  body: Buffer;
  etag: string;
  storedAt: number;
  expires: number;
  version: string;
  vehicleDependent: boolean;
}

/** An answer as Redis keeps it: its headers, its bytes (base64) and its times. */
export interface SharedAnswer {
  headers: OutgoingHttpHeaders;
  body: string;
  etag: string;
  storedAt: number;
  expires: number;
  vehicleDependent: boolean;
}

/** A kept answer with its headers also in rows, for an answer written at once (200, then 304). */
export function storedAnswer(a: Omit<StoredAnswer, 'row' | 'row304'>): StoredAnswer {
  const row: string[] = [];
  const row304: string[] = [];
  for (const [name, value] of Object.entries(a.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) {
      row.push(name, one);
      if (name !== 'content-length' && name !== 'content-type') row304.push(name, one);
    }
  }
  return { ...a, row, row304 };
}

/** Headers that belong to one exchange, not to the answer (the CORS ones name the asking origin). */
export const PER_EXCHANGE = new Set<string>(['set-cookie', 'x-request-id', 'date', 'age', 'connection', 'keep-alive', 'transfer-encoding', ...CORS_ANSWER_HEADERS]);

/**
 * Whether an answer sets a cookie other than a new visitor's CSRF token: such an answer belongs to
 * its exchange (a session's). The CSRF token given to a visitor who had none says nothing of the
 * answer (it is not kept: set-cookie is never stored).
 */
export function setsOtherCookies(res: ServerResponse): boolean {
  const value = res.getHeader('set-cookie');
  const cookies = value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
  return cookies.some((c) => !c.startsWith(`${CSRF_COOKIE}=`));
}
