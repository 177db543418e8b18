import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../link/link';
import { cx } from '../cx';
import { IconChevronEnd, IconChevronStart } from '../icons/icons';
import { pageRange } from './page-range';
import styles from './pagination.module.css';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pages: number;
  /** Called with the chosen page. */
  onChange?: (page: number) => void;
  /** With it, pages are links (crawlable, open in a new tab); without it, buttons. */
  getHref?: (page: number) => string;
  /** Pages shown on each side of the current one. */
  siblings?: number;
  /** Name of the navigation landmark when a page has more than one pager; default TEXT_PAGINATION. */
  label?: string;
  className?: string;
}

/** Page links with previous and next; the current page is marked for screen readers. */
export function Pagination({ page, pages, onChange, getHref, siblings = 1, label, className }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;

  const control = (target: number, content: ReactNode, label: string, options: { current?: boolean; disabled?: boolean } = {}) => {
    const { current = false, disabled = false } = options;
    const common = {
      className: styles.item,
      'aria-label': label,
      'aria-current': current ? ('page' as const) : undefined,
    };
    if (getHref && !disabled && !current) {
      return (
        <Link {...common} to={getHref(target)} onClick={() => onChange?.(target)}>
          {content}
        </Link>
      );
    }
    return (
      <button {...common} type="button" disabled={disabled} onClick={current ? undefined : () => onChange?.(target)}>
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label ?? t('TEXT_PAGINATION')} className={className}>
      <ul className={styles.list}>
        <li>{control(page - 1, <IconChevronStart className={styles.arrow} size={18} />, t('BUTTON_PAGE_PREVIOUS'), { disabled: page <= 1 })}</li>
        {pageRange(page, pages, siblings).map((slot, index) => (
          <li key={slot === 'gap' ? `gap-${index}` : slot}>
            {slot === 'gap' ? (
              <span className={cx(styles.item, styles.gap)} aria-hidden="true">
                …
              </span>
            ) : (
              control(slot, slot, t('TEXT_PAGE_NUMBER', { page: slot }), { current: slot === page })
            )}
          </li>
        ))}
        <li>{control(page + 1, <IconChevronEnd className={styles.arrow} size={18} />, t('BUTTON_PAGE_NEXT'), { disabled: page >= pages })}</li>
      </ul>
    </nav>
  );
}
