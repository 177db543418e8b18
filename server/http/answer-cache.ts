import crypto from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { LRUCache } from 'lru-cache';
import type { CatalogVersion } from '../catalog/catalog-version';
import { keptAnswerOf } from './answer-policy';
import { hasSession, postKey, preflighted } from './answer-keys';
import { PER_EXCHANGE, setsOtherCookies, storedAnswer, type SharedAnswer, type StoredAnswer } from './stored-answer';
import { readableJson } from './json-body';
import { readPostInFront, type FrontState, type PostFront } from './answer-front-post';
import { requestId } from './request-id';
import { createFlights } from '../cache/single-flight';
import { holdCache } from '../cache/memory';

export type { PostFront };

export interface AnswerCache {
  /**
   * Wraps the application: answers a GET it has an answer for, and a query POSTed as JSON (when
   * `post` is given: its body is read here, bounded, and handed on parsed), else lets the
   * application answer and keeps a public answer.
   */
  front(app: RequestListener, post?: PostFront): RequestListener;
  /**
   * The same for a query sent by POST as other apps send it (after the JSON body is read, before
   * the session is): keyed by the operation, its variables and what the client accepts. A POST the
   * front already looked up goes on.
   */
  post(limits: { maxVariablesDepth: number }): RequestHandler;
  /**
   * Where the JSON parser stands: passes on the error of a body the front read and could not take
   * (malformed JSON, too large), as the parser would have; the parser skips a body already read.
   */
  bodyRead(): RequestHandler;
  /**
   * Asks Redis, when the shop has one, for an answer this gateway did not hold when the request
   * was looked up (in front, or by \`post\`): placed after the client's limits, before the session.
   */
  sharedLookup(): RequestHandler;
  /**
   * For a request with a session, once the session is read: an answer that follows the shopper's
   * current vehicle, kept under that vehicle (in memory, then Redis). `vehicleOf` tells the vehicle.
   */
  vehicleLookup(vehicleOf: (req: Request) => Promise<string | null>): RequestHandler;
  /** Answers given in front of the application so far (GET, POST), from Redis by the application, and under a session's vehicle. */
  readonly answered: { get: number; post: number; shared: number; vehicle: number };
  /** Answers made by the application while others asking the same waited for them (`joined`). */
  readonly flights: { flights: number; joined: number };
  readonly size: number;
}

/**
 * The gateway's HTTP cache of public GraphQL answers to GET requests (persisted queries): the bytes
 * and headers of an answer the response cache's policy marked public, kept for its max-age under
 * the catalogue version it was made under, and replayed before any middleware runs (no session,
 * no cookies, no parsing), to GETs that Apollo's CSRF prevention lets through (the others reach it
 * and are refused). `If-None-Match` gets 304. Answers that follow the shopper's current
 * vehicle are replayed only to requests without a session cookie or bearer token (for those, the vehicle is none).
 * Queries POSTed as JSON by other apps are answered from the same cache, keyed by their operation
 * and variables, once their client's limits counted them: in front of the application too when
 * those count in memory (`front` with `post`), else by the `post` middleware after they did.
 */
export function createAnswerCache(
  version: CatalogVersion,
  options: {
    maxBytes?: number;
    /** Headers a replay adds for its own request (CORS for the asking origin). */
    exchangeHeaders?: (req: IncomingMessage) => OutgoingHttpHeaders;
    /** Redis, when the shop has one: answers kept by one gateway are found by the others (asked by the application, never in front). */
    shared?: KeyValueCache<string> | null;
  } = {},
): AnswerCache {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const store = new LRUCache<string, StoredAnswer>({ maxSize: maxBytes, sizeCalculation: (a) => a.body.length + 512 });
  const lookups = holdCache('answers', maxBytes, () => store.calculatedSize);
  version.onChange(() => store.clear());
  const shared = options.shared ?? null;
  /** Requests looked up in memory and not found there, by their key: the application asks Redis for them. */
  const missed = new WeakMap<IncomingMessage, string>();
  const sharedKey = (v: string, key: string) => `answer:${v}\n${key}`;
  /** Keys whose answer follows the shopper's current vehicle: for a session, looked up again under its vehicle (`vehicleLookup`). */
  const followingVehicle = new LRUCache<string, true>({ max: 4096 });
  const vehicleKey = (key: string, vehicleId: string | null) => `${key}\nvehicle:${vehicleId ?? '-'}`;

  const replay = (req: IncomingMessage, res: ServerResponse, a: StoredAnswer, now: number, inFront: boolean): void => {
    const match = req.headers['if-none-match'];
    const notModified = match !== undefined && match.split(',').some((t) => t.trim() === a.etag || t.trim() === '*');
    if (inFront) {
      // Nothing has set a header yet: the head is written in one go from the kept row.
      const row = [...(notModified ? a.row304 : a.row), 'x-request-id', requestId(req), 'age', String(Math.floor((now - a.storedAt) / 1000))];
      const exchange = options.exchangeHeaders?.(req);
      if (exchange) for (const name in exchange) row.push(name, String(exchange[name]));
      res.writeHead(notModified ? 304 : 200, row);
      res.end(notModified ? undefined : a.body);
      return;
    }
    const headers: OutgoingHttpHeaders = {
      ...a.headers,
      ...options.exchangeHeaders?.(req),
      'x-request-id': requestId(req),
      age: String(Math.floor((now - a.storedAt) / 1000)),
    };
    if (notModified) {
      delete headers['content-length'];
      delete headers['content-type'];
    }
    // Set before the head goes out, so what runs then (the cookie rule of csrf.ts) sees them.
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    res.writeHead(notModified ? 304 : 200);
    res.end(notModified ? undefined : a.body);
  };

  /** Keeps a public answer; says whether it is kept under the request's own key (others asking it may be given it). */
  const keep = (key: string, req: IncomingMessage, res: ServerResponse, chunks: Buffer[], versionAtStart: string, started: number): boolean => {
    // Kept as the cache policy said when the answer was made (answer-policy.ts), for its hints' max-age.
    const policy = keptAnswerOf(res);
    if (!policy || policy.keepSeconds <= 0 || res.statusCode !== 200) return false;
    // Kept bytes are replayed whatever the request accepts: never an encoded (compressed) body.
    if (res.hasHeader('content-encoding')) return false;
    // An answer following the vehicle: for a request without a session it is the one for "no
    // vehicle" (replayed to such requests only); for a session, kept under the session's vehicle.
    let storeKey = key;
    if (policy.followsVehicle) {
      followingVehicle.set(key, true);
      if (hasSession(req)) storeKey = vehicleKey(key, policy.vehicleId);
    }
    const vehicleDependent = policy.followsVehicle && storeKey === key;
    // An answer that set a session's cookie belongs to its exchange, unless it is kept for sessions
    // only (under a vehicle): the cookie itself is never kept.
    if (storeKey === key && setsOtherCookies(res)) return false;
    const body = Buffer.concat(chunks);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(res.getHeaders())) if (!PER_EXCHANGE.has(name) && value !== undefined) headers[name] = value;
    headers['content-length'] = String(body.length);
    let etag = typeof headers.etag === 'string' ? headers.etag : '';
    if (!etag) headers.etag = etag = `W/"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    const kept = storedAnswer({ headers, body, etag, storedAt: started, expires: started + policy.keepSeconds * 1000, version: versionAtStart, vehicleDependent });
    store.set(storeKey, kept);
    if (shared) {
      const value: SharedAnswer = { headers, body: body.toString('base64'), etag, storedAt: kept.storedAt, expires: kept.expires, vehicleDependent: kept.vehicleDependent };
      void shared.set(sharedKey(versionAtStart, storeKey), JSON.stringify(value), { ttl: policy.keepSeconds }).catch(() => undefined);
    }
    return storeKey === key && !vehicleDependent;
  };

  /** Answers from the cache when it holds a good answer for the key; says whether it did. */
  const answer = (key: string, req: IncomingMessage, res: ServerResponse, inFront: boolean): boolean => {
    const now = Date.now();
    const a = store.get(key);
    if (!a || a.version !== version.current || a.expires <= now || (a.vehicleDependent && hasSession(req))) {
      lookups.misses++;
      return false;
    }
    lookups.hits++;
    replay(req, res, a, now, inFront);
    return true;
  };

  /** Answers from Redis when it holds a good answer for the key (kept in memory from then on); says whether it did. */
  const fromShared = async (key: string, req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    if (!shared) return false;
    const v = version.current;
    const text = await shared.get(sharedKey(v, key));
    if (text === undefined) return false;
    let found: StoredAnswer;
    try {
      const a = JSON.parse(text) as SharedAnswer;
      found = storedAnswer({ headers: a.headers, body: Buffer.from(a.body, 'base64'), etag: a.etag, storedAt: a.storedAt, expires: a.expires, version: v, vehicleDependent: a.vehicleDependent });
    } catch {
      return false;
    }
    if (found.expires <= Date.now()) return false;
    store.set(key, found);
    if (!answer(key, req, res, false)) return false;
    answered.shared++;
    return true;
  };

  /**
   * Answers being made by the application, by key: a request in front asking a key being made waits
   * for it and is given it when it is kept (one execution for twenty first askers of a query).
   */
  const making = createFlights<true>();

  /**
   * In front: answers from the cache, else waits for the same key's answer under way and answers
   * from it once kept, else lets the application answer (and keeps a public answer). `counted`
   * says when it was answered here.
   */
  const answerOrMake = (key: string, req: IncomingMessage, res: ServerResponse, app: RequestListener, counted: () => void): void => {
    if (answer(key, req, res, true)) return counted();
    const made = making.join(key);
    if (!made) {
      capture(key, req, res);
      return void app(req, res);
    }
    void made.then(() => {
      if (answer(key, req, res, true)) return counted();
      capture(key, req, res);
      app(req, res);
    });
  };

  /** Lets the application answer, keeping a copy of the bytes to store if the answer is public. */
  const capture = (key: string, req: IncomingMessage, res: ServerResponse): void => {
    missed.set(req, key);
    const land = making.take(key);
    res.once('close', () => land(null));
    const chunks: Buffer[] = [];
    const now = Date.now();
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
      land(keep(key, req, res, chunks, versionAtStart, now) ? true : null);
      return out;
    }) as ServerResponse['end'];
  };

  const frontState = new WeakMap<IncomingMessage, FrontState>();
  const answered = { get: 0, post: 0, shared: 0, vehicle: 0 };

  return {
    get size() {
      return store.size;
    },
    flights: making.counts,
    answered,
    front(app, post) {
      return (req, res) => {
        if (post && req.method === 'POST' && req.url === '/graphql' && readableJson(req, post.maxBodyBytes)) {
          return readPostInFront(post, req, res, app, frontState, (key, q, s, then) => answerOrMake(key, q, s, then, () => void answered.post++));
        }
        // A request with a token goes through the application: its client's limits count it first.
        if (req.method !== 'GET' || !req.url?.startsWith('/graphql?') || !preflighted(req) || req.headers.authorization) return app(req, res);
        const key = `${req.headers.accept ?? ''}\n${req.url}`;
        answerOrMake(key, req, res, app, () => void answered.get++);
      };
    },
    sharedLookup() {
      return (req, res, next) => {
        const key = missed.get(req);
        if (!shared || key === undefined) return next();
        fromShared(key, req, res).then(
          (done) => {
            if (!done) next();
          },
          () => next(),
        );
      };
    },
    vehicleLookup(vehicleOf) {
      return (req, res, next) => {
        const key = missed.get(req);
        if (key === undefined || !followingVehicle.has(key) || !hasSession(req)) return next();
        vehicleOf(req)
          .then(async (vehicleId) => {
            const own = vehicleKey(key, vehicleId);
            if (answer(own, req, res, false)) answered.vehicle++;
            else if (shared && (await fromShared(own, req, res))) answered.vehicle++;
            else next();
          })
          .catch(() => next());
      };
    },
    bodyRead() {
      return (req, _res, next) => {
        const error = frontState.get(req)?.error;
        next(error);
      };
    },
    post(limits) {
      return (req, res, next) => {
        if (req.method !== 'POST' || frontState.get(req)?.lookedUp) return next();
        const key = postKey(req, limits.maxVariablesDepth);
        if (key === null) return next();
        if (answer(key, req, res, false)) return;
        capture(key, req, res);
        next();
      };
    },
  };
}
