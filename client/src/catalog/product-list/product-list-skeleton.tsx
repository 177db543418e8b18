import { Skeleton } from '../../ui/skeleton/skeleton';
import { cx } from '../../ui/cx';
import type { ListLayout } from './list-url-state';
import styles from './product-list.module.css';

/** Placeholder cards of the final size and layout while a page of products loads (8 per page). */
export function ProductListSkeleton({ layout, count = 8 }: { layout: ListLayout; count?: number }) {
  return (
    <div className={cx(styles.cards, styles[layout])} data-testid="product-skeleton">
      <ul className={styles.cardList}>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className={styles.cardItem}>
            <div className={cx(styles.skeletonCard, styles[`skeleton-${layout}`])}>
              <Skeleton variant="rect" className={styles.skeletonImage} />
              <div className={styles.skeletonInfo}>
                <Skeleton lines={2} />
                <Skeleton width="40%" />
                <Skeleton width="55%" />
              </div>
              <div className={styles.skeletonBuy}>
                <Skeleton width="45%" height="1.5rem" />
                <Skeleton variant="rect" height="var(--control-height-md, 2.5rem)" />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
