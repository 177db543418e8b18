import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createApolloClient } from './app/apollo';
import { chooseLanguage, createI18n, directionOf, LANGUAGE_STORAGE_KEY } from './app/i18n';
import { routes } from './routes';
import './app/app.css';

async function start(): Promise<void> {
  const params = new URLSearchParams(window.location.search);
  const language = chooseLanguage({
    query: params.get('lang'),
    saved: window.localStorage.getItem(LANGUAGE_STORAGE_KEY),
    browser: navigator.languages,
  });
  const i18n = await createI18n(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);

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
