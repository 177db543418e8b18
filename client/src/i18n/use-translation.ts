import { useContext } from 'react';
import { I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

export interface Translation {
  t: TFunction;
  i18n: I18n;
}

const pairs = new WeakMap<I18n, Translation>();

/**
 * `t` of an i18next instance, with the texts asked without options (most of them) kept once looked
 * up: i18next resolves a key through its whole pipeline on every call, which a server render does
 * hundreds of times. Forgotten when the instance's texts change.
 */
function fastT(i18n: I18n): TFunction {
  const plain = new Map<string, string>();
  const forget = () => plain.clear();
  i18n.on('added', forget);
  i18n.on('loaded', forget);
  i18n.on('languageChanged', forget);
  return ((key: unknown, options?: unknown) => {
    if (options !== undefined || typeof key !== 'string') return (i18n.t as (k: unknown, o?: unknown) => string)(key, options);
    let text = plain.get(key);
    if (text === undefined) {
      text = i18n.t(key as never) as string;
      plain.set(key, text);
    }
    return text;
  }) as TFunction;
}

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
    pair = { t: fastT(i18n), i18n };
    pairs.set(i18n, pair);
  }
  return pair;
}
