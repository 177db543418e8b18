import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs, type BreadcrumbItem } from '../ui/breadcrumbs/breadcrumbs';
import { useDocumentTitle } from '../app/useDocumentTitle';

export interface SectionPageProps {
  /** Translation key of the page's heading. */
  title: string;
  /** Translation key of the section, with its address, for the breadcrumbs. */
  section?: { title: string; url: string };
  /** Translation key of the lead paragraph. */
  lead?: string;
  children?: ReactNode;
}

/** A page of a section: breadcrumbs, the heading and its content. */
export function SectionPage({ title, section, lead, children }: SectionPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(t(title));
  const crumbs: BreadcrumbItem[] = [{ label: t('MENU_HOME'), href: '/' }];
  if (section) crumbs.push({ label: t(section.title), href: section.url });
  crumbs.push({ label: t(title) });
  return (
    <article className="section-page">
      <Breadcrumbs items={crumbs} className="section-page__crumbs" />
      <h1 className="section-page__title">{t(title)}</h1>
      {lead && <p className="section-page__lead">{t(lead)}</p>}
      {children}
    </article>
  );
}
