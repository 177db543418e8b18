import type translation from '../../public/i18n/es.json';

/** A key of the translation files (typed from Spanish, the default and fallback). */
export type TranslationKey = keyof typeof translation;

/**
 * Narrows a key that comes from data (a server error code, say) to a known translation key.
 * `exists` is i18next's `i18n.exists`.
 */
export function knownKey(key: string, exists: (key: string) => boolean, fallback: TranslationKey): TranslationKey {
  return exists(key) ? (key as TranslationKey) : fallback;
}
