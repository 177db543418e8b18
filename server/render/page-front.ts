import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseCurrency, DEFAULT_CURRENCY } from '../../client/src/currency/currencies';
import { CURRENCY_COOKIE } from '../../client/src/ssr/initial-currency';
import type { CatalogVersion } from '../catalog/catalog-version';
import { acceptedEncoding } from '../http/encodings';
import { readCookie } from '../http/cookies';
import { SESSION_COOKIE } from '../session';
import { pageKey } from '../cache/policy';
import type { PageCache } from './page-cache';
import { requestId } from '../http/request-id';

export interface PageFrontOptions {
  /** The renderer's page cache (the same one: what it keeps is what is replayed here). */
  pages: PageCache;
  catalogVersion: CatalogVersion;
  /** `Cache-Control` of a page that is the same for everyone (as the renderer sends it). */
  cacheControl: string;
  /** The security headers of an answer (server/http/security-headers.ts: `securityHeaderSet`), a fresh nonce each. */
  securityHeaders: () => [name: string, value: string][];
  /**
   * The address pages of this request name themselves at, as the renderer works it out (PUBLIC_URL,
   * else the request's protocol and Host); null when only the application can tell (behind proxies).
   */
  origin: (req: IncomingMessage) => string | null;
  /** Told of each page answered here (a count for /metrics). */
  answered?: () => void;
}

/** The staff side (/admin, /admin/…): never a kept page, whatever the request (server/admin/http.ts). */
function isStaffPath(url: string): boolean {
  return url.startsWith('/admin') && (url.length === 6 || url[6] === '/' || url[6] === '?');
}

/** Characters after which Express reads an address another way than "path, then ?query" (parseurl). */
const UNUSUAL_URL = /[\t\n\f\r #\u00a0\ufeff]/;

/**
 * Whether `Accept` lets the answer be HTML, as `req.accepts('html')` decides it for the common
 * forms (the most specific of text/html, text/*, *\/* decides, by its q). Undefined for a form
 * this does not read (a media range with parameters): the application decides those.
 */
function acceptsHtml(accept: string | undefined): boolean | undefined {
  if (accept === undefined || accept === '') return true;
  let best = -1;
  let q = 0;
  for (const part of accept.split(',')) {
    const [range, ...params] = part.split(';');
    const type = range.trim().toLowerCase();
    const specificity = type === 'text/html' ? 2 : type === 'text/*' ? 1 : type === '*/*' ? 0 : -1;
    let rangeQ = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() !== 'q') return undefined;
      rangeQ = Number(value);
      if (!Number.isFinite(rangeQ)) return undefined;
    }
    if (specificity > best || (specificity === best && rangeQ > q)) {
      if (specificity < 0) continue;
      best = specificity;
      q = rangeQ;
    }
  }
  return best >= 0 && q > 0;
}


/**
 * Pages the gateway keeps in its page cache, answered before the application runs: a GET or HEAD
 * from a visitor without a session cookie or an `Authorization` header, in pesos (no currency
 * cookie, or the default one), for an address whose page this gateway holds in its memory under the
 * current catalogue version. Such a request would reach the renderer with no session and no vehicle
 * and be given the kept page: here it gets the same bytes and the same headers (security headers
 * and CSP with a nonce of its own, `Cache-Control`, `Vary`, `ETag`, `Content-Language`, a request
 * id), 304 for its `If-None-Match`, and never a cookie (the answer is public). Anything else, a page
 * not held, or held without the encoding the browser accepts yet, goes to the application, which
 * asks Redis if the shop has one, renders and keeps the page as ever. Never waits on anything.
 */
export function createPageFront(options: PageFrontOptions): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { pages, catalogVersion, cacheControl, securityHeaders } = options;
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url;
    if (url === undefined || url.charCodeAt(0) !== 47 /* / */ || url.startsWith('/graphql') || isStaffPath(url) || UNUSUAL_URL.test(url)) return false;
    const h = req.headers;
    if (h.authorization !== undefined) return false;
    const cookie = h.cookie;
    if (cookie !== undefined && (cookie.includes(`${SESSION_COOKIE}=`) || chooseCurrency(readCookie(cookie, CURRENCY_COOKIE)) !== DEFAULT_CURRENCY)) return false;
    if (acceptsHtml(h.accept) !== true) return false;
    const origin = options.origin(req);
    if (origin === null) return false;
    const page = pages.peek(pageKey({ catalogVersion: catalogVersion.current, origin, url, currency: DEFAULT_CURRENCY, vehicleId: null }));
    if (!page || page.status !== 200) return false;
    const encoding = acceptedEncoding(h['accept-encoding']);
    const body = encoding ? page.encodedNow(encoding) : page.identity;
    if (!body) return false;

    const headers: string[] = ['X-Request-Id', requestId(req)];
    for (const [name, value] of securityHeaders()) headers.push(name, value);
    headers.push('Cache-Control', cacheControl, 'X-Page-Cache', 'hit', 'ETag', page.etag, 'Content-Language', page.contentLanguage, 'Vary', 'Accept-Encoding');
    options.answered?.();
    if (h['if-none-match'] === page.etag) {
      res.writeHead(304, headers);
      res.end();
      return true;
    }
    headers.push('Content-Type', 'text/html; charset=utf-8');
    if (encoding) headers.push('Content-Encoding', encoding);
    headers.push('Content-Length', String(body.length));
    res.writeHead(200, headers);
    res.end(body);
    return true;
  };
}
