import type { ComponentType } from 'react';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { useDocumentTitle } from '../lib/use-document-title';
import { cx } from '../ui/cx';
import { HomeHero } from './home-hero';
import { HomeShopQuery } from './home-shop-query';
import { lazyBlock, type SlotProps } from '../lib/lazy-block';
import styles from './home.module.css';

/** The home's documents, for the blocks that ask their data before they are drawn in the browser. */
const documents = () => import('./home-documents');
const FeaturesStrip = lazyBlock('features', () => import('./features-strip').then((m) => m.FeaturesStrip));
const FeaturedProducts = lazyBlock('featured-products', () => import('./featured-products').then((m) => m.FeaturedProducts), {
  data: (client) => import('./featured-products').then((m) => m.askFeaturedProducts(client)),
});
const PopularCategories = lazyBlock('popular-categories', () => import('./popular-categories').then((m) => m.PopularCategories), {
  data: (client) => documents().then((m) => client.query({ query: m.HomeCategoriesQuery })),
});
const SpecialOffers = lazyBlock('special-offers', () => import('./special-offers').then((m) => m.SpecialOffers), {
  data: (client) => documents().then((m) => client.query({ query: m.HomeSpecialOffersQuery })),
});
const ProductColumns = lazyBlock('product-columns', () => import('./product-columns').then((m) => m.ProductColumns), {
  data: (client) => documents().then((m) => client.query({ query: m.HomeColumnsQuery })),
});
const BrandsStrip = lazyBlock('brands', () => import('./brands-strip').then((m) => m.BrandsStrip), {
  data: (client) => documents().then((m) => client.query({ query: m.HomeBrandsQuery })),
});
const LatestPosts = lazyBlock('latest-posts', () => import('./latest-posts').then((m) => m.LatestPosts), {
  data: (client) => documents().then((m) => client.query({ query: m.HomeLatestPostsQuery })),
});

/**
 * How many blocks under the hero the server draws: those a first screen can reach (the hero and
 * two blocks fill it at every width). The browser draws the others when they near the screen or
 * when it is idle after the load event, and asks their data then (answers the same for every
 * visitor, kept by the API's answer cache): they were half the home's rendering on the server and
 * a third of its bytes, with their data (ADR 0033).
 */
const DRAWN_ON_SERVER = 2;

/**
 * The home page in two compositions of the same blocks. One: the hero, what buying here means,
 * the products in tabs, the categories, the offers, three short lists, the brands and the blog.
 * Two: the hero with the vehicle first, the categories, the offers, the tabs, the blog, the short
 * lists, the brands and, last, what buying here means. Each block hides when it has nothing to show.
 */
/** The blocks under the hero, in each composition's order. */
const BLOCKS: Record<'one' | 'two', ComponentType<SlotProps>[]> = {
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
        <Block key={i} inBrowser={i >= DRAWN_ON_SERVER} />
      ))}
    </div>
  );
}
