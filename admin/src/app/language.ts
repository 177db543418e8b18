import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from '../../../client/src/app/i18n';

/** Where the staff app keeps the interface language chosen on this browser. */
export const ADMIN_LANGUAGE_KEY = 'admin-language';

/**
 * The staff app's language: `?lang=` when given (and then remembered), else the one remembered on
 * this browser, else Spanish. The app lives at one address per page whatever its language: it is
 * never cached or indexed, so the shop's language prefixes are not needed here.
 */
export function adminLanguage(search: string, saved: string | null): LanguageCode {
  const asked = new URLSearchParams(search).get('lang');
  if (isLanguageCode(asked)) return asked;
  if (isLanguageCode(saved)) return saved;
  return DEFAULT_LANGUAGE;
}

export function readSavedLanguage(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function saveLanguage(code: LanguageCode): void {
  try {
    window.localStorage.setItem(ADMIN_LANGUAGE_KEY, code);
  } catch {
    // Private browsing without storage: the language lasts for this page only.
  }
}
