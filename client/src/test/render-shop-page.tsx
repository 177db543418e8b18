import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { InMemoryCache } from '@apollo/client';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import es from '../../public/i18n/es.json';
import { typePolicies } from '../app/cache';
import { CurrencyProvider } from '../currency/currency-context';
import { OverlayCoordinatorProvider } from '../ui/overlay';
import { ToastProvider } from '../ui/toast/toast-provider';

/**
 * Renders a shop page as the app does (Spanish translations, the shop's cache policies, currency,
 * toasts, a router at `route`) with mocked GraphQL answers. Returns the cache for assertions.
 */
export function renderShopPage(
  page: ReactElement,
  { mocks, route = '/', path = '*' }: { mocks: MockedProviderProps['mocks']; route?: string; path?: string },
): RenderResult & { cache: InMemoryCache } {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    resources: { es: { translation: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const cache = new InMemoryCache({ typePolicies });
  const result = render(
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={mocks} cache={cache}>
        <MemoryRouter initialEntries={[route]}>
          <OverlayCoordinatorProvider>
            <CurrencyProvider initial="ARS">
              <ToastProvider>
                <Routes>
                  <Route path={path} element={page} />
                  <Route path="*" element={<p data-testid="elsewhere">elsewhere</p>} />
                </Routes>
              </ToastProvider>
            </CurrencyProvider>
          </OverlayCoordinatorProvider>
        </MemoryRouter>
      </MockedProvider>
    </I18nextProvider>,
  );
  return Object.assign(result, { cache });
}
