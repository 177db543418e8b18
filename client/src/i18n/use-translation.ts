import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const pairs = new WeakMap<I18n, Translation>();

/**
 * The interface's translations: `t` and the i18next instance from the `I18nextProvider` above.
 * react-i18next's own `useTranslation` copies the whole i18next instance into a new wrapper for
 * every component that calls it, which was a tenth of a server render's time; the shop's language
 * never changes within a page (each language has its own addresses), so one `t` per instance is
 * enough, and every component shares it.
 */
export function useTranslation(): Translation {
  const { i18n } = useContext(I18nContext);
  let pair = pairs.get(i18n);
  if (!pair) {
    pair = { t: i18n.t.bind(i18n) as TFunction, i18n };
    pairs.set(i18n, pair);
  }
  return pair;
}
