import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { stringifySetCookie } from 'cookie';
import { readCookie } from './cookies';
import type { ErrorCode } from '../generated/graphql';
import { bearerToken } from '../session-keys';
import { answerSharedCacheable, applyCachePolicy } from '../cache/policy';

export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

/** A token shaped as the shop issues them (base64url: 24 random bytes make 32 characters); anything else is not one. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;

/** The request's CSRF token, or null when it has none or one the shop never issued (then it gets a new one). */
function cookieToken(header: string | undefined): string | null {
  const value = readCookie(header, CSRF_COOKIE);
  return value !== null && TOKEN_SHAPE.test(value) ? value : null;
}

/** Whether the header equals the token, in constant time whatever either holds (digests of equal length). */
function sameToken(header: string, token: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(header), digest(token));
}

/** The CSRF token of a request's `Cookie` header, or null (none, or one the shop never issued). */
export function readCsrfCookie(header: string | undefined): string | null {
  return cookieToken(header);
}

/** A new CSRF token cookie, as a `Set-Cookie` header's value (readable by the page's script, SameSite=Lax). */
export function newCsrfCookie(secure: boolean, token: string = crypto.randomBytes(24).toString('base64url')): string {
  return stringifySetCookie({ name: CSRF_COOKIE, value: token, path: '/', sameSite: 'lax', secure });
}

/** `res.locals` key of the request's CSRF token: its cookie's, or the one its answer sets. */
const CSRF_TOKEN_LOCAL = 'csrfToken';

/**
 * `GET /csrf-token`: the visitor's CSRF token (set as its cookie too when it had none), for a page
 * that came from a cache (such a page carries no cookie) before its first write. Never cached.
 */
export function csrfTokenRoute(): RequestHandler {
  return (_req, res) => {
    applyCachePolicy(res, 'uncacheable');
    res.json({ token: res.locals[CSRF_TOKEN_LOCAL] });
  };
}

/** Static files (built assets, pictures) never carry cookies, whatever their answer. */
const COOKIELESS_PATHS = /^\/(assets|images)\//;

/**
 * Cookies only on answers nobody shares: just before the headers of an answer go out, an answer a
 * shared cache may store loses every Set-Cookie (the session cookie refreshed by a signed-in
 * shopper's request, for one), and a request without the CSRF cookie gets one only on an answer
 * that is not shared-cacheable (an HTML page, a private or uncacheable API answer) outside static
 * paths. Another visitor can never receive this visitor's cookie from a cache.
 */
function cookiesOnPrivateAnswers(req: Request, res: Response, secure: boolean, newToken: string | null): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const shared = answerSharedCacheable(res);
    if (shared) res.removeHeader('set-cookie');
    else if (newToken && !COOKIELESS_PATHS.test(req.path)) res.append('Set-Cookie', newCsrfCookie(secure, newToken));
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

/**
 * Double-submit CSRF token. Answers that no shared cache keeps set the cookie when the request
 * has none (readable by the page's script, SameSite=Lax): the HTML page, private and uncacheable
 * API answers (see `cookiesOnPrivateAnswers`). A non-GET request that comes from a browser (it
 * carries cookies or an Origin header) must copy the cookie into the `x-csrf-token` header; a page
 * on another site can neither read the cookie nor set the header. API clients without cookies are
 * not concerned, nor are requests with a bearer token: their session comes from the token, which a
 * page cannot make a browser send (no cookie is read for them, and none is set on their answers).
 */
export function csrfProtection(options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if (bearerToken(req.headers.authorization) !== null) return next();
    const token = cookieToken(req.headers.cookie);
    // A missing, malformed or foreign cookie is replaced on the next answer that may carry one.
    const newToken = token === null ? crypto.randomBytes(24).toString('base64url') : null;
    res.locals[CSRF_TOKEN_LOCAL] = token ?? newToken;
    cookiesOnPrivateAnswers(req, res, options.secure, newToken);
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const fromBrowser = Boolean(req.headers.cookie) || Boolean(req.headers.origin);
    if (!fromBrowser) return next();
    const headerToken = req.get(CSRF_HEADER);
    if (token !== null && headerToken !== undefined && sameToken(headerToken, token)) return next();
    res.status(403).json({
      errors: [
        {
          message: `Missing or wrong ${CSRF_HEADER} header: copy the value of the ${CSRF_COOKIE} cookie into it.`,
          extensions: { code: 'CSRF_TOKEN_INVALID' satisfies ErrorCode },
        },
      ],
    });
  };
}
