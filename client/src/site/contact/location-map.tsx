import { useTranslation } from '../../i18n/use-translation';
import styles from './location-map.module.css';

/** City blocks of the drawing: x, y, width, height in the 640 × 320 view box. */
const BLOCKS = [
  [20, 20, 110, 70], [150, 20, 110, 70], [280, 20, 90, 70], [390, 20, 110, 70], [520, 20, 100, 70],
  [20, 110, 110, 80], [150, 110, 110, 80], [390, 110, 110, 80], [520, 110, 100, 80],
  [20, 210, 110, 90], [150, 210, 110, 90], [280, 210, 90, 90], [390, 210, 110, 90],
] as const;

/**
 * A drawing of where the shop is: the blocks around it, the avenue, a park and the pin on the
 * shop's corner. A static illustration (no map service), named by the shop's address.
 */
export function LocationMap({ address }: { address: string }) {
  const { t } = useTranslation();
  return (
    <figure className={styles.figure}>
      <svg className={styles.map} viewBox="0 0 640 320" role="img" aria-label={t('TEXT_CONTACT_MAP_LABEL', { address })}>
        <rect width="640" height="320" className={styles.ground} />
        {BLOCKS.map(([x, y, w, h]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="6" className={styles.block} />
        ))}
        <rect x="280" y="110" width="90" height="80" rx="6" className={styles.park} />
        <circle cx="305" cy="140" r="10" className={styles.tree} />
        <circle cx="340" cy="160" r="12" className={styles.tree} />
        <circle cx="318" cy="172" r="8" className={styles.tree} />
        <rect x="520" y="210" width="100" height="90" rx="6" className={styles.water} />
        <path d="M0 200 L640 200" className={styles.avenue} />
        <path d="M0 200 L640 200" className={styles.avenueLine} />
        <g className={styles.pin} transform="translate(445 168)">
          <path d="M0 32 C-14 12 -18 4 -18 -6 a18 18 0 0 1 36 0 C18 4 14 12 0 32 Z" />
          <circle cy="-6" r="7" className={styles.pinDot} />
        </g>
      </svg>
      <figcaption className={styles.caption}>{address}</figcaption>
    </figure>
  );
}
