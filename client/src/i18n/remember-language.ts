import { LANGUAGE_STORAGE_KEY, type LanguageCode } from '../app/i18n';

/** Cookie the gateway reads to render pages in the shopper's language (after `?lang=`, before Accept-Language). */
export const LANGUAGE_COOKIE = 'lang';

/** Keeps the shopper's language in local storage and in the `lang` cookie (a year, this site only). */
export function rememberLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Without storage the cookie still carries the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(code)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
