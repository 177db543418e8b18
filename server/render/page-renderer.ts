import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request, Response } from 'express';
import { execute, getOperationAST, type GraphQLSchema } from 'graphql';
import { LANGUAGE_CODES, languageOfPath, pathInLanguage, type LanguageCode, type Translations } from '../../client/src/app/i18n';
import type { PageRender } from '../../client/src/entry-server';
import type { CatalogVersion } from '../catalog/catalog-version';
import type { Logger } from '../logger';
import type { SharedRedis } from '../redis';
import type { AppServices } from '../services';
import { documentEnd, documentStart, documentTemplate, type DocumentTemplate } from './document';
import { cspNonce } from '../http/security-headers';
import { publicErrors } from '../http/graphql';
import { readCookie } from '../http/cookies';
import { pageAssets } from './page-scripts';
import { versionedTranslationsUrl } from './translations';
import { CURRENCY_COOKIE } from '../../client/src/ssr/initial-currency';
import { chooseCurrency, DEFAULT_CURRENCY } from '../../client/src/currency/currencies';
import { createPageCache, preparePage, type PageCache, type RenderedPage } from './page-cache';
import { applyCachePolicy, pageKey, pagePolicy, redirectCacheControl, renderedPagePolicy, type PagePolicy } from '../cache/policy';
import { renderContexts } from './render-contexts';
import { currencyRatesOf, pageCurrencyKey } from '../shop/currency-rates';
import { answerUnkeepable } from '../provider';
import { createFlights, type Flights } from '../cache/single-flight';
import { pageHead, type PageHeadInput } from './page-head';
import { headNeedsData } from './route-head';
import { Collect, sendPage, sendShell, streamPage } from './page-send';
import { importModule } from '../process/module-import';
import { loadBundle } from '../process/worker-bundle';

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

const delay = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

/** What every render shares: the settings, the built client and server renderer, the page cache and the renders under way. */
interface Renderer {
  options: PageRendererOptions;
  config: AppServices['config'];
  rawTemplate: string;
  template: DocumentTemplate;
  assetsOf: ReturnType<typeof pageAssets>;
  pages: PageCache;
  renders: Flights<KeptRender>;
  /** Whether the server renderer was built (else every page is rendered in the browser). */
  built: boolean;
  loadEntry: () => Promise<ServerEntry>;
  /** A language's texts, and the address of their file with its version (the browser keeps it for good). */
  translationsOf: (code: LanguageCode) => { table: Translations; url: string };
}

/** The server renderer's CommonJS bundle in the `-ssr` build (SSR_BUNDLE in scripts/client-build.mjs). */
const SSR_BUNDLE = 'entry-server.cjs';

interface LoadedEntry {
  entry: Promise<ServerEntry>;
  /** Writes the entry's code cache when it had none (once): called after a first render. */
  keepCode(): void;
}

/** The server renderers loaded in this process, by their build's folder (loaded once each). */
const entries = new Map<string, LoadedEntry>();

/**
 * The server renderer of a built client (`ssrDir`: its `-ssr` build), loaded once per process; null
 * when it is not built. Started as a gateway starts, while its database opens, so that the first
 * page finds it loaded (it is the largest module a render needs). The build's one CommonJS file
 * (`SSR_BUNDLE`, the renderer and its packages: scripts/client-build.mjs) is compiled with a V8 code
 * cache (process/worker-bundle.ts), written a second after the first render when there was none:
 * loading Vite's modules and the packages they import one by one took a worker's start ~0.4 s of
 * processor time, and a first page ~0.1 s more to compile what it ran.
 */
function loadedEntry(ssrDir: string): LoadedEntry | null {
  let loaded = entries.get(ssrDir);
  if (!loaded) {
    const bundle = path.join(ssrDir, SSR_BUNDLE);
    const file = path.join(ssrDir, 'entry-server.js');
    if (fs.existsSync(bundle)) {
      let keep = () => undefined as unknown;
      const entry = new Promise<ServerEntry>((resolve) => {
        const compiled = loadBundle<ServerEntry>(bundle);
        keep = () => compiled.keepCodeCache();
        resolve(compiled.exports);
      });
      let kept = false;
      loaded = {
        entry,
        keepCode: () => {
          if (kept) return;
          kept = true;
          setTimeout(() => keep(), 1_000).unref();
        },
      };
    } else if (fs.existsSync(file)) {
      loaded = { entry: importModule<ServerEntry>(pathToFileURL(file).href), keepCode: () => undefined };
    } else {
      return null;
    }
    // A failure is logged by the renderer that needs it (and asked again by the next page).
    loaded.entry.catch(() => entries.delete(ssrDir));
    entries.set(ssrDir, loaded);
  }
  return loaded;
}

/** The server renderer of a built client (see loadedEntry); null when it is not built. */
export function loadServerEntry(ssrDir: string): Promise<ServerEntry> | null {
  return loadedEntry(ssrDir)?.entry ?? null;
}

function prepareRenderer(options: PageRendererOptions): Renderer {
  const { clientDir, ssrDir, services, log } = options;
  const config = services.config;
  const rawTemplate = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const entryFile = path.join(ssrDir, 'entry-server.js');
  const built = fs.existsSync(entryFile);
  const loadEntry = (): Promise<ServerEntry> => loadServerEntry(ssrDir) ?? Promise.reject(new Error(`no server renderer at ${entryFile}`));
  if (!built) log.warn({ entryFile }, 'no server renderer built: pages are rendered in the browser');
  else setImmediate(() => loadEntry().catch((err: unknown) => log.error({ err }, 'server renderer failed to load')));

  const translations = new Map<LanguageCode, { table: Translations; url: string }>();
  const translationsOf = (code: LanguageCode): { table: Translations; url: string } => {
    let known = translations.get(code);
    if (!known) {
      const file = fs.readFileSync(path.join(clientDir, 'i18n', `${code}.json`));
      known = { table: JSON.parse(file.toString('utf8')) as Translations, url: versionedTranslationsUrl(code, file) };
      translations.set(code, known);
    }
    return known;
  };
  return {
    options,
    config,
    rawTemplate,
    template: documentTemplate(rawTemplate),
    assetsOf: pageAssets(clientDir),
    pages: options.pages ?? createPageCache({ maxMb: config.render.pageCacheMb, ttlSeconds: config.render.pageCacheSeconds, redis: options.redis }),
    renders: options.renders ?? createFlights<KeptRender>(),
    built,
    loadEntry,
    translationsOf,
  };
}

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
  const renderer = prepareRenderer(options);
  return (req, res) => renderPage(renderer, req, res);
}

/** `?lang=` of older links: the same page at its language's own address, for good. Answers whether it redirected. */
function redirectedLanguage(req: Request, res: Response, routePath: string, query: string): boolean {
  const asked = typeof req.query.lang === 'string' ? req.query.lang : null;
  if (!asked || !(LANGUAGE_CODES as readonly string[]).includes(asked)) return false;
  const params = new URLSearchParams(query.slice(1));
  params.delete('lang');
  const rest = params.toString();
  applyCachePolicy(res, 'public-redirect');
  res.redirect(301, pathInLanguage(routePath, asked as LanguageCode) + (rest ? `?${rest}` : ''));
  return true;
}

/**
 * A kept page: from the page cache, or the render another request of the same key is making (twenty
 * first visitors make one render). Else this request's render of the key, taken before anything
 * else can run (no await between finding no render under way and taking it): those asking for the
 * same key meanwhile wait for it, and `land` hands them what it made.
 */
async function keptPage(
  renderer: Renderer,
  key: string,
  policy: PagePolicy,
): Promise<{ page: RenderedPage; cacheControl: string; how: 'hit' | 'shared-render' } | { land: (value: KeptRender | null) => void }> {
  const cached = await renderer.pages.get(key);
  if (cached) return { page: cached, cacheControl: policy.cacheControl, how: 'hit' };
  const rendering = renderer.renders.join(key);
  const made = rendering ? await rendering : null;
  if (made) return { page: made.page, cacheControl: made.cacheControl, how: 'shared-render' };
  return { land: renderer.renders.take(key) };
}

async function renderPage(renderer: Renderer, req: Request, res: Response): Promise<void> {
  const { config, options } = renderer;
  const { schema, services, log, catalogVersion } = options;
  const origin = config.publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host') ?? `${config.host}:${config.port}`}`;
  const { language, basename, path: routePath } = languageOfPath(req.path);
  const query = req.originalUrl.slice(req.originalUrl.indexOf('?') >= 0 ? req.originalUrl.indexOf('?') : req.originalUrl.length);
  // This request's render of a kept page: those asking for the same key meanwhile wait for it.
  let landRender: (value: KeptRender | null) => void = () => undefined;
  try {
    if (!renderer.built) return await sendShell(req, res, renderer.rawTemplate);
    if (redirectedLanguage(req, res, routePath, query)) return;
    if (matchesFaultPath(routePath, config.render.faultPaths)) {
      throw new Error(`server rendering of ${routePath} fails on purpose (SSR_FAULT_PATHS)`);
    }
    const server = await renderer.loadEntry();
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
    if (key) {
      const kept = await keptPage(renderer, key, policy);
      if ('land' in kept) landRender = kept.land;
      else {
        res.setHeader('Cache-Control', kept.cacheControl);
        res.setHeader('X-Page-Cache', kept.how);
        return sendPage(req, res, kept.page);
      }
    }

    const { table, url: translationsUrl } = renderer.translationsOf(language);
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
    loadedEntry(renderer.options.ssrDir)?.keepCode();
    if (result.kind === 'redirect') {
      applyCachePolicy(res, 'private');
      return res.redirect(result.status, result.location);
    }
    const head: PageHeadInput = { schema, context: contexts.context, result, routePath, origin, basename, language, translations: table, translationsUrl, assetsOf: renderer.assetsOf };

    // Whole when its data comes in time, or when it is the shopper's own (it may still redirect) or a
    // vehicle page (its status, 301 to its canonical address or 404, depends on its data).
    const timeout = delay(config.render.timeoutMs);
    const first = await Promise.race([result.allReady.then(() => 'ready' as const), delay(config.render.streamAfterMs)]);
    if (first === 'ready' || personal || vehicleInUrl) {
      if (first !== 'ready' && (await Promise.race([result.allReady.then(() => 'ready' as const), timeout])) !== 'ready') {
        result.abort(new Error('server render ran out of time'));
        (req.log ?? log).warn({ url: req.originalUrl, timeoutMs: config.render.timeoutMs }, 'server render ran out of time; serving the client app');
        return await sendShell(req, res, renderer.rawTemplate);
      }
      const to = result.redirect();
      if (to !== null) {
        // For good (a page's canonical address): the same for everyone, kept like the page would be.
        // Else it depends on the shopper (signed out, empty cart): never kept by a shared cache.
        const status = result.redirectStatus() === 301 && !personal ? 301 : 302;
        res.setHeader('Cache-Control', redirectCacheControl(policy, status));
        return res.redirect(status, basename + to);
      }
      const { page, cacheControl, keep } = await wholePage(renderer, result, head, policy);
      if (key && keep) {
        void renderer.pages.set(key, page);
        landRender({ page, cacheControl });
      }
      res.setHeader('Cache-Control', cacheControl);
      if (key) res.setHeader('X-Page-Cache', 'miss');
      return sendPage(req, res, page);
    }

    // Streamed: the head goes first, with what the route says and, for a product, what its own facts
    // say (the offer, the title, a 404).
    await result.shellReady;
    const opening = await pageHead(head, undefined, !headNeedsData(result.pattern));
    streamPage(res, renderer.template, result, opening.head, opening.status ?? result.status, timeout);
  } catch (err) {
    (req.log ?? log).error({ err, url: req.originalUrl }, 'server render failed; serving the client app');
    if (!res.headersSent) await sendShell(req, res, renderer.rawTemplate).catch(() => res.end());
    else res.end();
  } finally {
    landRender(null);
  }
}

/** A page rendered whole: its document, and whether it is kept as the cache policy says of what it turned out to be. */
async function wholePage(renderer: Renderer, result: PageRender, headInput: PageHeadInput, policy: PagePolicy): Promise<{ page: RenderedPage; cacheControl: string; keep: boolean }> {
  const body = new Collect();
  result.pipe(body);
  const [markup, { head, status }] = await Promise.all([body.done, pageHead(headInput, result.meta())]);
  const html = documentStart(renderer.template, head) + markup + documentEnd(renderer.template, result.state());
  const page = preparePage(status ?? result.status, html, head.lang);
  const kept = renderedPagePolicy(policy, {
    status: page.status,
    failedParts: result.failedParts(),
    inlineScript: markup.includes('<script'),
    providerRefused: answerUnkeepable(),
  });
  return { page, cacheControl: kept.cacheControl, keep: kept.keep };
}
