import { useTranslation } from '../../i18n/use-translation';
import { Dropdown } from '../../ui/dropdown/dropdown';
import { CURRENCIES, CURRENCY_CODES } from '../../currency/currencies';
import { useCurrency } from '../../currency/currency-context';
import { LANGUAGES } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';

/** The currency menu: choosing one re-prices the whole page and is remembered. */
export function CurrencyMenu() {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  return (
    <Dropdown
      className="topbar__menu"
      triggerClassName="topbar__trigger"
      panelClassName="topbar__panel"
      align="end"
      exclusiveId="currency"
      exclusiveGroup="header"
      panelLabel={t('TEXT_CURRENCY')}
      trigger={
        // One isolated phrase: in a right-to-left page a Latin label keeps its colon after it.
        <bdi>
          <span className="topbar__trigger-title">{t('TEXT_CURRENCY')}:</span> {currency}
        </bdi>
      }
    >
      {({ close }) => (
        <ul className="topbar__options">
          {CURRENCY_CODES.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="topbar__option"
                aria-current={code === currency || undefined}
                onClick={() => {
                  setCurrency(code);
                  close();
                }}
              >
                {CURRENCIES[code].symbol} {t(`TEXT_CURRENCY_${code}`)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}

/** The language menu: loads the language's texts, flips the page for right-to-left, remembers it. */
export function LanguageMenu() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const current = LANGUAGES.find((l) => l.code === language) ?? LANGUAGES[0];
  return (
    <Dropdown
      className="topbar__menu"
      triggerClassName="topbar__trigger"
      panelClassName="topbar__panel"
      align="end"
      exclusiveId="language"
      exclusiveGroup="header"
      panelLabel={t('TEXT_LANGUAGE')}
      trigger={
        // One isolated phrase: in a right-to-left page a Latin label keeps its colon after it.
        <bdi>
          <span className="topbar__trigger-title">{t('TEXT_LANGUAGE')}:</span> {current.short}
        </bdi>
      }
    >
      {({ close }) => (
        <ul className="topbar__options">
          {LANGUAGES.map((option) => (
            <li key={option.code}>
              <button
                type="button"
                className="topbar__option"
                lang={option.code === 'en-RTL' ? 'en' : option.code}
                aria-current={option.code === language || undefined}
                onClick={() => {
                  close();
                  void setLanguage(option.code);
                }}
              >
                {option.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
