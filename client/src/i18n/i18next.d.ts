import 'i18next';
import type translation from '../../public/i18n/es.json';

// Translation keys are typed from the Spanish file (the default and fallback language), so a
// misspelt or missing key fails the typecheck. Other locales carry the same keys (tests/i18n).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof translation };
  }
}
