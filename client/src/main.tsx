import { StrictMode, startTransition } from 'react';
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
import { InitialCurrencyContext, rememberCurrencyCookie } from './ssr/initial-currency';
import { CURRENCY_STORAGE_KEY, isCurrencyCode } from './currency/currencies';
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
    setTimeout(() => {
      client.prioritizeCacheValues = false;
    }, SSR_FORCE_FETCH_DELAY_MS);
    await resolveLazyMatches(routes, window.location);
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
    // As a transition, hydration works in slices and lets the browser answer input in between,
    // instead of one long task over the whole page.
    startTransition(() => {
      hydrateRoot(root, app);
    });
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
