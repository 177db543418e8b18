import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { useSavePreferences } from './preferences';
import { DEFAULT_LANGUAGE, directionOf, isLanguageCode, languageOfPath, pathInLanguage, type LanguageCode } from '../app/i18n';

/** Points the page's `lang` and `dir` attributes at a language. */
export function applyLanguageToDocument(code: LanguageCode, root: HTMLElement = document.documentElement): void {
  root.lang = code === 'en-RTL' ? 'en' : code;
  root.dir = directionOf(code);
}

/** The address of the page on screen in another language (same page, same query and anchor). */
export function currentPageIn(code: LanguageCode, location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  return pathInLanguage(languageOfPath(location.pathname).path, code) + location.search + location.hash;
}

/**
 * The interface language and a way to change it: the same page at the language's own address
 * (each language has its addresses: `/en/shop/...`), with the choice saved to the account.
 */
export function useLanguage(): { language: LanguageCode; setLanguage: (code: LanguageCode) => Promise<void> } {
  const { i18n } = useTranslation();
  const savePreferences = useSavePreferences();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    async (code: LanguageCode) => {
      if (code === language) return;
      savePreferences({ language: code });
      window.location.assign(currentPageIn(code));
    },
    [language, savePreferences],
  );
  return { language, setLanguage };
}
