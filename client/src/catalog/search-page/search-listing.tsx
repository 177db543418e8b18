import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment } from '../../gql';
import { useCurrentVehicle } from '../../garage';
import { SectionPage } from '../../lib/section-page/section-page';
import { ProductListing } from '../product-list/product-listing';
import { ListingEmpty } from '../product-list/listing-empty';
import { VehicleLine } from '../product-list/vehicle-line';
import { CatalogNotice } from '../catalog-notice/catalog-notice';
import { filterOf, ProductListingFragment, type ListingData } from '../product-list/product-listing-data';
import { changeListState, clearFilters, hasFilters, toListFilters } from '../product-list/list-url-state';
import type { ListStateApi } from '../product-list/use-list-state';
import { ActiveFilters } from '../category-page/filters/active-filters';
import { FiltersPanel, type CategoryLink } from '../category-page/filters/filters-panel';

export const SearchPageResultsQuery = graphql(`
  query SearchPageResults($query: String!, $vehicleId: ID, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {
    search(query: $query, vehicleId: $vehicleId, filters: $filters, sort: $sort, page: $page, limit: 8) {
      ...ProductListing_list
    }
  }
`);

/** Search results (`/shop/category/products?q=…`): parts that fit the current vehicle first, with the same controls as a listing. */
export function SearchListing({ query, list }: { query: string; list: ListStateApi }) {
  const { t } = useTranslation();
  const { state } = list;
  const { vehicle, loading: vehicleLoading } = useCurrentVehicle();
  const { data, previousData, loading, error, refetch } = usePageQuery(SearchPageResultsQuery, {
    variables: { query, vehicleId: vehicle?.id ?? null, filters: toListFilters(state), sort: state.sort, page: state.page },
    skip: vehicleLoading,
  });
  const shownData = useFragment(ProductListingFragment, data?.search ?? previousData?.search);
  const categoryLinks = (shown: ListingData | undefined): CategoryLink[] =>
    (shown ? filterOf(shown, 'category')?.categories ?? [] : []).map((c) => ({
      key: c.id,
      name: c.name,
      href: list.hrefOf(changeListState(state, { category: c.slug })),
      current: state.category === c.slug,
      depth: state.category && state.category !== c.slug ? 1 : 0,
    }));
  const categoryName = shownData ? filterOf(shownData, 'category')?.categories?.find((c) => c.slug === state.category)?.name : undefined;

  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={t('TEXT_LISTING_SEARCH_TITLE', { query })}>
      <ProductListing
        list={list}
        data={data?.search}
        previousData={previousData?.search}
        loading={loading || vehicleLoading}
        error={error}
        onRetry={() => refetch()}
        notice={
          <>
            <CatalogNotice />
            {vehicle ? <VehicleLine vehicle={vehicle} /> : null}
          </>
        }
        filters={(shown) => <FiltersPanel list={list} data={shown} categories={categoryLinks(shown)} />}
        activeFilters={<ActiveFilters list={list} data={shownData} categoryName={categoryName} />}
        empty={
          <ListingEmpty message={t('TEXT_LISTING_EMPTY_SEARCH', { query })} resetHref={hasFilters(state) ? list.hrefOf(clearFilters(state)) : null} />
        }
      />
    </SectionPage>
  );
}
