import i18next, { type i18n as I18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_CODES = ['es', 'en', 'ru', 'en-RTL'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'es';
export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return LANGUAGE_CODES.includes(value as LanguageCode);
}

/** Writing direction of a language: en-RTL is the right-to-left test language. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return code === 'en-RTL' ? 'rtl' : 'ltr';
}

export interface LanguageSources {
  /** `?lang=` of the address. */
  query?: string | null;
  /** The shopper's saved choice (local storage `language`). */
  saved?: string | null;
  /** The browser's preferred languages, best first. */
  browser?: readonly string[];
}

/** Picks the language: `?lang=`, then the saved choice, then the browser's languages, then Spanish. */
export function chooseLanguage({ query, saved, browser = [] }: LanguageSources): LanguageCode {
  if (isLanguageCode(query)) return query;
  if (isLanguageCode(saved)) return saved;
  for (const tag of browser) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isLanguageCode(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** Creates the i18next instance; translation files are fetched from /i18n/{code}.json. */
export async function createI18n(language: LanguageCode): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'currentOnly',
      backend: { loadPath: '/i18n/{{lng}}.json' },
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}
