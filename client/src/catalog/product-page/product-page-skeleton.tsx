import { Skeleton } from '../../ui/skeleton/skeleton';
import styles from './product-page.module.css';

/** The product page while it loads: a square picture and the facts column, at their final sizes. */
export function ProductPageSkeleton() {
  return (
    <div className={styles.top}>
      <Skeleton variant="rect" width="100%" height={420} />
      <div className={styles.info}>
        <Skeleton height={32} width="80%" />
        <Skeleton lines={4} />
        <Skeleton height={40} width="40%" />
        <Skeleton variant="rect" height={48} width="100%" />
      </div>
    </div>
  );
}
