import { useEffect, useRef, type ReactNode } from 'react';
import { useDocumentTitle, useTranslation } from '../ui';
import { claimRouteFocus } from './route-focus';
import styles from './page-heading.module.css';

/** A page's one h1, focused after a navigation (lib/route-focus.tsx), and the document title. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useDocumentTitle(`${title} · ${t('admin.APP_NAME')}`);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => claimRouteFocus(heading.current), []);
  return (
    <div className={styles.head}>
      <h1 ref={heading} className={styles.title} data-page-heading tabIndex={-1}>
        {title}
      </h1>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
