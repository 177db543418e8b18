import type { ReactNode } from 'react';
import { useDocumentTitle, useTranslation } from '../ui';
import styles from './page-heading.module.css';

/** A page's one h1, focused after a navigation (lib/route-focus.tsx), and the document title. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('admin.APP_NAME')}`);
  return (
    <div className={styles.head}>
      <h1 className={styles.title} data-page-heading tabIndex={-1}>
        {title}
      </h1>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
