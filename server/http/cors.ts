import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import cors from 'cors';
import type { ErrorCode } from '../generated/graphql';
import { bearerToken } from '../session';
import { applyCachePolicy } from '../cache/policy';

/**
 * Calls to the API from pages of other origins (a partner's site showing "parts for this car"):
 * only from the origins of CORS_ORIGINS, only with bearer tokens. The shop's cookies are never
 * accepted across origins: no answer says `Access-Control-Allow-Credentials`, and a cross-origin
 * request that carries cookies without a bearer token is refused (CROSS_ORIGIN_COOKIE), whichever
 * its origin, rather than run as the shopper whose browser sent it.
 */
export interface CorsSettings {
  /** Allowed origins, exactly `scheme://host[:port]`. */
  origins: readonly string[];
  /** Access-Control-Max-Age of preflight answers, in seconds. */
  maxAgeSeconds: number;
  /** PUBLIC_URL: its origin counts as the shop's own. */
  publicUrl: string | null;
}

const ALLOWED_METHODS = 'GET, POST';
/** What an app sends: its token, JSON, Apollo's preflight headers, a request id and revalidation. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name, X-Request-Id, If-None-Match';
/** What an app may read beyond the safelisted headers. */
const EXPOSED_HEADERS = 'Retry-After, X-Request-Id, ETag, WWW-Authenticate, X-Catalog-Version';

/** Headers of one answer that depend on the request's origin: never kept by a cache of answers. */
export const CORS_ANSWER_HEADERS = ['access-control-allow-origin', 'access-control-expose-headers'] as const;

function ownOrigins(req: IncomingMessage, settings: CorsSettings): string[] {
  const own: string[] = [];
  const host = req.headers.host;
  if (host) {
    own.push(`http://${host}`, `https://${host}`);
  }
  if (settings.publicUrl) own.push(new URL(settings.publicUrl).origin);
  return own;
}

/** The request's Origin when it is another origin than the shop's own (null when same-origin or none). */
export function crossOrigin(req: IncomingMessage, settings: CorsSettings): string | null {
  const origin = req.headers.origin;
  if (origin === undefined || origin === '') return null;
  return ownOrigins(req, settings).includes(origin) ? null : origin;
}

/** The request's origin when it may call across origins (another origin than the shop's, on the list); else null. */
function allowedOrigin(req: IncomingMessage, settings: CorsSettings): string | null {
  const origin = crossOrigin(req, settings);
  return origin !== null && settings.origins.includes(origin) ? origin : null;
}

/**
 * The headers an answer to this request carries for its origin (none for an origin not on the
 * list): what the answer cache adds to an answer it writes in front of the application, where no
 * middleware runs; the same rule and headers as `corsHeaders` gives through the `cors` package.
 */
export function corsAnswerHeaders(req: IncomingMessage, settings: CorsSettings): OutgoingHttpHeaders {
  const origin = allowedOrigin(req, settings);
  return origin === null ? {} : { 'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSED_HEADERS };
}

/** Adds `Origin` to the answer's Vary just before it goes out, whatever set Vary before (Apollo sets its own). */
function varyByOrigin(res: Response): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    if (!res.headersSent) res.vary('Origin');
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

/**
 * CORS for the API's paths, by the `cors` package: preflights from allowed origins are answered
 * (and may be kept for `maxAgeSeconds`), answers to allowed origins name them, never with
 * credentials; other origins get no CORS header at all, so their browsers show them nothing (their
 * preflight is answered 204 bare). With an allowlist set, every answer varies by Origin.
 */
export function corsHeaders(settings: CorsSettings): RequestHandler {
  const apply = cors<Request>((req, done) =>
    done(null, {
      origin: allowedOrigin(req, settings) ?? false,
      methods: ALLOWED_METHODS,
      allowedHeaders: ALLOWED_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: settings.maxAgeSeconds,
      credentials: false,
      // The preflight is answered below, for allowed origins and others alike.
      preflightContinue: true,
    }),
  );
  return (req, res, next) => {
    if (settings.origins.length === 0) return next();
    varyByOrigin(res);
    apply(req, res, (error?: unknown) => {
      if (error) return next(error);
      const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
      if (!preflight) return next();
      applyCachePolicy(res, 'uncacheable');
      res.status(204).end();
    });
  };
}

/**
 * Refuses a request from another origin that carries cookies but no bearer token (HTTP 403,
 * CROSS_ORIGIN_COOKIE): the shop's session never answers a page of another site, even one on the
 * list. A bearer request's cookies are not read at all.
 */
export function refuseCrossOriginCookies(settings: CorsSettings): RequestHandler {
  return (req: Request, res: Response, next) => {
    if (!req.headers.cookie || bearerToken(req.headers.authorization) !== null || crossOrigin(req, settings) === null) return next();
    applyCachePolicy(res, 'uncacheable');
    res.status(403).json({
      errors: [
        {
          message: 'Requests from other origins are not accepted with the shop’s cookies: call the API with a bearer token and without credentials.',
          extensions: { code: 'CROSS_ORIGIN_COOKIE' satisfies ErrorCode },
        },
      ],
    });
  };
}
