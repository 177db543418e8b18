import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
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

/** Where the texts of one language come from: given (the server has them all) or fetched from an address. */
export type TranslationSource = { translations: Translations } | { url: string };

/** The texts of a language, fetched from the address a server-rendered page names (and preloads). */
async function fetchTranslations(url: string): Promise<Translations> {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'default' });
  if (!response.ok) throw new Error(`Translations at ${url} answered ${response.status}`);
  return (await response.json()) as Translations;
}

/**
 * Creates the i18next instance of a page. The server renderer gives it the language's texts; the
 * browser fetches them from `assets/i18n/{code}.json`, at the address with the file's version that
 * a server-rendered page names and preloads in its head, so the file comes with the page's scripts
 * and is kept by the browser for good. A page holds one language (the address decides it), so a
 * plain fetch of that one file is all the loading i18next needs.
 */
export async function createI18n(language: LanguageCode, source: TranslationSource = { url: translationsUrl(language) }): Promise<I18n> {
  const translations = 'url' in source ? await fetchTranslations(source.url) : source.translations;
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    // Every language file has the same keys (checked by a test): the page's language is enough.
    fallbackLng: false,
    supportedLngs: [...LANGUAGE_CODES],
    load: 'currentOnly',
    resources: { [language]: { translation: translations } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return instance;
}
