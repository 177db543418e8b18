import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
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

/** The translations of one language, as in `client/public/i18n/{code}.json`. */
export type Translations = Record<string, ResourceKey>;

/** Where the translations of a language are served (the specification's `assets/i18n/{code}.json`). */
export function translationsUrl(language: string): string {
  return `/assets/i18n/${encodeURIComponent(language)}.json`;
}

/** Fetches `/assets/i18n/{code}.json` when the shopper switches to a language the page has not loaded. */
const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    fetch(translationsUrl(language), { credentials: 'same-origin' })
      .then((res) => {
        if (!res.ok) throw new Error(`translations for ${language}: HTTP ${res.status}`);
        return res.json() as Promise<Translations>;
      })
      .then((data) => callback(null, data), (err: Error) => callback(err, false));
  },
};

/**
 * Creates the i18next instance. `translations` of the chosen language (embedded in a
 * server-rendered page, or read from disk by the server) make it ready at once; other languages
 * are fetched from /assets/i18n/{code}.json when chosen.
 */
export async function createI18n(language: LanguageCode, translations?: Translations): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      // Every language file has the same keys (checked by a test); with the language embedded the
      // page needs no second file.
      fallbackLng: translations ? false : DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGE_CODES],
      load: 'currentOnly',
      ...(translations ? { resources: { [language]: { translation: translations } }, partialBundledLanguages: true } : {}),
      initAsync: !translations,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}
