import { languageOfPath } from '../../client/src/app/i18n';
import { CATALOG_LANGUAGE_PARAM, catalogLanguageOf, type CatalogLanguage } from '../../shared/catalog-language';

/**
 * The catalogue's language of a request by its address alone (never a cookie or `Accept-Language`,
 * so caches keyed by the address stay right): the API's `?lang=` (`/graphql?lang=ru`), else the
 * language prefix of a page the gateway renders (`/ru/shop/…` asks the API in Russian), else Spanish.
 */
export function catalogLanguageOfUrl(url: string): CatalogLanguage {
  const q = url.indexOf('?');
  if (q >= 0) {
    const asked = new URLSearchParams(url.slice(q + 1)).get(CATALOG_LANGUAGE_PARAM);
    if (asked !== null) return catalogLanguageOf(asked);
  }
  return catalogLanguageOf(languageOfPath(q < 0 ? url : url.slice(0, q)).language);
}
