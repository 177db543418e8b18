import { useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { useFragment } from '../gql';
import type { HomeProductTabQueryVariables } from '../gql/graphql';
import { ProductCardFragment } from '../lib/product-card-data';
import type { TranslationKey } from '../i18n/keys';
import { QueryState } from '../lib/query-state/query-state';
import { ProductCard } from '../ui/product-card/product-card';
import { Skeleton } from '../ui/skeleton/skeleton';
import { Tabs } from '../ui/tabs/tabs';
import { Carousel } from './carousel/carousel';
import { HomeBlock } from './home-block';
import { HomeProductTabQuery, HomeProductTabsQuery } from './home-documents';
import { useCardActions } from './use-card-actions';
import styles from './home.module.css';

interface Tab {
  id: 'featured' | 'popular' | 'topRated' | 'onSale';
  label: TranslationKey;
  field: 'featuredProducts' | 'popularProducts' | 'topRatedProducts' | 'specialOffers';
  variables: HomeProductTabQueryVariables;
}

const TABS: Tab[] = [
  { id: 'featured', label: 'TEXT_HOME_TAB_FEATURED', field: 'featuredProducts', variables: { featured: true } },
  { id: 'popular', label: 'TEXT_HOME_TAB_POPULAR', field: 'popularProducts', variables: { popular: true } },
  { id: 'topRated', label: 'TEXT_HOME_TAB_TOP_RATED', field: 'topRatedProducts', variables: { topRated: true } },
  { id: 'onSale', label: 'TEXT_HOME_TAB_ON_SALE', field: 'specialOffers', variables: { onSale: true } },
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

/** The cards of the shown tab, a carousel. Only this tab's products are in the page. */
function TabProducts({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(HomeProductTabQuery, { variables: tab.variables });
  const products = useFragment(ProductCardFragment, data?.[tab.field]);
  const card = useCardActions();
  return (
    <QueryState data={data} loading={loading} error={error} onRetry={refetch} skeleton={<ProductRowSkeleton />}>
      {() => (
        <Carousel label={t(tab.label)}>
          {(products ?? []).map((product, i) => (
            <ProductCard key={product.id} {...card(product)} headingLevel={3} priorityImage={i < 2} className={styles.card} />
          ))}
        </Carousel>
      )}
    </QueryState>
  );
}

/** Asks the block's data into the client's cache: the tabs, then the first tab with products (the one shown first). */
export async function askFeaturedProducts(client: ApolloClient): Promise<void> {
  const { data } = await client.query({ query: HomeProductTabsQuery });
  const first = data ? TABS.find((tab) => data[tab.field].length > 0) : undefined;
  if (first) await client.query({ query: HomeProductTabQuery, variables: first.variables });
}

/**
 * The shop's products in four tabs (featured, popular, top rated, on sale), each a carousel of
 * product cards. Tabs without products are left out; the block hides when every tab is empty.
 * The page carries the shown tab's cards; another tab's are fetched when it is pointed at, one
 * arrow key away, or chosen.
 */
export function FeaturedProducts() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, loading, error, refetch } = usePageQuery(HomeProductTabsQuery);
  const [selected, setSelected] = useState<string>('featured');
  const preview = (id: string) => {
    const tab = TABS.find((candidate) => candidate.id === id);
    // A failed fetch shows when the tab is chosen, with its retry.
    if (tab) client.query({ query: HomeProductTabQuery, variables: tab.variables }).catch(() => undefined);
  };

  return (
    <QueryState
      data={data}
      loading={loading}
      error={error}
      onRetry={refetch}
      isEmpty={(d) => TABS.every((tab) => d[tab.field].length === 0)}
      skeleton={<ProductRowSkeleton />}
    >
      {(d) => {
        const tabs = TABS.filter((tab) => d[tab.field].length > 0);
        const current = tabs.some((tab) => tab.id === selected) ? selected : tabs[0].id;
        return (
          <HomeBlock id="home-featured" title={t('HEADER_FEATURED_PRODUCTS')}>
            <Tabs
              label={t('HEADER_FEATURED_PRODUCTS')}
              selectedId={current}
              onSelect={setSelected}
              onPreview={preview}
              items={tabs.map((tab) => ({
                id: tab.id,
                label: t(tab.label),
                // Only the shown tab renders its cards.
                content: tab.id === current && <TabProducts tab={tab} />,
              }))}
            />
          </HomeBlock>
        );
      }}
    </QueryState>
  );
}
