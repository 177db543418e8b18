import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { QueryState } from '../../lib/query-state/query-state';
import { Button } from '../../ui/button/button';
import { Drawer } from '../../ui/dialog/drawer';
import { Pagination } from '../../ui/pagination/pagination';
import { ProductCards, type ProductCardsProps } from './product-cards';
import { ProductListSkeleton } from './product-list-skeleton';
import { ListToolbar } from './list-toolbar';
import { useFragment } from '../../gql';
import { ProductListingFragment, type ListingData, type ListingProduct, type ListingRef } from './product-listing-data';
import type { ListStateApi } from './use-list-state';
import styles from './product-list.module.css';

export interface ProductListingProps {
  list: ListStateApi;
  /** The answer for the current state (undefined while it loads). */
  data: ListingRef | undefined;
  /** The last answer shown, for the filters while the next one loads. */
  previousData?: ListingRef;
  loading: boolean;
  error?: unknown;
  onRetry: () => unknown;
  /** The filters beside the list (in a drawer on narrow screens), from the answer at hand. */
  filters: (data: ListingData | undefined) => ReactNode;
  /** Applied filters as removable chips, with the reset. */
  activeFilters?: ReactNode;
  /** What an empty answer shows (a message with a way on). */
  empty: ReactNode;
  /** Orders a page's products where the API cannot (the provider's lists). */
  orderItems?: (items: readonly ListingProduct[]) => readonly ListingProduct[];
  /** Above the list: a line about the current vehicle, say. */
  notice?: ReactNode;
  /** Each card's fit statement, in place of the current vehicle's (see ProductCards). */
  fitFor?: ProductCardsProps['fitFor'];
}

/**
 * A product listing: filters in a sidebar (a drawer at phone widths), the toolbar with paging
 * figures, sort and layout, the cards in four states (skeletons of the final size, empty with a
 * way on, failure with retry, the cards), and the pager. Everything it shows follows the address.
 */
export function ProductListing({ list, data: dataRef, previousData: previousRef, loading, error, onRetry, filters, activeFilters, empty, orderItems, notice, fitFor }: ProductListingProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const [drawer, setDrawer] = useState(false);
  const data = useFragment(ProductListingFragment, dataRef);
  const previousData = useFragment(ProductListingFragment, previousRef);
  const shown = data ?? previousData;
  const layout = list.state.layout;

  return (
    <div className={styles.listing}>
      <aside className={styles.sidebar} aria-labelledby={`${headingId}-filters`}>
        <h2 id={`${headingId}-filters`} className="visually-hidden">
          {t('TEXT_LISTING_FILTERS')}
        </h2>
        {filters(shown)}
      </aside>
      <section className={styles.main} aria-labelledby={headingId}>
        <h2 id={headingId} className="visually-hidden">
          {t('TEXT_LISTING_PRODUCTS')}
        </h2>
        {notice}
        <ListToolbar
          list={list}
          figures={data}
          filtersButton={
            <Button variant="secondary" size="sm" className={styles.filtersButton} onClick={() => setDrawer(true)} aria-haspopup="dialog">
              {t('BUTTON_LISTING_FILTERS')}
            </Button>
          }
        />
        {activeFilters}
        <QueryState
          data={data}
          loading={loading}
          error={error}
          onRetry={onRetry}
          isEmpty={(answer) => answer.items.length === 0}
          empty={empty}
          skeleton={<ProductListSkeleton layout={layout} />}
        >
          {(answer) => (
            <>
              <ProductCards products={answer.items} order={orderItems} layout={layout} fitFor={fitFor} />
              <div className={styles.pager}>
                <p className={styles.figures}>
                  <bdi>{t('TEXT_LISTING_RANGE', { from: answer.from, to: answer.to, total: answer.total })}</bdi>
                </p>
                <Pagination page={answer.page} pages={answer.pages} getHref={(page) => list.hrefFor({ page })} label={t('TEXT_LISTING_PAGES')} />
              </div>
            </>
          )}
        </QueryState>
      </section>
      <Drawer
        open={drawer}
        onClose={() => setDrawer(false)}
        title={t('TEXT_LISTING_FILTERS')}
        footer={
          <Button variant="primary" onClick={() => setDrawer(false)}>
            {shown ? t('BUTTON_LISTING_SHOW_RESULTS', { count: shown.total }) : t('BUTTON_LISTING_FILTERS')}
          </Button>
        }
      >
        {filters(shown)}
      </Drawer>
    </div>
  );
}
