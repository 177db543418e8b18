import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGE_CODES = ['es', 'en', 'ru', 'en-RTL'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'es';

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return LANGUAGE_CODES.includes(value as LanguageCode);
}

/**
 * Where each language's pages live: Spanish at the root, the others under a prefix of their own
 * (`/en/shop/...`). The address decides a page's language, so a page is the same for everyone
 * who asks for it (caches and search engines see one language per address).
 */
export const LANGUAGE_PREFIXES: Record<LanguageCode, string> = { es: '', en: '/en', ru: '/ru', 'en-RTL': '/en-rtl' };

/** The language of an address's path, the router's basename for it, and the path below it. */
export function languageOfPath(pathname: string): { language: LanguageCode; basename: string; path: string } {
  for (const code of LANGUAGE_CODES) {
    const prefix = LANGUAGE_PREFIXES[code];
    if (prefix && (pathname === prefix || pathname.startsWith(prefix + '/'))) {
      return { language: code, basename: prefix, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return { language: DEFAULT_LANGUAGE, basename: '', path: pathname || '/' };
}

/** A path of the shop (`/shop/cart`, as the route table names it) in a language. */
export function pathInLanguage(path: string, code: LanguageCode): string {
  const prefix = LANGUAGE_PREFIXES[code];
  if (!prefix) return path;
  return path === '/' ? prefix : prefix + path;
}

/** Writing direction of a language: en-RTL is the right-to-left test language. */
export function directionOf(code: string): 'ltr' | 'rtl' {
  return code === 'en-RTL' ? 'rtl' : 'ltr';
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
