import type { ComponentType } from 'react';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { useDocumentTitle } from '../lib/use-document-title';
import { cx } from '../ui/cx';
import { HomeHero } from './home-hero';
import { HomeShopQuery } from './home-shop-query';
import { lazyBlock } from '../lib/lazy-block';
import styles from './home.module.css';

const FeaturesStrip = lazyBlock('features', () => import('./features-strip').then((m) => m.FeaturesStrip));
const FeaturedProducts = lazyBlock('featured-products', () => import('./featured-products').then((m) => m.FeaturedProducts));
const PopularCategories = lazyBlock('popular-categories', () => import('./popular-categories').then((m) => m.PopularCategories));
const SpecialOffers = lazyBlock('special-offers', () => import('./special-offers').then((m) => m.SpecialOffers));
const ProductColumns = lazyBlock('product-columns', () => import('./product-columns').then((m) => m.ProductColumns));
const BrandsStrip = lazyBlock('brands', () => import('./brands-strip').then((m) => m.BrandsStrip));
const LatestPosts = lazyBlock('latest-posts', () => import('./latest-posts').then((m) => m.LatestPosts));

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
  // Each block is a Suspense boundary of its own: sent when its data is in, hydrated on its own
  // when it is needed (lib/lazy-block.tsx).
  return (
    <div className={cx(styles.home, styles[variant])}>
      <HomeHero variant={variant} />
      {BLOCKS[variant].map((Block, i) => (
        <Block key={i} />
      ))}
    </div>
  );
}
