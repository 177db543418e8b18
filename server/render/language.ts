import { directionOf, type LanguageCode } from '../../client/src/app/i18n';

/** `<html lang dir>` of a language: en-RTL is English written right to left. */
export function htmlLanguage(code: LanguageCode): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: code === 'en-RTL' ? 'en' : code, dir: directionOf(code) };
}
