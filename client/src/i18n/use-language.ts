import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavePreferences } from './preferences';
import { DEFAULT_LANGUAGE, directionOf, isLanguageCode, type LanguageCode } from '../app/i18n';
import { rememberLanguage } from './remember-language';

/** Points the page's `lang` and `dir` attributes at a language. */
export function applyLanguageToDocument(code: LanguageCode, root: HTMLElement = document.documentElement): void {
  root.lang = code === 'en-RTL' ? 'en' : code;
  root.dir = directionOf(code);
}

/** The interface language and a way to change it: loads its file, saves the choice, flips the page direction. */
export function useLanguage(): { language: LanguageCode; setLanguage: (code: LanguageCode) => Promise<void> } {
  const { i18n } = useTranslation();
  const savePreferences = useSavePreferences();
  const language = isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(
    async (code: LanguageCode) => {
      await i18n.changeLanguage(code);
      applyLanguageToDocument(code);
      rememberLanguage(code);
      savePreferences({ language: code });
    },
    [i18n, savePreferences],
  );
  return { language, setLanguage };
}
