import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A rendered page as it is sent: status, headers that describe it, and its bytes in each encoding. */
export interface RenderedPage {
  status: number;
  /** `Content-Language`, and what else describes the page rather than the answer. */
  contentLanguage: string;
  etag: string;
  identity: Buffer;
  /** The page compressed in an encoding: made the first time a browser asks for it, then kept. */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
  /** Bytes held (for the page cache's budget). */
  size(): number;
}

/** A page ready to send: compressed in an encoding only when asked (Brotli at a fast quality, gzip). */
export function preparePage(status: number, html: string, contentLanguage: string): RenderedPage {
  const identity = Buffer.from(html);
  const etag = `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  const copies: Partial<Record<'br' | 'gzip', Promise<Buffer>>> = {};
  let held = identity.length;
  const compress = (encoding: 'br' | 'gzip') =>
    encoding === 'br'
      ? brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
      : gzip(identity, { level: 6 });
  return {
    status,
    contentLanguage,
    etag,
    identity,
    encoded(encoding) {
      copies[encoding] ??= compress(encoding).then((bytes) => {
        held += bytes.length;
        return bytes;
      });
      return copies[encoding];
    },
    size: () => held,
  };
}

/**
 * What makes one page differ from another, and nothing else: the catalogue's version (a change
 * drops every page at once), the address (path and query), the language (from the address), the
 * currency, and the vehicle the page is for. Cookies as a whole never enter it.
 */
export interface PageKey {
  catalogVersion: string;
  url: string;
  currency: string;
  vehicleId: string | null;
}

export function pageKey(key: PageKey): string {
  return `${key.catalogVersion}|${key.currency}|${key.vehicleId ?? '-'}|${key.url}`;
}

/** The gateway's own cache of rendered pages: in memory, least recently used first out. */
export interface PageCache {
  get(key: string): RenderedPage | undefined;
  set(key: string, page: RenderedPage): void;
  readonly enabled: boolean;
}

export function createPageCache(options: { maxMb: number; ttlSeconds: number }): PageCache {
  if (options.maxMb <= 0) return { enabled: false, get: () => undefined, set: () => undefined };
  const pages = new LRUCache<string, RenderedPage>({
    maxSize: options.maxMb * 1024 * 1024,
    // Compressed copies made later are not counted: a page's own bytes bound its entry well enough.
    sizeCalculation: (p) => p.size() * 2 + 256,
    ttl: options.ttlSeconds * 1000,
  });
  return {
    enabled: true,
    get: (key) => pages.get(key),
    set: (key, page) => void pages.set(key, page),
  };
}
