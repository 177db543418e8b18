import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import spanish from '../../public/i18n/es.json';
import english from '../../public/i18n/en.json';
import type { TranslationKey } from '../i18n/keys';

/** A fresh i18next instance with the shop's texts (client/public/i18n), ready synchronously. */
export function createTestI18n(language: 'es' | 'en' = 'es'): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'es',
    resources: {
      es: { translation: spanish },
      en: { translation: english },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export interface UiRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: 'es' | 'en';
  /** Wraps the tree in a memory router (components with links need one). Default true. */
  router?: boolean;
}

/** Renders with i18next (Spanish by default) and a memory router around the element. */
export function renderUi(ui: ReactElement, { language = 'es', router = true, ...options }: UiRenderOptions = {}): RenderResult {
  const i18n = createTestI18n(language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{router ? <MemoryRouter>{children}</MemoryRouter> : children}</I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}

/** The Spanish text of a key, for assertions. */
export function es(key: TranslationKey): string {
  return spanish[key];
}
