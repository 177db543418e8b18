import { LANGUAGE_CODES, type LanguageCode } from '../app/i18n';

/** Each language's own name, as the language menu shows it (not translated on purpose). */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  es: 'Español',
  en: 'English',
  ru: 'Русский',
  'en-RTL': 'English (RTL)',
};

/** Short label for the header's language button. */
export const LANGUAGE_SHORT: Record<LanguageCode, string> = {
  es: 'ES',
  en: 'EN',
  ru: 'RU',
  'en-RTL': 'RTL',
};

export const LANGUAGES = LANGUAGE_CODES.map((code) => ({ code, name: LANGUAGE_NAMES[code], short: LANGUAGE_SHORT[code] }));
