import express from 'express';
import { LRUCache } from 'lru-cache';
import type { ProviderApi } from '../provider/api';
import { parseProductSlug } from '../provider/article-ref';
import { ProviderRedirectError, ProviderUnauthorizedError } from '../provider/errors';
import { ARTICLE_IMAGE_SIZES, LOGO_SIZES, urlOfSize, type SizedUrls } from '../provider/part-images';
import { listOf } from '../provider/raw';
import { applyCachePolicy } from '../cache/policy';
import { holdCache } from '../cache/memory';

export { PART_IMAGE_PREFIX } from '../provider/part-images';

export interface PartImageOptions {
  /** Memory kept for pictures, in megabytes (least recently used go first). */
  cacheMb: number;
  /** Longest wait for the provider's picture, in ms. */
  timeoutMs: number;
}

interface Picture {
  body: Buffer;
  type: string;
}

const MAX_PICTURE = 10 * 1024 * 1024;

class PictureError extends Error {
  constructor(
    readonly status: 404 | 502 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** Where a picture lives, for a log line: host and path, never the query (it may carry credentials). */
const shown = (url: string): string => {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return 'an invalid URL';
  }
};

/** Fetches the provider's picture once: kept in memory (LRU by bytes), concurrent asks share one download. */
class PictureStore {
  private readonly kept: LRUCache<string, Picture>;
  private readonly inFlight = new Map<string, Promise<Picture>>();

  constructor(private readonly options: PartImageOptions) {
    const kept = (this.kept = new LRUCache<string, Picture>({ maxSize: options.cacheMb * 1024 * 1024, sizeCalculation: (p) => Math.max(1, p.body.length) }));
    this.lookups = holdCache('pictures', options.cacheMb * 1024 * 1024, () => kept.calculatedSize);
  }

  private readonly lookups: { hits: number; misses: number };

  get(url: string): Promise<Picture> {
    const hit = this.kept.get(url);
    if (hit) {
      this.lookups.hits++;
      return Promise.resolve(hit);
    }
    this.lookups.misses++;
    let pending = this.inFlight.get(url);
    if (!pending) {
      pending = this.download(url).finally(() => this.inFlight.delete(url));
      this.inFlight.set(url, pending);
    }
    return pending;
  }

  private async download(url: string): Promise<Picture> {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new PictureError(502, 'the provider gave an invalid picture URL');
    }
    if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new PictureError(502, `the provider gave a ${target.protocol} picture URL`);
    let res: Response;
    try {
      res = await fetch(target, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (err) {
      throw new PictureError(502, `picture ${shown(url)} did not arrive: ${err instanceof Error ? err.message : String(err)}`);
    }
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok) throw new PictureError(502, `picture ${shown(url)} answered HTTP ${res.status}`);
    if (!/^image\/[\w.+-]+/i.test(type)) throw new PictureError(502, `picture ${shown(url)} is not an image (${type || 'no type'})`);
    if (Number(res.headers.get('content-length') ?? 0) > MAX_PICTURE) throw new PictureError(502, `picture ${shown(url)} is too large`);
    const body = Buffer.from(await res.arrayBuffer());
    if (body.length > MAX_PICTURE) throw new PictureError(502, `picture ${shown(url)} is too large`);
    const picture = { body, type };
    this.kept.set(url, picture);
    return picture;
  }
}

/** The provider's answer for a picture's owner, with the specification's meaning of 401 (nothing) and other failures. */
async function lookup<T>(read: () => Promise<T | null>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if (err instanceof ProviderUnauthorizedError) return null;
    if (err instanceof ProviderRedirectError) throw new PictureError(503, 'the parts catalogue asks to sign in again');
    throw new PictureError(503, 'the parts catalogue is not available right now');
  }
}

async function articlePictureUrl(api: ProviderApi, slug: string, n: number, size: number): Promise<string | null> {
  const ref = parseProductSlug(slug);
  if (!ref || !(ARTICLE_IMAGE_SIZES as readonly number[]).includes(size) || n < 1) return null;
  const [article] = (await lookup(() => api.articles([ref]))) ?? [];
  if (!article || listOf(article.genericArticles)[0]?.genericArticleId !== ref.genericArticleId) return null;
  const record = listOf(article.images)[n - 1] as SizedUrls | undefined;
  return record ? urlOfSize(record, size) : null;
}

async function logoUrl(api: ProviderApi, supplierId: number, size: number): Promise<string | null> {
  if (!(LOGO_SIZES as readonly number[]).includes(size)) return null;
  const suppliers = (await lookup(() => api.suppliers())) ?? [];
  const logo = suppliers.find((s) => s.dataSupplierId === supplierId)?.dataSupplierLogo;
  return logo ? urlOfSize(logo, size) : null;
}

/**
 * Serves provider pictures at `/images/parts/articles/{slug}/{n}/{size}` and
 * `/images/parts/brands/{supplierId}/{size}`: the path is resolved to the provider's URL of that size
 * (from the cached article or brand list), the picture is fetched once and kept, and browsers get it
 * from the shop's own origin with long cache headers. Provider URLs never reach the browser.
 */
export function partImageRouter(api: ProviderApi, options: PartImageOptions): express.Router {
  const store = new PictureStore(options);
  const router = express.Router();
  const serve = async (req: express.Request, res: express.Response, resolve: () => Promise<string | null>) => {
    try {
      const url = await resolve();
      if (url === null) throw new PictureError(404, 'no such picture');
      const picture = await store.get(url);
      res.setHeader('Content-Type', picture.type);
      applyCachePolicy(res, 'part-picture');
      // An SVG opened on its own runs no script and loads nothing.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.send(picture.body);
    } catch (err) {
      const status = err instanceof PictureError ? err.status : 502;
      if (status !== 404) req.log?.warn({ picture: req.originalUrl, reason: err instanceof Error ? err.message : String(err) }, 'part picture not served');
      applyCachePolicy(res, status === 404 ? 'missing-file' : 'uncacheable');
      res.status(status).type('text/plain').send(status === 404 ? 'Not found' : 'Picture not available');
    }
  };
  router.get('/articles/:slug/:n/:size', (req, res) => {
    const { slug, n, size } = req.params;
    if (!/^\d{1,2}$/.test(n) || !/^\d{2,4}$/.test(size)) return void res.status(404).type('text/plain').send('Not found');
    return serve(req, res, () => articlePictureUrl(api, slug, Number(n), Number(size)));
  });
  router.get('/brands/:id/:size', (req, res) => {
    const { id, size } = req.params;
    if (!/^\d{1,10}$/.test(id) || !/^\d{2,4}$/.test(size)) return void res.status(404).type('text/plain').send('Not found');
    return serve(req, res, () => logoUrl(api, Number(id), Number(size)));
  });
  return router;
}
