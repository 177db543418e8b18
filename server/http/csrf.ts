import crypto from 'node:crypto';
import type { RequestHandler } from 'express';

export const CSRF_COOKIE = 'csrf-token';
export const CSRF_HEADER = 'x-csrf-token';

function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return null;
}

/**
 * Double-submit CSRF token. Every response without the cookie sets one (readable by the page's
 * script, SameSite=Lax). A non-GET request that comes from a browser (it carries cookies or an
 * Origin header) must copy the cookie into the `x-csrf-token` header; a page on another site can
 * neither read the cookie nor set the header. API clients without cookies are not concerned.
 */
export function csrfProtection(options: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    const cookieToken = readCookie(req.headers.cookie, CSRF_COOKIE);
    if (!cookieToken) {
      const token = crypto.randomBytes(24).toString('base64url');
      res.cookie(CSRF_COOKIE, token, { sameSite: 'lax', secure: options.secure, httpOnly: false, path: '/' });
    }
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
