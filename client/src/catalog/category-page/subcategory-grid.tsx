import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { CategoryTile } from '../shop-page/category-tile';
import tiles from '../shop-page/category-tile.module.css';
import { categoryUrl } from '../product-list/category-url';
import styles from './category-page.module.css';

export interface SubcategoryGridProps {
  category: {
    slug: string;
    name: string;
    children: readonly { id: string; slug: string; name: string; image?: string | null; itemsCount: number; layout: string }[];
  };
}

/** A category of layout `categories`: its subcategories as tiles, and a link to all its products. */
export function SubcategoryGrid({ category }: SubcategoryGridProps) {
  const { t } = useTranslation();
  return (
    <section className={styles.subcategories} aria-labelledby="subcategories-title">
      <h2 id="subcategories-title" className={styles.subtitle}>
        {t('TEXT_LISTING_SUBCATEGORIES')}
      </h2>
      <ul className={tiles.grid}>
        {category.children.map((child) => (
          <li key={child.id}>
            <CategoryTile name={child.name} href={categoryUrl(child)} image={child.image} itemsCount={child.itemsCount} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={`/shop/category/${encodeURIComponent(category.slug)}/products`} className={styles.allLink}>
          {t('LINK_LISTING_ALL_IN_CATEGORY', { name: category.name })}
        </Link>
      </p>
    </section>
  );
}
