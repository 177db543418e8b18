import crypto from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { CatalogVersion } from '../catalog/catalog-version';
import { bearerToken, SESSION_COOKIE } from '../session';
import { CORS_ANSWER_HEADERS } from './cors';
import { answerPolicies } from './response-cache';

/** One public GraphQL answer to a GET, as it was sent (headers and bytes). */
interface StoredAnswer {
  headers: OutgoingHttpHeaders;
  body: Buffer;
  etag: string;
  storedAt: number;
  expires: number;
  version: string;
  vehicleDependent: boolean;
}

/** Headers that belong to one exchange, not to the answer (the CORS ones name the asking origin). */
const PER_EXCHANGE = new Set<string>(['set-cookie', 'x-request-id', 'date', 'age', 'connection', 'keep-alive', 'transfer-encoding', ...CORS_ANSWER_HEADERS]);

/** Whether the request may have a session: a session cookie, or an app's bearer token. */
function hasSession(req: IncomingMessage): boolean {
  const cookie = req.headers.cookie;
  return (cookie !== undefined && cookie.includes(`${SESSION_COOKIE}=`)) || bearerToken(req.headers.authorization) !== null;
}

const SIMPLE_CONTENT_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain']);

/**
 * Whether a request passes Apollo Server's CSRF prevention (a browser cannot send it cross-site
 * without a preflight): a non-empty `apollo-require-preflight` or `x-apollo-operation-name` header,
 * or a content type a simple request cannot have. Others are left to Apollo, which refuses them.
 */
function preflighted(req: IncomingMessage): boolean {
  const h = req.headers;
  if (h['apollo-require-preflight'] || h['x-apollo-operation-name']) return true;
  const type = h['content-type']?.split(';')[0].trim().toLowerCase();
  return type !== undefined && type !== '' && !SIMPLE_CONTENT_TYPES.has(type);
}

function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w.-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
}

export interface AnswerCache {
  /** Wraps the application: answers a GET it has an answer for, else lets the application answer and keeps a public answer. */
  front(app: RequestListener): RequestListener;
  readonly size: number;
}

/**
 * The gateway's HTTP cache of public GraphQL answers to GET requests (persisted queries): the bytes
 * and headers of an answer the response cache's policy marked public, kept for its max-age under
 * the catalogue version it was made under, and replayed before any middleware runs (no session,
 * no cookies, no parsing), to GETs that Apollo's CSRF prevention lets through (the others reach it
 * and are refused). `If-None-Match` gets 304. Answers that follow the shopper's current
 * vehicle are replayed only to requests without a session cookie or bearer token (for those, the vehicle is none).
 */
export function createAnswerCache(
  version: CatalogVersion,
  options: { maxBytes?: number; /** Headers a replay adds for its own request (CORS for the asking origin). */ exchangeHeaders?: (req: IncomingMessage) => OutgoingHttpHeaders } = {},
): AnswerCache {
  const store = new LRUCache<string, StoredAnswer>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (a) => a.body.length + 512,
  });
  version.onChange(() => store.clear());

  const replay = (req: IncomingMessage, res: ServerResponse, a: StoredAnswer, now: number): void => {
    const headers: OutgoingHttpHeaders = {
      ...a.headers,
      ...options.exchangeHeaders?.(req),
      'x-request-id': requestId(req),
      age: String(Math.floor((now - a.storedAt) / 1000)),
    };
    const match = req.headers['if-none-match'];
    if (match !== undefined && match.split(',').some((t) => t.trim() === a.etag || t.trim() === '*')) {
      delete headers['content-length'];
      delete headers['content-type'];
      res.writeHead(304, headers);
      res.end();
      return;
    }
    res.writeHead(200, headers);
    res.end(a.body);
  };

  const keep = (key: string, req: IncomingMessage, res: ServerResponse, chunks: Buffer[], versionAtStart: string, started: number): void => {
    const policy = answerPolicies.get(res);
    if (!policy || policy.maxAge <= 0 || res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
    // Kept bytes are replayed whatever the request accepts: never an encoded (compressed) body.
    if (res.hasHeader('content-encoding')) return;
    // The answer for "no vehicle" is only known to be that when the request had no session.
    if (policy.vehicleDependent && hasSession(req)) return;
    const body = Buffer.concat(chunks);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.getHeaders())) if (!PER_EXCHANGE.has(name) && value !== undefined) headers[name] = value;
    headers['content-length'] = String(body.length);
    let etag = typeof headers.etag === 'string' ? headers.etag : '';
    if (!etag) headers.etag = etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    store.set(key, { headers, body, etag, storedAt: started, expires: started + policy.maxAge * 1000, version: versionAtStart, vehicleDependent: policy.vehicleDependent });
  };

  return {
    get size() {
      return store.size;
    },
    front(app) {
      return (req, res) => {
        if (req.method !== 'GET' || !req.url?.startsWith('/graphql?') || !preflighted(req)) return app(req, res);
        const key = `${req.headers.accept ?? ''}\n${req.url}`;
        const now = Date.now();
        const a = store.get(key);
        if (a && a.version === version.current && a.expires > now && !(a.vehicleDependent && hasSession(req))) {
          return replay(req, res, a, now);
        }
        // Not kept (or no longer good): let the application answer, and keep a copy of the bytes.
        const chunks: Buffer[] = [];
        const versionAtStart = version.current;
        const write = res.write.bind(res) as (...args: unknown[]) => boolean;
        const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
        const collect = (chunk: unknown, encoding: unknown) => {
          if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
          else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
        };
        res.write = ((chunk: unknown, ...rest: unknown[]) => {
          collect(chunk, rest[0]);
          return write(chunk, ...rest);
        }) as ServerResponse['write'];
        res.end = ((chunk?: unknown, ...rest: unknown[]) => {
          if (chunk !== undefined && typeof chunk !== 'function') collect(chunk, rest[0]);
          const out = end(chunk, ...rest);
          if (req.method === 'GET') keep(key, req, res, chunks, versionAtStart, now);
          return out;
        }) as ServerResponse['end'];
        return app(req, res);
      };
    },
  };
}
