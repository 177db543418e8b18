import { Select, useTranslation } from '../ui';
import { LANGUAGE_CODES, isLanguageCode } from '../../../client/src/app/i18n';
import { saveLanguage } from '../app/language';

const NAMES: Record<(typeof LANGUAGE_CODES)[number], string> = { es: 'Español', en: 'English', ru: 'Русский', 'en-RTL': 'English (RTL)' };

/** The interface language, remembered on this browser; the page reloads in it. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      label={t('TEXT_LANGUAGE')}
      hideLabel
      size="sm"
      value={i18n.language}
      options={LANGUAGE_CODES.map((code) => ({ value: code, label: NAMES[code] }))}
      onChange={(event) => {
        const code = event.target.value;
        if (!isLanguageCode(code)) return;
        saveLanguage(code);
        const url = new URL(window.location.href);
        url.searchParams.delete('lang');
        window.location.assign(url.toString());
      }}
    />
  );
}
