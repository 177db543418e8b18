/**
 * A locale Intl accepts for an i18next language code. The shop's right-to-left English is
 * called 'en-RTL', which is no valid locale tag; it formats like English.
 */
export function intlLocale(language: string | undefined): string {
  if (!language) return 'es';
  try {
    return Intl.getCanonicalLocales(language)[0] ?? 'es';
  } catch {
    return language.split('-')[0] || 'es';
  }
}
