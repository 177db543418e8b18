import { StrictMode, type ReactNode } from 'react';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createI18n, type LanguageCode, type Translations } from './app/i18n';
import { PageMetaCollector, type PageMeta } from './lib/page-meta/page-meta';
import { PageMetaContext } from './lib/page-meta/use-page-meta';
import { ServerRedirect, ServerRedirectContext } from './lib/server-redirect/server-redirect';
import { RenderInfoContext, type RenderInfo, type RenderedVehicle } from './lib/data/render-info';
import { RenderData, type RenderExecutor } from './lib/data/render-data';
import { RenderDataContext } from './lib/data/use-page-query';
import type { SsrState } from './ssr/ssr-state';
import { InitialCurrencyContext } from './ssr/initial-currency';
import { CLIENT_RENDERED_DIGEST } from './ssr/client-rendered';
import { chooseCurrency } from './currency/currencies';
import { routes } from './routes';
import { blocksLoaded } from './lib/lazy-block';
import type { PageHandle } from './route-loaders';

export type { RenderedVehicle } from './lib/data/render-info';

/** One page to render, as the gateway asks for it. */
export interface RenderRequest {
  /** Absolute URL of the page (origin, path and query), with the language's prefix if any. */
  url: string;
  /** The language's path prefix (`/en`), or '' for Spanish: the router's basename. */
  basename: string;
  /** The request's headers (the router's handler sees them; nothing is forwarded anywhere). */
  headers: Headers;
  /**
   * Runs one of the page's queries on the gateway's own schema, in process, with the context the
   * page renders with (anonymous for a public page, the shopper's for their own page).
   */
  execute: RenderExecutor;
  /** Where a part that failed on the server is reported (the request's logger). */
  log?: { warn: (details: object, message: string) => void };
  language: LanguageCode;
  translations: Translations;
  /** Where the browser fetches the same texts (the page names it for the browser). */
  translationsUrl: string;
  /** The `currency` cookie, if any: prices are rendered in it. */
  currency?: string | null;
  /** The vehicle the page is for (the session's current one), null for all vehicles. */
  vehicle: RenderedVehicle | null;
  /** Nonce for the inline scripts React writes when the page is streamed (slow data). */
  nonce?: string;
}

/** A page being rendered: the gateway decides when to send it, whole or as a stream. */
export interface PageRender {
  kind: 'page';
  status: number;
  /** The matched route's full pattern, e.g. `/shop/products/:slug` (`/*` when no page matched). */
  pattern: string;
  params: Record<string, string | undefined>;
  /** The page modules the matched routes load (their paths in the web client), for their scripts. */
  pageModules: string[];
  /** Whether the matched route shows the shopper's own data (cart, account...): never shared. */
  personal: boolean;
  /** Resolves once the shell (everything outside Suspense boundaries) is rendered. */
  shellReady: Promise<void>;
  /** Resolves once every boundary is rendered: piped from then on, the markup comes whole. */
  allReady: Promise<void>;
  /** Whether some part failed on the server and is left for the browser to render. */
  failedParts(): number;
  /** Writes the markup to `destination` (once), then ends it. */
  pipe(destination: Writable): void;
  /** What the page declared with `usePageMeta` (complete once all is ready). */
  meta(): PageMeta;
  /** Where the page sends the visitor instead, if it asked to (complete once all is ready). */
  redirect(): string | null;
  /** The status of that redirect: 301 when the page moved for good, else 302. */
  redirectStatus(): number;
  /** The state the browser restores: call after the markup has been written. */
  state(): SsrState;
  abort(reason?: unknown): void;
}

export type RenderResult = { kind: 'redirect'; status: number; location: string } | PageRender;

/** What a path's routes say of its page: about the vehicle its address names, the shopper's own. */
interface PageKind {
  vehicleInUrl: boolean;
  personal: boolean;
}

/**
 * Kinds of the paths asked lately. Matching walks the whole route table (flattened and ranked
 * anew by every `matchRoutes`), which cost a listing's render almost 2 ms; the answer for a path
 * never changes. Bounded: addresses that match nothing may be endless.
 */
const pageKinds = new Map<string, PageKind>();
const PAGE_KINDS_KEPT = 2000;

function pageKind(path: string): PageKind {
  let kind = pageKinds.get(path);
  if (!kind) {
    const handles = (matchRoutes(routes, path) ?? []).map((m) => m.route.handle as PageHandle | undefined);
    kind = { vehicleInUrl: handles.some((h) => h?.vehicleInUrl === true), personal: handles.some((h) => h?.personal === true) };
    if (pageKinds.size >= PAGE_KINDS_KEPT) pageKinds.clear();
    pageKinds.set(path, kind);
  }
  return kind;
}

/**
 * Whether a page of the shop (its path below the language's prefix) is about the vehicle its address
 * names, or none: rendered without the session's current vehicle (the address wins over it), so it
 * is the same for every visitor.
 */
export function isVehiclePage(path: string): boolean {
  return pageKind(path).vehicleInUrl;
}

/**
 * Whether a page of the shop (its path below the language's prefix) shows the shopper's own data:
 * rendered with the session and never kept, unlike every other page.
 */
export function isPersonalPage(path: string): boolean {
  return pageKind(path).personal;
}

const handlers = new Map<string, ReturnType<typeof createStaticHandler>>();
function handlerFor(basename: string) {
  let handler = handlers.get(basename);
  if (!handler) {
    handler = createStaticHandler(routes, { basename: basename || undefined });
    handlers.set(basename, handler);
  }
  return handler;
}

/**
 * The Apollo Client the server render's components see: it never fetches (the page's queries run
 * through RenderData) and its cache stays empty, so one serves every request; mutation hooks only
 * need one to exist.
 */
const serverClient = new ApolloClient({
  ssrMode: true,
  link: new ApolloLink(() => {
    throw new Error('no request is sent from a server render');
  }),
  cache: new InMemoryCache(),
});

// i18next instances are read-only once created: one per language and translation table.
const i18nCache = new WeakMap<Translations, Promise<I18n>>();
function i18nFor(language: LanguageCode, translations: Translations): Promise<I18n> {
  let instance = i18nCache.get(translations);
  if (!instance) {
    instance = createI18n(language, { translations });
    i18nCache.set(translations, instance);
  }
  return instance;
}

function deferred(): { promise: Promise<void>; resolve: () => void; reject: (err: unknown) => void } {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}


/**
 * Renders one page of the shop on the server from the same route table as the browser, in one
 * pass: the router's static handler matches the route (loading its lazy page and the code of its
 * lazily loaded blocks, lib/lazy-block.tsx), then React renders
 * the tree while the page's queries (`usePageQuery`) suspend their Suspense boundary until their
 * answer is in the request's own Apollo cache (a new client per request: no shopper ever sees
 * another's data). The gateway pipes the markup whole once everything is ready, or streams the
 * shell first when data is slow; the cache's state then goes into the page for the browser.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const handler = handlerFor(request.basename);
  const context = await handler.query(new Request(request.url, { headers: request.headers }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  // The page's module is in; its lower blocks' code too before anything is drawn (a new process's
  // first render of a page loads it): they are drawn at once rather than suspended.
  await blocksLoaded();
  const data = new RenderData(request.execute);
  const i18n = await i18nFor(request.language, request.translations);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector = new PageMetaCollector();
  const redirect = new ServerRedirect();
  const currency = chooseCurrency(request.currency);
  const info: RenderInfo = { vehicle: request.vehicle, answers: {} };
  const tree: ReactNode = (
    <StrictMode>
      <ServerRedirectContext.Provider value={redirect}>
        <PageMetaContext.Provider value={collector}>
          <RenderInfoContext.Provider value={info}>
            <RenderDataContext.Provider value={data}>
            <InitialCurrencyContext.Provider value={currency}>
              <I18nextProvider i18n={i18n}>
                <ApolloProvider client={serverClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </ApolloProvider>
              </I18nextProvider>
            </InitialCurrencyContext.Provider>
            </RenderDataContext.Provider>
          </RenderInfoContext.Provider>
        </PageMetaContext.Provider>
      </ServerRedirectContext.Provider>
    </StrictMode>
  );

  const shell = deferred();
  const all = deferred();
  let failed = 0;
  const stream = renderToPipeableStream(tree, {
    nonce: request.nonce,
    // Never outline a finished part behind a script: a page sent whole carries no inline script
    // (it may be cached, and replayed under another answer's script nonce).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onShellReady: shell.resolve,
    onShellError: (err) => {
      shell.reject(err);
      all.reject(err);
    },
    onAllReady: all.resolve,
    onError(err) {
      // A part that failed (a query that threw, a bug) is rendered by the browser instead; the
      // page around it is still sent. The gateway logs what failed.
      failed++;
      request.log?.warn({ err }, 'a part of the page failed on the server; the browser renders it');
      return CLIENT_RENDERED_DIGEST;
    },
  });

  const paths = context.matches.map((m) => m.route.path ?? '').filter((p) => p !== '' && p !== '/');
  const pattern = '/' + paths.join('/');
  const handles = context.matches.map((m) => m.route.handle as PageHandle | undefined);
  return {
    kind: 'page',
    status: paths.at(-1) === '*' ? 404 : context.statusCode,
    pattern,
    params: context.matches.at(-1)?.params ?? {},
    pageModules: handles.flatMap((h) => (h?.page ? [h.page] : [])),
    personal: handles.some((h) => h?.personal === true),
    shellReady: shell.promise,
    allReady: all.promise,
    failedParts: () => failed,
    pipe: (destination) => stream.pipe(destination),
    meta: () => collector.result(),
    redirect: () => redirect.to,
    redirectStatus: () => redirect.status,
    state: () => ({
      language: request.language,
      currency,
      translationsUrl: request.translationsUrl,
      render: { vehicle: info.vehicle, answers: data.answers() },
    }),
    abort: (reason) => stream.abort(reason),
  };
}
