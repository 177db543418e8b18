/**
 * The language the catalogue answers in (names of products, categories, vehicle groups, criteria,
 * fuels), shared by the web client (which names it in the API's address) and the gateway (which
 * reads it there, or from a page's own address when it renders one). English written right to left
 * is English; anything else is Spanish, the catalogue's own language and the fallback of every text.
 */

export const CATALOG_LANGUAGES = ['es', 'en', 'ru'] as const;
export type CatalogLanguage = (typeof CATALOG_LANGUAGES)[number];
export const DEFAULT_CATALOG_LANGUAGE: CatalogLanguage = 'es';

/** The query parameter of the API's address that names the language (`/graphql?lang=ru`). */
export const CATALOG_LANGUAGE_PARAM = 'lang';

/** The catalogue's language for an interface language (`en-RTL` → `en`); Spanish for any other. */
export function catalogLanguageOf(interfaceLanguage: string | null | undefined): CatalogLanguage {
  const code = interfaceLanguage === 'en-RTL' ? 'en' : interfaceLanguage;
  return (CATALOG_LANGUAGES as readonly (string | null | undefined)[]).includes(code) ? (code as CatalogLanguage) : DEFAULT_CATALOG_LANGUAGE;
}

/**
 * The API's address for a language: Spanish keeps the bare address (so its answers and the caches
 * that keep them stay as they are), another language adds `?lang=`.
 */
export function apiAddress(base: string, interfaceLanguage: string): string {
  const language = catalogLanguageOf(interfaceLanguage);
  if (language === DEFAULT_CATALOG_LANGUAGE) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${CATALOG_LANGUAGE_PARAM}=${language}`;
}
