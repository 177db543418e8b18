import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../link/link';
import { cx } from '../cx';
import { IconChevronEnd } from '../icons/icons';
import styles from './breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omit for the current page (the last item). */
  href?: string;
}

/** Where the page sits in the shop; the last item is the current page. */
export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  /** Name of the navigation landmark; default TEXT_BREADCRUMBS. */
  label?: string;
  className?: string;
}

export function Breadcrumbs({ items, label, className }: BreadcrumbsProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={label ?? t('TEXT_BREADCRUMBS')} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last || !item.href ? (
                <span className={cx(last && styles.current)} aria-current={last ? 'page' : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link to={item.href} className={styles.link}>
                  {item.label}
                </Link>
              )}
              {!last && <IconChevronEnd className={styles.separator} size={14} />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
