import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createApolloClient } from './app/apollo';
import { apiAddress } from '../../shared/catalog-language';
import { createI18n, languageOfPath, pathInLanguage, isLanguageCode } from './app/i18n';
import { applyLanguageToDocument } from './i18n/use-language';
import { readSsrState } from './ssr/ssr-state';
import { resolveLazyMatches } from './ssr/hydrate-routes';
import { HydrationMarker } from './ssr/hydration-marker';
import { InitialCurrencyContext, rememberCurrencyCookie } from './ssr/initial-currency';
import { RenderInfoContext, type RenderInfo } from './lib/data/render-info';
import { startHydration } from './lib/data/use-hydrated';
import { nextTask } from './lib/idle';
import { CURRENCY_STORAGE_KEY, isCurrencyCode } from './currency/currencies';
import { CLIENT_RENDERED_DIGEST } from './ssr/client-rendered';
import { routes } from './routes';
import { preloadPagesLater, type PageHandle } from './route-loaders';
import './styles/base.css';
import './frame/frame.css';

/**
 * How long after hydration queries answer from the restored cache even when they ask for the
 * network (`cache-and-network`, `network-only`): the server has just fetched that data. This is what
 * ApolloClient's `ssrForceFetchDelay` option does.
 */
const SSR_FORCE_FETCH_DELAY_MS = 100;

function readSaved(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Errors React reports while hydrating, less the parts the server left to the browser on purpose. */
function reportRecoverable(error: unknown): void {
  if ((error as { digest?: unknown } | null)?.digest === CLIENT_RENDERED_DIGEST) return;
  console.error(error);
}

async function start(): Promise<void> {
  const { language, basename } = languageOfPath(window.location.pathname);
  // `?lang=` of older links: the same page at its language's own address.
  const params = new URLSearchParams(window.location.search);
  const asked = params.get('lang');
  if (isLanguageCode(asked) && asked !== language) {
    params.delete('lang');
    const query = params.toString();
    window.location.replace(pathInLanguage(languageOfPath(window.location.pathname).path, asked) + (query ? `?${query}` : '') + window.location.hash);
    return;
  }
  const ssr = readSsrState();
  const i18n = await createI18n(language, ssr ? { url: ssr.translationsUrl } : undefined);
  // The start is a few steps, each a task of its own, rather than one long task.
  await nextTask();
  applyLanguageToDocument(language);
  const savedCurrency = readSaved(CURRENCY_STORAGE_KEY);
  if (isCurrencyCode(savedCurrency)) rememberCurrencyCookie(savedCurrency);

  // The catalogue answers in the page's language: the API's address names it (`/graphql?lang=ru`).
  const client = createApolloClient(apiAddress('/graphql', language));
  const renderInfo: RenderInfo = ssr?.render ?? { answers: {} };
  if (ssr) {
    // The page's answers go into the cache as its parts ask for them (lib/data/use-page-query.ts).
    client.prioritizeCacheValues = true;
    await resolveLazyMatches(routes, window.location, basename);
    await nextTask();
  }
  const router = createBrowserRouter(routes, { basename: basename || undefined });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <RenderInfoContext.Provider value={renderInfo}>
        <InitialCurrencyContext.Provider value={ssr?.currency ?? null}>
          <I18nextProvider i18n={i18n}>
            <ApolloProvider client={client}>
              <HydrationMarker>
                <RouterProvider router={router} />
              </HydrationMarker>
            </ApolloProvider>
          </I18nextProvider>
        </InitialCurrencyContext.Provider>
      </RenderInfoContext.Provider>
    </StrictMode>
  );
  if (ssr) {
    // React hydrates the page in slices of its own: each Suspense boundary on its own, the one the
    // shopper touches first.
    // As a transition, hydration is time-sliced: React yields to the browser every few
    // milliseconds instead of holding the main thread for the whole page (a shopper's click on a
    // part not yet hydrated still hydrates that part at once).
    startHydration();
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: reportRecoverable });
    });
    setTimeout(() => {
      client.prioritizeCacheValues = false;
    }, SSR_FORCE_FETCH_DELAY_MS);
  } else {
    createRoot(root).render(app);
  }
  preloadPagesLater((pathname) =>
    (matchRoutes(routes, pathname, basename || undefined) ?? []).flatMap((match) => (match.route.handle as PageHandle | undefined)?.page ?? []),
  );
}

void start();
