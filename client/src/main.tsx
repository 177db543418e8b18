import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createApolloClient } from './app/apollo';
import { chooseLanguage, createI18n, isLanguageCode, LANGUAGE_STORAGE_KEY } from './app/i18n';
import { applyLanguageToDocument } from './i18n/use-language';
import { rememberLanguage } from './i18n/remember-language';
import { readSsrState } from './ssr/ssr-state';
import { resolveLazyMatches } from './ssr/hydrate-routes';
import { HydrationMarker } from './ssr/hydration-marker';
import { adoptClientIds } from './ssr/adopt-client-ids';
import { hydrateInSlices, nextTask, slicesHydrated } from './ui/hydrate-later/hydrate-later';
import { InitialCurrencyContext, rememberCurrencyCookie } from './ssr/initial-currency';
import { CURRENCY_STORAGE_KEY, isCurrencyCode, prepareMoneyFormat } from './currency/currencies';
import { routes } from './routes';
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

async function start(): Promise<void> {
  // Running the modules and starting the app are tasks of their own.
  await nextTask();
  const params = new URLSearchParams(window.location.search);
  const ssr = readSsrState();
  const saved = readSaved(LANGUAGE_STORAGE_KEY);
  // A server-rendered page is in the language the server chose; the browser starts in the same one.
  const language = ssr && isLanguageCode(ssr.language)
    ? ssr.language
    : chooseLanguage({ query: params.get('lang'), saved, browser: navigator.languages });
  const i18n = await createI18n(language, ssr?.translations);
  applyLanguageToDocument(language);
  if (params.has('lang')) rememberLanguage(language);
  else if (isLanguageCode(saved)) rememberLanguage(saved);
  const savedCurrency = readSaved(CURRENCY_STORAGE_KEY);
  if (isCurrencyCode(savedCurrency)) rememberCurrencyCookie(savedCurrency);

  const client = createApolloClient();
  if (ssr) {
    client.cache.restore(ssr.apollo);
    client.prioritizeCacheValues = true;
    await resolveLazyMatches(routes, window.location);
    // Reading the page's state, preparing its price format and hydrating are tasks of their own.
    await nextTask();
    prepareMoneyFormat(ssr.currency, language);
    await nextTask();
  }
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const app = (
    <StrictMode>
      <InitialCurrencyContext.Provider value={ssr?.currency ?? null}>
        <I18nextProvider i18n={i18n}>
          <ApolloProvider client={client}>
            <HydrationMarker>
              <RouterProvider router={router} />
            </HydrationMarker>
          </ApolloProvider>
        </I18nextProvider>
      </InitialCurrencyContext.Provider>
    </StrictMode>
  );
  if (ssr) {
    // One synchronous pass over the server's markup (Preact), adopting the browser's ids; the
    // parts marked HydrateLater follow in tasks of their own.
    adoptClientIds();
    hydrateInSlices(() => hydrateRoot(root, app));
    // Counted from the last slice of hydration: the queries of later slices read the cache too.
    void slicesHydrated().then(() =>
      setTimeout(() => {
        client.prioritizeCacheValues = false;
      }, SSR_FORCE_FETCH_DELAY_MS),
    );
    // A choice saved in this browser before the server knew it (no cookie yet) applies now.
    if (!params.has('lang') && isLanguageCode(saved) && saved !== language) {
      await i18n.changeLanguage(saved);
      applyLanguageToDocument(saved);
    }
  } else {
    createRoot(root).render(app);
  }
}

void start();
