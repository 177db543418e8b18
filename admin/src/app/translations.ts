import type { LanguageCode, Translations } from '../../../client/src/app/i18n';

// The whole translation files (the shop's texts, which the design system uses, and the `admin.*`
// ones), one chunk per language in the app's own build: the shop's served copy leaves the `admin.*`
// texts out (scripts/client-build.mjs), so shoppers never download them.
const FILES = import.meta.glob<Translations>('../../../client/public/i18n/*.json', { import: 'default' });

export async function loadTranslations(language: LanguageCode): Promise<Translations> {
  const load = FILES[`../../../client/public/i18n/${language}.json`];
  if (!load) throw new Error(`No translations for ${language}`);
  return load();
}
