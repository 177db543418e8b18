import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { InMemoryCache } from '@apollo/client';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import es from '../../public/i18n/es.json';
import en from '../../public/i18n/en.json';
import { typePolicies } from '../app/cache';
import { CurrencyProvider } from '../currency/currency-context';
import { OverlayCoordinatorProvider } from '../ui/overlay';
import { frameShopMock } from './test-mocks';

/** i18next with the shop's real translation files, ready synchronously. */
export function createFrameI18n(language: 'es' | 'en' = 'es'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'es',
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders a piece of the frame with translations, mocked GraphQL answers (the shop's facts always), a router and the overlay coordinator. */
export function renderFrame(
  ui: ReactElement,
  { mocks = [], route = '/', language = 'es' }: { mocks?: MockedProviderProps['mocks']; route?: string; language?: 'es' | 'en' } = {},
): RenderResult & { i18n: I18n } {
  const i18n = createFrameI18n(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MockedProvider mocks={[...(mocks ?? []), frameShopMock]} cache={new InMemoryCache({ typePolicies })}>
        <MemoryRouter initialEntries={[route]}>
          <OverlayCoordinatorProvider>
            <CurrencyProvider initial="ARS">{children}</CurrencyProvider>
          </OverlayCoordinatorProvider>
        </MemoryRouter>
      </MockedProvider>
    </I18nextProvider>
  );
  return Object.assign(render(ui, { wrapper: Wrapper }), { i18n });
}
