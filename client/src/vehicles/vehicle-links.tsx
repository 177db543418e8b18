import { Link } from '../ui/link/link';
import styles from './vehicles.module.css';

export interface VehicleLinkItem {
  key: string;
  name: string;
  href: string;
  /** A second line: years, power... */
  meta?: string;
}

/** Makes, models or engines as a grid of links (each a target big enough for a finger). */
export function VehicleLinks({ items, label }: { items: readonly VehicleLinkItem[]; label?: string }) {
  return (
    <ul className={styles.links} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Link to={item.href} className={styles.linkCard}>
            <span className={styles.linkName}>{item.name}</span>
            {/* Years and figures read left to right in every language. */}
            {item.meta && (
              <span className={styles.linkMeta} dir="ltr">
                {item.meta}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
