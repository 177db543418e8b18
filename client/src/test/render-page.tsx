import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import es from '../../public/i18n/es.json';
import type { TranslationKey } from '../i18n/keys';

/** i18next with the shop's Spanish texts, ready synchronously. */
function createI18n(): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    resources: { es: { translation: es } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Renders a piece of a page with the Spanish translations inside a memory router; `dir` wraps it in that direction. */
export function renderWithTexts(ui: ReactElement, { dir }: { dir?: 'ltr' | 'rtl' } = {}): RenderResult {
  const i18n = createI18n();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{dir ? <div dir={dir}>{children}</div> : children}</MemoryRouter>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}

/** The Spanish text of a key (interpolated), for assertions. */
export function text(key: TranslationKey, values: Record<string, unknown> = {}): string {
  return (es as Record<string, string>)[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
