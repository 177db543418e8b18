import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** `res.locals` key of the request's script nonce: an inline script the gateway writes carries `nonce="…"` with it. */
export const CSP_NONCE = 'cspNonce';

/** The nonce of this answer (set by `securityHeaders()` before the page is written). */
export function cspNonce(res: { locals?: Record<string, unknown> }): string {
  const nonce = res.locals?.[CSP_NONCE];
  return typeof nonce === 'string' ? nonce : '';
}

export interface SecurityHeaderOptions {
  /** Production: HSTS and upgrade-insecure-requests (the shop is behind HTTPS there). */
  production: boolean;
}

/**
 * The security headers of every answer, through helmet:
 * - a Content-Security-Policy that runs scripts only from the shop itself or with this request's
 *   nonce (no inline script otherwise, no eval, no plugins), lets pages talk to the shop only,
 *   and may not be framed (`frame-ancestors 'none'`, and X-Frame-Options DENY for old browsers).
 *   Server-rendered pages carry their data in `<script type="application/json">` blocks, which are
 *   not executed and need no nonce; the explorer at /sandbox is bundled like the shop. Style
 *   attributes and the pages' small `<style>` blocks are allowed (`style-src 'unsafe-inline'`);
 *   they cannot run code.
 * - HSTS (a year, subdomains) in production only: a development shop on plain HTTP stays reachable.
 * - X-Content-Type-Options nosniff and Referrer-Policy strict-origin-when-cross-origin.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals[CSP_NONCE] = newNonce();
    next();
  };
  return [nonce, helmetHeaders(options)];
}

/** A script nonce: 16 random bytes in base64, as CSP asks. */
function newNonce(): string {
  return crypto.randomBytes(16).toString('base64');
}

/** Stands for the nonce in the headers made once by `securityHeaderSet` (base64 never has `#`). */
const NONCE_MARK = '#nonce#';

/**
 * The same security headers as `securityHeaders()`, for an answer written without the application
 * (a page replayed from the page cache): helmet runs once, on a response that only records what it
 * sets, and each answer gets those headers with a nonce of its own in the CSP.
 */
export function securityHeaderSet(options: SecurityHeaderOptions): () => [name: string, value: string][] {
  // By lower-case name: the name as helmet writes it, and its value.
  const recorded = new Map<string, [string, string]>();
  const recorder = {
    locals: { [CSP_NONCE]: NONCE_MARK },
    setHeader(name: string, value: unknown) {
      recorded.set(name.toLowerCase(), [name, String(value)]);
    },
    removeHeader(name: string) {
      recorded.delete(name.toLowerCase());
    },
  };
  let finished = false;
  helmetHeaders(options)({} as never, recorder as never, () => (finished = true));
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  const fixed = [...recorded.values()].filter(([, value]) => !value.includes(NONCE_MARK));
  const withNonce = [...recorded.values()].filter(([, value]) => value.includes(NONCE_MARK));
  return () => {
    if (withNonce.length === 0) return fixed;
    const nonce = newNonce();
    return [...fixed, ...withNonce.map(([name, value]): [string, string] => [name, value.replaceAll(NONCE_MARK, nonce)])];
  };
}

function helmetHeaders(options: SecurityHeaderOptions): RequestHandler {
  const scriptNonce = (_req: IncomingMessage, res: ServerResponse) => `'nonce-${cspNonce(res as ServerResponse & { locals?: Record<string, unknown> })}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'script-src': ["'self'", scriptNonce],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: options.production ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Part pictures and the shop's own SVGs may be shown by the shop's pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
}
