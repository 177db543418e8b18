import crypto from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';

export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

/** The CSRF token of a request's `Cookie` header, or null. */
export function readCsrfCookie(header: string | undefined): string | null {
  return readCookie(header, CSRF_COOKIE);
}

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/**
 * Whether a shared cache (a CDN, a proxy) may store an answer: it says `public`, `immutable`, or a
 * positive max-age, and neither `private`, `no-store` nor `no-cache`.
 */
export function sharedCacheable(cacheControl: string): boolean {
  const cc = cacheControl.toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cc)) return false;
  return /\b(public|immutable)\b/.test(cc) || /\b(s-)?max-age=0*[1-9]/.test(cc);
}

/** A new CSRF token cookie, as a `Set-Cookie` header's value (readable by the page's script, SameSite=Lax). */
export function newCsrfCookie(secure: boolean): string {
  const token = crypto.randomBytes(24).toString('base64url');
  return `${CSRF_COOKIE}=${token}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
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
function cookiesOnPrivateAnswers(req: Request, res: Response, secure: boolean, needsToken: boolean): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: unknown[]) {
    const shared = sharedCacheable(String(res.getHeader('cache-control') ?? ''));
    if (shared) res.removeHeader('set-cookie');
    else if (needsToken && !COOKIELESS_PATHS.test(req.path)) res.append('Set-Cookie', newCsrfCookie(secure));
    return (writeHead as (...a: unknown[]) => Response).apply(this, args);
  } as Response['writeHead'];
}

/**
 * Double-submit CSRF token. Answers that no shared cache keeps set the cookie when the request
 * has none (readable by the page's script, SameSite=Lax): the HTML page, private and uncacheable
 * API answers (see `cookiesOnPrivateAnswers`). A non-GET request that comes from a browser (it
 * carries cookies or an Origin header) must copy the cookie into the `x-csrf-token` header; a page
 * on another site can neither read the cookie nor set the header. API clients without cookies are
 * not concerned.
 */
export function csrfProtection(options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    const cookieToken = readCsrfCookie(req.headers.cookie);
    cookiesOnPrivateAnswers(req, res, options.secure, !cookieToken);
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const fromBrowser = Boolean(req.headers.cookie) || Boolean(req.headers.origin);
    if (!fromBrowser) return next();
    const headerToken = req.get(CSRF_HEADER);
    const ok =
      cookieToken !== null &&
      headerToken !== undefined &&
      headerToken.length === cookieToken.length &&
      crypto.timingSafeEqual(Buffer.from(headerToken), Buffer.from(cookieToken));
    if (ok) return next();
    res.status(403).json({
      errors: [
        {
          message: `Missing or wrong ${CSRF_HEADER} header: copy the value of the ${CSRF_COOKIE} cookie into it.`,
          extensions: { code: 'CSRF_TOKEN_INVALID' },
        },
      ],
    });
  };
}
