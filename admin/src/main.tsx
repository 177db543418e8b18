import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { createI18n, directionOf } from '../../client/src/app/i18n';
import { OverlayCoordinatorProvider, ToastProvider } from './ui';
import { createAdminApolloClient } from './app/apollo';
import { loadTranslations } from './app/translations';
import { adminLanguage, readSavedLanguage, saveLanguage } from './app/language';
import { adminRoutes, ADMIN_BASENAME } from './routes';
import '../../client/src/styles/base.css';

/** The staff's app: rendered in the browser only (the gateway serves admin.html for every /admin address). */
async function start(): Promise<void> {
  const language = adminLanguage(window.location.search, readSavedLanguage());
  if (new URLSearchParams(window.location.search).has('lang')) saveLanguage(language);
  const i18n = await createI18n(language, { translations: await loadTranslations(language) });
  // As the shop does (client/src/i18n/use-language.ts): en-RTL is English written right to left.
  document.documentElement.lang = language === 'en-RTL' ? 'en' : language;
  document.documentElement.dir = directionOf(language);
  const client = createAdminApolloClient();
  const router = createBrowserRouter(adminRoutes, { basename: ADMIN_BASENAME });
  const root = document.getElementById('admin');
  if (!root) throw new Error('#admin is missing from admin/admin.html');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ApolloProvider client={client}>
          <OverlayCoordinatorProvider>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </OverlayCoordinatorProvider>
        </ApolloProvider>
      </I18nextProvider>
    </StrictMode>,
  );
}

void start();
