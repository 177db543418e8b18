import { useState } from 'react';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import type { HomeProductTabsQuery as Data } from '../gql/graphql';
import type { TranslationKey } from '../i18n/keys';
import { QueryState } from '../lib/query-state/query-state';
import { ProductCard } from '../ui/product-card/product-card';
import { Skeleton } from '../ui/skeleton/skeleton';
import { Tabs } from '../ui/tabs/tabs';
import { Carousel } from './carousel/carousel';
import { HomeBlock } from './home-block';
import { HomeProductTabsQuery } from './home-documents';
import { useCardActions } from './use-card-actions';
import styles from './home.module.css';

type TabId = 'featured' | 'popular' | 'topRated' | 'onSale';

const TABS: { id: TabId; label: TranslationKey; pick: (d: Data) => Data['featuredProducts'] }[] = [
  { id: 'featured', label: 'TEXT_HOME_TAB_FEATURED', pick: (d) => d.featuredProducts },
  { id: 'popular', label: 'TEXT_HOME_TAB_POPULAR', pick: (d) => d.popularProducts },
  { id: 'topRated', label: 'TEXT_HOME_TAB_TOP_RATED', pick: (d) => d.topRatedProducts },
  { id: 'onSale', label: 'TEXT_HOME_TAB_ON_SALE', pick: (d) => d.specialOffers },
];

/** Skeletons in the size of a row of product cards. */
export function ProductRowSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.productGrid}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rect" height={360} />
      ))}
    </div>
  );
}

/**
 * The shop's products in four tabs (featured, popular, top rated, on sale), each a carousel of
 * product cards. Tabs without products are left out; the block hides when every tab is empty.
 */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(HomeProductTabsQuery);
  const card = useCardActions();
  const [selected, setSelected] = useState<string>('featured');

  return (
    <QueryState
      data={data}
      loading={loading}
      error={error}
      onRetry={refetch}
      isEmpty={(d) => TABS.every((tab) => tab.pick(d).length === 0)}
      skeleton={<ProductRowSkeleton />}
    >
      {(d) => {
        const tabs = TABS.filter((tab) => tab.pick(d).length > 0);
        const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0].id;
        return (
          <HomeBlock id="home-featured" title={t('HEADER_FEATURED_PRODUCTS')}>
            <Tabs
              label={t('HEADER_FEATURED_PRODUCTS')}
              selectedId={current}
              onSelect={setSelected}
              items={tabs.map((tab) => ({
                id: tab.id,
                label: t(tab.label),
                // Only the shown tab renders its cards.
                content: tab.id === current && (
                  <Carousel label={t(tab.label)}>
                    {tab.pick(d).map((product, i) => (
                      <ProductCard key={product.id} {...card(product)} headingLevel={3} priorityImage={i < 2} className={styles.card} />
                    ))}
                  </Carousel>
                ),
              }))}
            />
          </HomeBlock>
        );
      }}
    </QueryState>
  );
}
