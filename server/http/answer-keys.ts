import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LRUCache } from 'lru-cache';
import { bearerToken, SESSION_COOKIE } from '../session';
import { catalogLanguageOfUrl } from './catalog-language';
import { nestingDepth } from './variables-limit';

/** What the answer cache reads of a request: whether it may have a session, may be answered, and under which key. */

/** Whether the request may have a session: a session cookie, or an app's bearer token. */
export function hasSession(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return (cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`)) || bearerToken(req.headers.authorization) !== null;
}

const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Whether a request passes Apollo Server's CSRF prevention (a browser cannot send it cross-site
 * without a preflight): a non-empty `apollo-require-preflight` or `x-apollo-operation-name` header,
 * or a content type a simple request cannot have. Others are left to Apollo, which refuses them.
 */
export function preflighted(req: IncomingMessage): boolean {
  const h = req.headers;
  if (h['apollo-require-preflight'] || h['x-apollo-operation-name']) return true;
  const type = h['content-type']?.split(';')[0].trim().toLowerCase();
  return type !== undefined && type !== '' && !SIMPLE_CONTENT_TYPES.has(type);
}


/** JSON with object keys in order, so two clients writing the same variables get the same key. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** Digests of the query texts apps send (a handful, sent again and again), kept rather than made per request. */
const queryDigests = new LRUCache<string, string>({ max: 512, maxSize: 4 * 1024 * 1024, sizeCalculation: (_d, text) => text.length + 64 });

function queryDigest(text: string): string {
  let digest = queryDigests.get(text);
  if (digest === undefined) {
    digest = crypto.createHash('sha256').update(text).digest('base64url');
    queryDigests.set(text, digest);
  }
  return digest;
}

/**
 * The key of a POSTed operation: its text (by digest) or persisted hash, its name and its
 * variables; none for variables nested past `maxDepth` (the request goes on, to be refused).
 */
export function postKey(req: IncomingMessage & { body?: unknown }, maxDepth: number): string | null {
  const body = req.body as { query?: unknown; operationName?: unknown; variables?: unknown; extensions?: { persistedQuery?: unknown } } | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  if (typeof body.query !== 'string' && body.extensions?.persistedQuery === undefined) return null;
  if (nestingDepth(body.variables, maxDepth) > maxDepth || nestingDepth(body.extensions?.persistedQuery, 3) > 3) return null;
  const text = typeof body.query === 'string' ? queryDigest(body.query) : null;
  // The language the API answers in comes from the address (`/graphql?lang=ru`).
  const language = catalogLanguageOfUrl((req as { originalUrl?: string }).originalUrl ?? req.url ?? '');
  return `POST\n${req.headers.accept ?? ''}\n${language}\n${stableJson({ q: text, o: body.operationName, v: body.variables, p: body.extensions?.persistedQuery })}`;
}

/** Bodies longer than this are parsed each time (their keys are not remembered). */
export const MAX_REMEMBERED_BODY = 8 * 1024;

/** Keys of the POST bodies seen lately, by what the client accepts and the body's text. */
export const keysOfBodies = new LRUCache<string, string>({ max: 2048, maxSize: 8 * 1024 * 1024, sizeCalculation: (key, text) => text.length + key.length + 64 });
