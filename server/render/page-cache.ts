import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { SharedRedis } from '../redis';
import { RedisKeyValueCache } from '../redis/key-value-cache';
import { holdCache } from '../cache/memory';
import { decodeBrotli, encode, type Encoding } from '../http/encodings';


/** A rendered page as it is sent: status, headers that describe it, and its bytes in each encoding. */
export interface RenderedPage {
  status: number;
  /** `Content-Language`, and what else describes the page rather than the answer. */
  contentLanguage: string;
  etag: string;
  identity: Buffer;
  /** The page compressed in an encoding: made the first time a browser asks for it, then kept. */
  encoded(encoding: Encoding): Promise<Buffer>;
  /** The page in an encoding if it has been made already (else undefined: `encoded` makes it). */
  encodedNow(encoding: Encoding): Buffer | undefined;
  /** Bytes held (for the page cache's budget). */
  size(): number;
}

/** A page ready to send: compressed in an encoding only when asked (encodings.ts). */
export function preparePage(status: number, html: string | Buffer, contentLanguage: string, known: { etag?: string; br?: Buffer } = {}): RenderedPage {
  const identity = typeof html === 'string' ? Buffer.from(html) : html;
  const etag = known.etag ?? `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  const copies: Partial<Record<Encoding, Promise<Buffer>>> = known.br ? { br: Promise.resolve(known.br) } : {};
  const made: Partial<Record<Encoding, Buffer>> = known.br ? { br: known.br } : {};
  let held = identity.length;
  return {
    status,
    contentLanguage,
    etag,
    identity,
    encoded(encoding) {
      copies[encoding] ??= encode(identity, encoding).then((bytes) => {
        held += bytes.length;
        made[encoding] = bytes;
        return bytes;
      });
      return copies[encoding];
    },
    encodedNow: (encoding) => made[encoding],
    size: () => held,
  };
}

/**
 * The gateway's cache of rendered pages: in its memory (least recently used first out), and in
 * Redis when the shop has one, so several gateways share what each rendered. What is kept, under
 * which key (`pageKey`) and for whom is the cache policy's (server/cache/policy.ts). Redis is asked within
 * its time budget (`server/redis`): a late or failed answer is a miss, and the page is rendered.
 */
export interface PageCache {
  get(key: string): Promise<RenderedPage | undefined>;
  /**
   * The page this gateway holds in its memory for the key, at once (never Redis): what a request
   * answered in front of the application may be given. Undefined when not held or past its time.
   */
  peek(key: string): RenderedPage | undefined;
  set(key: string, page: RenderedPage): Promise<void>;
  readonly enabled: boolean;
}

/** A page as Redis keeps it: what describes it, and its Brotli bytes (the most compact; the rest is made from them). */
interface StoredPage {
  status: number;
  language: string;
  etag: string;
  br: string;
}

export function createPageCache(options: { maxMb: number; ttlSeconds: number; redis?: SharedRedis | null }): PageCache {
  if (options.maxMb <= 0) return { enabled: false, get: async () => undefined, peek: () => undefined, set: async () => undefined };
  const pages = new LRUCache<string, RenderedPage>({
    maxSize: options.maxMb * 1024 * 1024,
    // Compressed copies made later are not counted: a page's own bytes bound its entry well enough.
    sizeCalculation: (p) => p.size() * 2 + 256,
    ttl: options.ttlSeconds * 1000,
  });
  const lookups = holdCache('pages', options.maxMb * 1024 * 1024, () => pages.calculatedSize);
  const shared = options.redis ? new RedisKeyValueCache(options.redis, 'shop:pages:') : null;
  return {
    enabled: true,
    peek: (key) => {
      // Only what is answered in front counts here: a page not held goes on to `get`, which counts it.
      const page = pages.get(key);
      if (page) lookups.hits++;
      return page;
    },
    async get(key) {
      const local = pages.get(key);
      if (local) lookups.hits++;
      else lookups.misses++;
      if (local || !shared) return local;
      const stored = await shared.get(key);
      if (!stored) return undefined;
      try {
        const page = JSON.parse(stored) as StoredPage;
        const br = Buffer.from(page.br, 'base64');
        const found = preparePage(page.status, await decodeBrotli(br), page.language, { etag: page.etag, br });
        pages.set(key, found);
        return found;
      } catch {
        return undefined;
      }
    },
    async set(key, page) {
      pages.set(key, page);
      if (!shared) return;
      const stored: StoredPage = { status: page.status, language: page.contentLanguage, etag: page.etag, br: (await page.encoded('br')).toString('base64') };
      await shared.set(key, JSON.stringify(stored), { ttl: options.ttlSeconds });
    },
  };
}
