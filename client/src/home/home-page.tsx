import { Suspense, type ComponentType } from 'react';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { useDocumentTitle } from '../lib/use-document-title';
import { cx } from '../ui/cx';
import { BrandsStrip } from './brands-strip';
import { FeaturedProducts } from './featured-products';
import { FeaturesStrip } from './features-strip';
import { HomeHero } from './home-hero';
import { HomeShopQuery } from './home-documents';
import { LatestPosts } from './latest-posts';
import { PopularCategories } from './popular-categories';
import { ProductColumns } from './product-columns';
import { SpecialOffers } from './special-offers';
import styles from './home.module.css';

/**
 * The home page in two compositions of the same blocks. One: the hero, what buying here means,
 * the products in tabs, the categories, the offers, three short lists, the brands and the blog.
 * Two: the hero with the vehicle first, the categories, the offers, the tabs, the blog, the short
 * lists, the brands and, last, what buying here means. Each block hides when it has nothing to show.
 */
/** The blocks under the hero, in each composition's order. */
const BLOCKS: Record<'one' | 'two', ComponentType[]> = {
  one: [FeaturesStrip, FeaturedProducts, PopularCategories, SpecialOffers, ProductColumns, BrandsStrip, LatestPosts],
  two: [PopularCategories, SpecialOffers, FeaturedProducts, LatestPosts, ProductColumns, BrandsStrip, FeaturesStrip],
};

export function HomePage({ variant = 'one' }: { variant?: 'one' | 'two' }) {
  const { t } = useTranslation();
  const { data } = usePageQuery(HomeShopQuery);
  useDocumentTitle(data?.shop.name ?? t('TEXT_SHOP_NAME'));
  // Each block is a Suspense boundary of its own: sent when its data is in, hydrated on its own.
  return (
    <div className={cx(styles.home, styles[variant])}>
      <HomeHero variant={variant} />
      {BLOCKS[variant].map((Block, i) => (
        <Suspense key={i} fallback={null}>
          <Block />
        </Suspense>
      ))}
    </div>
  );
}
