import { useEffect, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/** The key that moves focus to the header's search from anywhere but a field. */
export const SEARCH_SHORTCUT = '/';

const shown = (el: HTMLElement) => el.getClientRects().length > 0;

/**
 * Moves focus to the search box the shopper sees (the desktop header's, or the phone header's,
 * opening it first when it sits behind its button). Answers whether it found one.
 */
export function focusHeaderSearch(): boolean {
  const input = [...document.querySelectorAll<HTMLInputElement>('.site form[role="search"] input')].find(shown);
  if (input) {
    input.focus();
    return true;
  }
  const toggle = [...document.querySelectorAll<HTMLButtonElement>('[data-search-toggle]')].find(shown);
  if (!toggle) return false;
  toggle.click();
  requestAnimationFrame(() => [...document.querySelectorAll<HTMLInputElement>('.site form[role="search"] input')].find(shown)?.focus());
  return true;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * "Ir a la búsqueda": a skip link (shown when it has focus, first in the page beside the one to the
 * content) and the `/` key from anywhere outside a field, so the search is one key away after a
 * page change, when focus is on the page's heading.
 */
export function SkipToSearch() {
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== SEARCH_SHORTCUT || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || typing(event.target)) return;
      if (focusHeaderSearch()) event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusHeaderSearch()) event.preventDefault();
  };
  return (
    <a className="skip-link" href="#content" onClick={onClick} aria-keyshortcuts={SEARCH_SHORTCUT}>
      {t('LINK_SKIP_TO_SEARCH')}
    </a>
  );
}
