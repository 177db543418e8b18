import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloClient, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import type { GraphQLSchema } from 'graphql';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { typePolicies } from './app/cache';
import { createI18n, type LanguageCode, type Translations } from './app/i18n';
import { PageMetaCollector, type PageMeta } from './lib/page-meta/page-meta';
import { PageMetaContext } from './lib/page-meta/use-page-meta';
import { ServerRedirect, ServerRedirectContext } from './lib/server-redirect/server-redirect';
import type { SsrState } from './ssr/ssr-state';
import { InitialCurrencyContext } from './ssr/initial-currency';
import { chooseCurrency } from './currency/currencies';
import { routes } from './routes';
import type { PageHandle } from './route-loaders';

/** One page to render, as the gateway asks for it. */
export interface RenderRequest {
  /** Absolute URL of the page (origin, path and query). */
  url: string;
  /** The request's headers (the router's handler sees them; nothing is forwarded anywhere). */
  headers: Headers;
  /** The gateway's own schema: the page's queries run on it in process (SchemaLink), no HTTP. */
  schema: GraphQLSchema;
  /** The resolvers' context for this request, built as for an API request (same session). */
  context: object;
  language: LanguageCode;
  translations: Translations;
  /** The `currency` cookie, if any: prices are rendered in it. */
  currency?: string | null;
  /** Stops waiting for data (the result says `aborted`). */
  signal?: AbortSignal;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of the app, for `<div id="root">`. */
      html: string;
      state: SsrState;
      /** What the rendered pages declared with `usePageMeta`. */
      meta: PageMeta;
      /** The matched route's full pattern, e.g. `/shop/products/:slug` (`/*` when no page matched). */
      pattern: string;
      params: Record<string, string | undefined>;
      /** The page modules the matched routes load (their paths in the web client), for their scripts. */
      pageModules: string[];
      aborted: boolean;
    };

const handler = createStaticHandler(routes);

// i18next instances are read-only once created: one per language and translation table.
const i18nCache = new WeakMap<Translations, Promise<I18n>>();
function i18nFor(language: LanguageCode, translations: Translations): Promise<I18n> {
  let instance = i18nCache.get(translations);
  if (!instance) {
    instance = createI18n(language, translations);
    i18nCache.set(translations, instance);
  }
  return instance;
}

/**
 * Renders one page of the shop on the server from the same route table as the browser: the
 * router's static handler matches the route (loading its lazy page), then Apollo renders the tree
 * until every `useQuery` has its data, through a new client per request (`ssrMode`), so no shopper
 * ever sees another's data. The cache's state goes into the page for the browser to restore.
 */
export async function render(request: RenderRequest): Promise<RenderResult> {
  const context = await handler.query(new Request(request.url, { headers: request.headers, signal: request.signal }));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }
  const cache = new InMemoryCache({ typePolicies });
  const link = new SchemaLink({ schema: request.schema, context: () => request.context as SchemaLink.ResolverContext });
  const client = new ApolloClient({ ssrMode: true, link, cache });
  const i18n = await i18nFor(request.language, request.translations);
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector = new PageMetaCollector();
  const redirect = new ServerRedirect();
  const currency = chooseCurrency(request.currency);
  const tree = (
    <StrictMode>
      <ServerRedirectContext.Provider value={redirect}>
      <PageMetaContext.Provider value={collector}>
        <InitialCurrencyContext.Provider value={currency}>
          <I18nextProvider i18n={i18n}>
            <ApolloProvider client={client}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ApolloProvider>
          </I18nextProvider>
        </InitialCurrencyContext.Provider>
      </PageMetaContext.Provider>
      </ServerRedirectContext.Provider>
    </StrictMode>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal: request.signal,
    renderFunction: (node) => {
      collector.reset();
      return prerenderToNodeStream(node, { signal: request.signal });
    },
  });
  // A page that sends the visitor elsewhere (a signed-out visitor on an account page) is answered
  // with the redirect itself, not with markup the browser would leave at once.
  if (redirect.to !== null) return { kind: 'redirect', status: 302, location: redirect.to };
  const paths = context.matches.map((m) => m.route.path ?? '').filter((p) => p !== '' && p !== '/');
  const pattern = '/' + paths.join('/');
  const params = context.matches.at(-1)?.params ?? {};
  const notFound = paths.at(-1) === '*';
  const pageModules = context.matches.flatMap((m) => {
    const page = (m.route.handle as PageHandle | undefined)?.page;
    return page ? [page] : [];
  });
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    html: result,
    state: { language: request.language, currency, translations: request.translations, apollo: cache.extract() as NormalizedCacheObject },
    meta: collector.result(),
    pattern,
    params,
    pageModules,
    aborted,
  };
}
