import { usePageQuery } from '../lib/data/use-page-query';
import { Link } from '../ui/link/link';
import { useTranslation } from '../i18n/use-translation';
import { QueryState } from '../lib/query-state/query-state';
import { Image } from '../ui/image/image';
import { Skeleton } from '../ui/skeleton/skeleton';
import { HomeBlock } from './home-block';
import { HomeCategoriesQuery } from './home-documents';
import styles from './home.module.css';

/** Child links shown under each category. */
const CHILD_LINKS = 4;

/** The page of a shop category: its products when its layout is `products`, its children otherwise. */
export function categoryUrl(category: { slug: string; layout: string }): string {
  const base = `/shop/category/${encodeURIComponent(category.slug)}`;
  return category.layout === 'products' ? `${base}/products` : base;
}

/** The shop's top categories with their pictures and links to their first children. */
export function PopularCategories() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(HomeCategoriesQuery);
  return (
    <QueryState
      data={data}
      loading={loading}
      error={error}
      onRetry={refetch}
      isEmpty={(d) => d.categories.length === 0}
      skeleton={
        <div className={styles.categories}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rect" height={140} />
          ))}
        </div>
      }
    >
      {(d) => (
        <HomeBlock
          id="home-categories"
          title={t('TEXT_HOME_POPULAR_CATEGORIES')}
          aside={
            <Link to="/shop" className={styles.blockLink}>
              {t('LINK_HOME_ALL_CATEGORIES')}
            </Link>
          }
        >
          <ul className={styles.categories}>
            {d.categories.map((category) => (
              <li key={category.id} className={styles.category}>
                <Link to={categoryUrl(category)} className={styles.categoryImage} tabIndex={-1} aria-hidden="true">
                  {category.image && <Image src={category.image} alt="" width={96} height={96} />}
                </Link>
                <div>
                  <h3 className={styles.categoryName}>
                    <Link to={categoryUrl(category)}>{category.name}</Link>
                  </h3>
                  {category.children.length > 0 && (
                    <ul className={styles.categoryChildren}>
                      {category.children.slice(0, CHILD_LINKS).map((child) => (
                        <li key={child.id}>
                          <Link to={categoryUrl(child)}>{child.name}</Link>
                        </li>
                      ))}
                    </ul>
                  )}
                  {category.children.length > CHILD_LINKS && (
                    <Link to={categoryUrl(category)} className={styles.categoryMore}>
                      {t('LINK_HOME_CATEGORY_SHOW_ALL', { name: category.name })}
                    </Link>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </HomeBlock>
      )}
    </QueryState>
  );
}
