import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createApolloClient } from './app/apollo';
import { chooseLanguage, createI18n, LANGUAGE_STORAGE_KEY } from './app/i18n';
import { applyLanguageToDocument } from './i18n/use-language';
import { routes } from './routes';
import './styles/base.css';
import './frame/frame.css';

function readSaved(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function saveChoice(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

async function start(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const language = chooseLanguage({
    query: params.get('lang'),
    saved: readSaved(LANGUAGE_STORAGE_KEY),
    browser: navigator.languages,
  });
  const i18n = await createI18n(language);
  applyLanguageToDocument(language);
  if (params.has('lang')) saveChoice(LANGUAGE_STORAGE_KEY, language);

  const client = createApolloClient();
  const router = createBrowserRouter(routes);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ApolloProvider client={client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
