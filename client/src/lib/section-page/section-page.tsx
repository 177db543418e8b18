import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Breadcrumbs, type BreadcrumbItem } from '../../ui/breadcrumbs/breadcrumbs';
import { cx } from '../../ui/cx';
import { useDocumentTitle } from '../use-document-title';
import styles from './section-page.module.css';

export interface SectionPageProps {
  /** The page's heading (already translated). */
  title: string;
  /** The section above this page, for the breadcrumbs (already translated). */
  section?: { title: string; url: string };
  /** Further crumbs between the section and this page. */
  trail?: BreadcrumbItem[];
  /** The lead paragraph under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** A page of a section: breadcrumbs, the heading, an optional lead and its content; sets the title. */
export function SectionPage({ title, section, trail = [], lead, children, className }: SectionPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const crumbs: BreadcrumbItem[] = [{ label: t('MENU_HOME'), href: '/' }];
  if (section) crumbs.push({ label: section.title, href: section.url });
  crumbs.push(...trail, { label: title });
  return (
    <article className={cx(styles.page, className)}>
      <Breadcrumbs items={crumbs} className={styles.crumbs} />
      <h1 className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </article>
  );
}
