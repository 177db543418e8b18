import { intlLocale } from '../ui/locale';
import type { TranslationKey } from './keys';
import { useTranslation } from './use-translation';

/** Intl's region names per locale, made once each (null where the browser has none). */
const regionNames = new Map<string, Intl.DisplayNames | null>();

function regionName(code: string, locale: string): string | undefined {
  if (!regionNames.has(locale)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    regionNames.set(locale, names);
  }
  try {
    return regionNames.get(locale)?.of(code);
  } catch {
    return undefined;
  }
}

/**
 * A country's name in the page's language from its ISO code: the translation files name the
 * countries brands and addresses usually come from (`COUNTRY_DE`); any other is Intl's name for
 * it, or the code itself. Asking Intl for region names first loads the browser's data for them, a
 * long task a product page would otherwise pay while it hydrates.
 */
export function useCountryName(): (code: string) => string {
  const { t, i18n } = useTranslation();
  return (code) => {
    const upper = code.toUpperCase();
    const key = `COUNTRY_${upper}`;
    if (i18n.exists(key)) return t(key as TranslationKey);
    return regionName(upper, intlLocale(i18n.language)) ?? code;
  };
}
