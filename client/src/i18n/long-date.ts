import type { TFunction } from 'i18next';
import type { TranslationKey } from './keys';
import { useTranslation } from './use-translation';

/**
 * A date as Intl's long date style writes it in the page's language, from the translations
 * (`TEXT_DATE_LONG`, `TEXT_DATE_MONTH_1`…`12`): `5 de noviembre de 2026`, `November 5, 2026`,
 * `5 ноября 2026 г.`. In UTC, so the server and the browser agree. Not asked of Intl: its first
 * date format of a page costs the browser a long task while it loads the locale's data.
 */
export function longDate(iso: string, t: TFunction): string {
  const date = new Date(iso);
  const month = t(`TEXT_DATE_MONTH_${date.getUTCMonth() + 1}` as TranslationKey);
  return t('TEXT_DATE_LONG', { day: date.getUTCDate(), month, year: date.getUTCFullYear() });
}

/** `longDate` in the page's language. */
export function useLongDate(): (iso: string) => string {
  const { t } = useTranslation();
  return (iso) => longDate(iso, t);
}
