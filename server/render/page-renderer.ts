import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { execute, getOperationAST, type GraphQLSchema } from 'graphql';
import { LANGUAGE_CODES, languageOfPath, pathInLanguage, type LanguageCode, type Translations } from '../../client/src/app/i18n';
import { mergePageMeta, type PageMeta } from '../../client/src/lib/page-meta/page-meta';
import type { CatalogVersion } from '../catalog/catalog-version';
import type { Logger } from '../logger';
import type { SharedRedis } from '../redis';
import type { AppServices } from '../services';
import { documentEnd, documentStart, documentTemplate, type AlternateLink, type PageHead } from './document';
import { cspNonce } from '../http/security-headers';
import { publicErrors } from '../http/graphql';
import { acceptedEncoding } from '../http/encodings';
import { readCookie } from '../http/cookies';
import { htmlLanguage } from './language';
import { pageAssets } from './page-scripts';
import { versionedTranslationsUrl } from './translations';
import { CURRENCY_COOKIE } from '../../client/src/ssr/initial-currency';
import { chooseCurrency, DEFAULT_CURRENCY } from '../../client/src/currency/currencies';
import { routeHead } from './route-head';
import { sendHtml } from './send-html';
import { createPageCache, preparePage, type PageCache, type RenderedPage } from './page-cache';
import { applyCachePolicy, pageKey, pagePolicy, redirectCacheControl, renderedPagePolicy } from '../cache/policy';
import { renderContexts } from './render-contexts';
import { currencyRatesOf, pageCurrencyKey } from '../shop/currency-rates';
import { answerUnkeepable } from '../provider';
import { createFlights, type Flights } from '../cache/single-flight';

type ServerEntry = typeof import('../../client/src/entry-server');

/** A render's page as the page cache keeps it, with the `Cache-Control` it was sent with. */
export interface KeptRender {
  page: RenderedPage;
  cacheControl: string;
}

export interface PageRendererOptions {
  /** The built web client (index.html, i18n/). */
  clientDir: string;
  /** The built server renderer (entry-server.js). */
  ssrDir: string;
  schema: GraphQLSchema;
  services: AppServices;
  catalogVersion: CatalogVersion;
  /** Redis, when the shop has one: rendered pages are shared by the gateways through it. */
  redis?: SharedRedis | null;
  /** The page cache (shared with the pages answered in front of the application); else one of its own. */
  pages?: PageCache;
  /** Renders under way by page key (one at a time per key: the others wait for it); else its own. */
  renders?: Flights<KeptRender>;
  log: Logger;
}

const OG_LOCALE: Record<LanguageCode, string> = { es: 'es_AR', en: 'en_US', ru: 'ru_RU', 'en-RTL': 'en_US' };
const HREFLANG: Record<LanguageCode, string> = { es: 'es-AR', en: 'en', ru: 'ru', 'en-RTL': 'en-x-rtl' };

function requestHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

/** Whether a path is one of the configured fault paths (exactly, or below one ending in `/`). */
export function matchesFaultPath(pathname: string, faultPaths: readonly string[]): boolean {
  return faultPaths.some((p) => pathname === p || (p.endsWith('/') && pathname.startsWith(p)));
}

/** Collects a stream's bytes into one string. */
class Collect extends Writable {
  private chunks: Buffer[] = [];
  readonly done: Promise<string>;
  private finish!: (html: string) => void;
  constructor() {
    super();
    this.done = new Promise((resolve) => (this.finish = resolve));
  }
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, callback: () => void): void {
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    callback();
  }
  override _final(callback: () => void): void {
    this.finish(Buffer.concat(this.chunks).toString('utf8'));
    callback();
  }
}

const delay = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

/**
 * Renders every page of the shop on the server (see client/src/entry-server.tsx), in one pass:
 *
 * - A page that is the same for every visitor (the catalogue, the blog, the site's pages) is
 *   rendered without the session (only the session's current vehicle, which the catalogue's fit
 *   statements follow), kept in the gateway's page cache, and sent `public` with a short
 *   `s-maxage` when it is for no vehicle and in pesos (a shared cache may keep it then); the
 *   shopper's own parts (cart, account, garage) are filled in by the browser once hydrated.
 * - A page of the shopper's own (cart, checkout, lists, account) is rendered with the session and
 *   never kept anywhere.
 * - A page whose data is slow (past `SSR_STREAM_AFTER_MS`) is streamed: head and frame at once,
 *   the rest as it arrives. A streamed page is not kept.
 *
 * A page whose render fails is answered with the plain client app (index.html), and the reason is
 * logged: the shopper still gets a working page, rendered in the browser.
 */
export function createPageRenderer(options: PageRendererOptions): (req: Request, res: Response) => Promise<void> {
  const { clientDir, ssrDir, schema, services, log, catalogVersion } = options;
  const config = services.config;
  const rawTemplate = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const template = documentTemplate(rawTemplate);
  const assetsOf = pageAssets(clientDir);
  const pages = options.pages ?? createPageCache({ maxMb: config.render.pageCacheMb, ttlSeconds: config.render.pageCacheSeconds, redis: options.redis });
  const renders = options.renders ?? createFlights<KeptRender>();
  const entryFile = path.join(ssrDir, 'entry-server.js');
  let entry: Promise<ServerEntry> | null = null;
  const loadEntry = (): Promise<ServerEntry> => {
    entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
    return entry;
  };
  const built = fs.existsSync(entryFile);
  if (!built) log.warn({ entryFile }, 'no server renderer built: pages are rendered in the browser');
  else setImmediate(() => loadEntry().catch((err: unknown) => log.error({ err }, 'server renderer failed to load')));

  const translations = new Map<LanguageCode, { table: Translations; url: string }>();
  /** A language's texts, and the address of their file with its version (the browser keeps it for good). */
  const translationsOf = (code: LanguageCode): { table: Translations; url: string } => {
    let known = translations.get(code);
    if (!known) {
      const file = fs.readFileSync(path.join(clientDir, 'i18n', `${code}.json`));
      known = { table: JSON.parse(file.toString('utf8')) as Translations, url: versionedTranslationsUrl(code, file) };
      translations.set(code, known);
    }
    return known;
  };

  const sendShell = (req: Request, res: Response) => {
    res.status(200);
    applyCachePolicy(res, 'app-html');
    return sendHtml(req, res, rawTemplate);
  };

  /** Sends a whole page, compressed as asked, answering a matching `If-None-Match` with 304. */
  const sendPage = async (req: Request, res: Response, page: RenderedPage) => {
    res.setHeader('ETag', page.etag);
    res.setHeader('Content-Language', page.contentLanguage);
    res.vary('Accept-Encoding');
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
      res.status(304).end();
      return;
    }
    res.status(page.status).type('html');
    const encoding = acceptedEncoding(req.headers['accept-encoding']);
    if (encoding) {
      const body = await page.encoded(encoding);
      res.setHeader('Content-Encoding', encoding);
      res.end(body);
    } else {
      res.end(page.identity);
    }
  };

  return async (req, res) => {
    const origin = config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host') ?? `${config.host}:${config.port}`}`;
    const { language, basename, path: routePath } = languageOfPath(req.path);
    const query = req.originalUrl.slice(req.originalUrl.indexOf('?') >= 0 ? req.originalUrl.indexOf('?') : req.originalUrl.length);
    // This request's render of a kept page: those asking for the same key meanwhile wait for it.
    let landRender: (value: KeptRender | null) => void = () => undefined;
    try {
      if (!built) return await sendShell(req, res);
      // `?lang=` of older links: the same page at its language's own address, for good.
      const asked = typeof req.query.lang === 'string' ? req.query.lang : null;
      if (asked && (LANGUAGE_CODES as readonly string[]).includes(asked)) {
        const params = new URLSearchParams(query.slice(1));
        params.delete('lang');
        const rest = params.toString();
        applyCachePolicy(res, 'public-redirect');
        return res.redirect(301, pathInLanguage(routePath, asked as LanguageCode) + (rest ? `?${rest}` : ''));
      }
      if (matchesFaultPath(routePath, config.render.faultPaths)) {
        throw new Error(`server rendering of ${routePath} fails on purpose (SSR_FAULT_PATHS)`);
      }
      const server = await loadEntry();
      const personal = server.isPersonalPage(routePath);
      // A vehicle page's vehicle is its address's: the session's current vehicle never enters it.
      const vehicleInUrl = server.isVehiclePage(routePath);
      const currency = chooseCurrency(readCookie(req.headers.cookie, CURRENCY_COOKIE));
      const contexts = await renderContexts({ services, schema, req, res, personal, vehicleInUrl });
      // Who may keep the page (the cache policy's): shared caches when it is the same for everyone,
      // the gateway when it is the same for everyone with that vehicle and currency, nobody when it
      // is the shopper's own.
      const policy = pagePolicy(config.render, { personal, vehicleId: contexts.vehicle?.id ?? null, currency, defaultCurrency: DEFAULT_CURRENCY });
      // A page in another currency than the peso is kept under the shop's rates: a rate change leaves it unused.
      const currencyKey = pageCurrencyKey(currency, currencyRatesOf(services.db)?.current ?? null);
      const key = policy.kept === 'never' ? null : pageKey({ catalogVersion: catalogVersion.current, origin, url: req.path + query, currency: currencyKey, vehicleId: contexts.vehicle?.id ?? null });
      const cached = key ? await pages.get(key) : undefined;
      if (cached) {
        res.setHeader('Cache-Control', policy.cacheControl);
        res.setHeader('X-Page-Cache', 'hit');
        return sendPage(req, res, cached);
      }
      if (key) {
        // Twenty first visitors of a page make one render: the others are sent what it made.
        const rendering = renders.join(key);
        const made = rendering ? await rendering : null;
        if (made) {
          res.setHeader('Cache-Control', made.cacheControl);
          res.setHeader('X-Page-Cache', 'shared-render');
          return sendPage(req, res, made.page);
        }
        landRender = renders.take(key);
      }

      const { table, url: translationsUrl } = translationsOf(language);
      const nonce = cspNonce(res);
      const result = await server.render({
        url: new URL(req.originalUrl, origin).href,
        basename,
        headers: requestHeaders(req),
        execute: async (document, variables) => {
          const answer = await execute({ schema, document, contextValue: contexts.context, variableValues: variables });
          const operationName = getOperationAST(document)?.name?.value ?? '';
          return answer.errors?.length ? { data: answer.data, errors: publicErrors(answer.errors, contexts.context.log, operationName) } : { data: answer.data };
        },
        log: contexts.context.log,
        language,
        translations: table,
        translationsUrl,
        currency,
        vehicle: contexts.vehicle,
        nonce,
      });
      if (result.kind === 'redirect') {
        applyCachePolicy(res, 'private');
        return res.redirect(result.status, result.location);
      }
      const headOf = async (meta: PageMeta | undefined, quick = false): Promise<{ head: PageHead; status?: number }> => {
        const routeInfo = await routeHead({ schema, context: contexts.context, pattern: result.pattern, params: result.params, pathname: routePath, origin, base: origin + basename, translations: table, quick });
        const merged = mergePageMeta(routeInfo.meta, meta);
        const canonicalPath = merged.canonicalPath ?? routePath;
        const alternates: AlternateLink[] = LANGUAGE_CODES.map((code) => ({ hreflang: HREFLANG[code], href: origin + pathInLanguage(canonicalPath, code) }));
        alternates.push({ hreflang: 'x-default', href: origin + canonicalPath });
        return {
          status: routeInfo.status,
          head: {
            ...htmlLanguage(language),
            canonicalUrl: origin + pathInLanguage(canonicalPath, language),
            alternates,
            origin,
            shopName: routeInfo.shopName,
            locale: OG_LOCALE[language],
            meta: merged,
            pageAssets: assetsOf(result.pageModules),
            translationsUrl,
          },
        };
      };

      // Whole when its data comes in time, or when it is the shopper's own (it may still redirect) or a
      // vehicle page (its status, 301 to its canonical address or 404, depends on its data).
      const timeout = delay(config.render.timeoutMs);
      const first = await Promise.race([result.allReady.then(() => 'ready' as const), delay(config.render.streamAfterMs)]);
      if (first === 'ready' || personal || vehicleInUrl) {
        if (first !== 'ready' && (await Promise.race([result.allReady.then(() => 'ready' as const), timeout])) !== 'ready') {
          result.abort(new Error('server render ran out of time'));
          (req.log ?? log).warn({ url: req.originalUrl, timeoutMs: config.render.timeoutMs }, 'server render ran out of time; serving the client app');
          return await sendShell(req, res);
        }
        const to = result.redirect();
        if (to !== null) {
          // For good (a page's canonical address): the same for everyone, kept like the page would be.
          // Else it depends on the shopper (signed out, empty cart): never kept by a shared cache.
          const status = result.redirectStatus() === 301 && !personal ? 301 : 302;
          res.setHeader('Cache-Control', redirectCacheControl(policy, status));
          return res.redirect(status, basename + to);
        }
        const body = new Collect();
        result.pipe(body);
        const [markup, { head, status }] = await Promise.all([body.done, headOf(result.meta())]);
        const html = documentStart(template, head) + markup + documentEnd(template, result.state());
        const page = preparePage(status ?? result.status, html, head.lang);
        // Kept or not as the cache policy says of what the page turned out to be.
        const kept = renderedPagePolicy(policy, {
          status: page.status,
          failedParts: result.failedParts(),
          inlineScript: markup.includes('<script'),
          providerRefused: answerUnkeepable(),
        });
        if (key && kept.keep) {
          void pages.set(key, page);
          landRender({ page, cacheControl: kept.cacheControl });
        }
        res.setHeader('Cache-Control', kept.cacheControl);
        if (key) res.setHeader('X-Page-Cache', 'miss');
        return sendPage(req, res, page);
      }

      // Slow data: the head and the frame now, the rest as it arrives (never kept, it carries this
      // answer's script nonce), then the state once everything is in.
      await result.shellReady;
      const { head, status } = await headOf(undefined, true);
      res.status(status ?? result.status);
      applyCachePolicy(res, 'personal');
      res.setHeader('Content-Language', head.lang);
      res.type('html');
      res.write(documentStart(template, head));
      const stream = new Writable({
        write(chunk: Buffer, _encoding, callback) {
          if (res.write(chunk)) callback();
          else res.once('drain', callback);
        },
        final(callback) {
          res.end(documentEnd(template, result.state()));
          callback();
        },
      });
      void timeout.then(() => result.abort(new Error('server render ran out of time')));
      result.pipe(stream);
      res.flushHeaders();
    } catch (err) {
      (req.log ?? log).error({ err, url: req.originalUrl }, 'server render failed; serving the client app');
      if (!res.headersSent) await sendShell(req, res).catch(() => res.end());
      else res.end();
    } finally {
      landRender(null);
    }
  };
}
