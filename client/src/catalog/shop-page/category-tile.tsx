import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { Image } from '../../ui/image/image';
import { IconImage } from '../../ui/icons/icons';
import styles from './category-tile.module.css';

export interface CategoryTileProps {
  name: string;
  href: string;
  image?: string | null;
  itemsCount: number;
  headingLevel?: 2 | 3;
}

/** A category as a tile: its picture, its name (the link) and how many products it holds. */
export function CategoryTile({ name, href, image, itemsCount, headingLevel = 3 }: CategoryTileProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.tile}>
      {image ? (
        <Image src={image} alt="" width={160} height={120} fit="contain" frameClassName={styles.picture} />
      ) : (
        <span className={styles.placeholder} aria-hidden="true">
          <IconImage size={32} />
        </span>
      )}
      <Heading className={styles.name}>
        <Link to={href} className={styles.link}>
          {name}
        </Link>
      </Heading>
      <p className={styles.count}>{t('TEXT_LISTING_ITEMS_COUNT', { count: itemsCount })}</p>
    </article>
  );
}
