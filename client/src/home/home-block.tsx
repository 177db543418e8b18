import type { ReactNode } from 'react';
import { cx } from '../ui/cx';
import styles from './home.module.css';

/** One block of a home page: a section named by its heading, with an optional link or controls beside it. */
export function HomeBlock({ id, title, aside, className, children }: { id: string; title: string; aside?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={cx(styles.block, className)} aria-labelledby={id}>
      <div className={styles.blockHeader}>
        <h2 id={id} className={styles.blockTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
