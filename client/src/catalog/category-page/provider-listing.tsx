import { usePageQuery } from '../../lib/data/use-page-query';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment } from '../../gql';
import { useCurrentVehicle } from '../../garage';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { SectionPage } from '../../lib/section-page/section-page';
import { ProductListing } from '../product-list/product-listing';
import { ListingEmpty } from '../product-list/listing-empty';
import { VehicleLine } from '../product-list/vehicle-line';
import { CatalogNotice, useCatalogUnavailable } from '../catalog-notice/catalog-notice';
import { filterOf, ProductListingFragment, type ListingData, type ListingProduct } from '../product-list/product-listing-data';
import { clearFilters, hasFilters, toListFilters, type ListSort } from '../product-list/list-url-state';
import { withView } from '../product-list/category-url';
import type { ListStateApi } from '../product-list/use-list-state';
import { ActiveFilters } from './filters/active-filters';
import { FiltersPanel, type CategoryLink } from './filters/filters-panel';

/**
 * One call for the whole page: the group (title and breadcrumbs, from the shared category tree)
 * and a page of its parts for the current vehicle with brands, sub-groups and fit statements.
 */
export const CategoryPagePartsQuery = graphql(`
  query CategoryPageParts($id: ID!, $vehicleId: ID, $brands: [String!], $price: PriceRangeInput, $page: Int) {
    partCategory(id: $id) {
      id
      slug
      name
      parent {
        id
        slug
        name
      }
    }
    partProducts(categoryId: $id, vehicleId: $vehicleId, brands: $brands, price: $price, page: $page, limit: 8) {
      ...ProductListing_list
    }
  }
`);

/** The provider cannot order a page: names and prices are ordered within the page here. */
export function orderWithinPage(items: readonly ListingProduct[], sort: ListSort): readonly ListingProduct[] {
  const byName = (a: ListingProduct, b: ListingProduct) => a.name.localeCompare(b.name);
  switch (sort) {
    case 'NAME_ASC':
      return [...items].sort(byName);
    case 'NAME_DESC':
      return [...items].sort((a, b) => byName(b, a));
    case 'PRICE_ASC':
      return [...items].sort((a, b) => (a.price ?? Infinity) - (b.price ?? Infinity));
    case 'PRICE_DESC':
      return [...items].sort((a, b) => (b.price ?? -Infinity) - (a.price ?? -Infinity));
    default:
      return items;
  }
}

/** The articles of a provider assembly group (`/shop/category/{nodeId}/products`), for the current vehicle when one is set. */
export function ProviderListing({ nodeId, list }: { nodeId: string; list: ListStateApi }) {
  const { t } = useTranslation();
  const { state } = list;
  const { vehicle, loading: vehicleLoading } = useCurrentVehicle();
  const { data, previousData, loading, error, refetch } = usePageQuery(CategoryPagePartsQuery, {
    variables: { id: nodeId, vehicleId: vehicle?.id ?? null, brands: state.brands.length > 0 ? state.brands : null, price: toListFilters(state)?.price ?? null, page: state.page },
    // The garage answers first, so the parts are asked once, for the right vehicle.
    skip: vehicleLoading,
  });
  const unavailable = useCatalogUnavailable();
  const answer = data ?? previousData;
  const shownList = useFragment(ProductListingFragment, answer?.partProducts ?? undefined);
  // While the catalogue is unavailable no group is known: the page says why rather than only 404.
  if (data && data.partCategory === null) return <NotFoundPage message={unavailable ? t('TEXT_CATALOG_UNAVAILABLE') : undefined} />;

  const group = answer?.partCategory;
  const title = group?.name ?? t('TEXT_LISTING_PRODUCTS');
  const trail = group?.parent ? [{ label: group.parent.name, href: `/shop/category/${group.parent.slug}/products` }] : [];
  const categoryLinks = (shown: ListingData | undefined): CategoryLink[] => {
    const links: CategoryLink[] = [];
    if (group?.parent) links.push({ key: group.parent.id, name: group.parent.name, href: withView(`/shop/category/${group.parent.slug}/products`, state), depth: 0 });
    if (group) links.push({ key: group.id, name: group.name, href: withView(`/shop/category/${group.slug}/products`, state), current: true, depth: group.parent ? 1 : 0 });
    const children = shown ? filterOf(shown, 'category')?.categories ?? [] : [];
    for (const c of children) links.push({ key: c.id, name: c.name, href: withView(`/shop/category/${c.slug}/products`, state), depth: (group?.parent ? 1 : 0) + 1 });
    return links;
  };
  // A provider failure leaves the list null: shown as a failure with retry.
  const listError = error ?? (data && data.partProducts === null ? new Error('PROVIDER_UNAVAILABLE') : undefined);
  // A price range on a list too large to filter: said as an empty list with a way back, not as a failure.
  const tooLarge = apiErrorCode(error) === 'LIST_TOO_LARGE';

  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} trail={trail} title={title}>
      <ProductListing
        list={list}
        data={data?.partProducts ?? undefined}
        previousData={previousData?.partProducts ?? undefined}
        loading={loading || vehicleLoading}
        error={tooLarge ? undefined : listError}
        onRetry={() => refetch()}
        notice={
          <>
            <CatalogNotice />
            <VehicleLine vehicle={vehicle} />
          </>
        }
        orderItems={(items) => orderWithinPage(items, state.sort)}
        filters={(shown) => <FiltersPanel list={list} data={shown} categories={categoryLinks(shown)} />}
        activeFilters={<ActiveFilters list={list} data={shownList} />}
        empty={<ListingEmpty message={t(tooLarge ? 'ERROR_API_LIST_TOO_LARGE' : 'TEXT_LISTING_EMPTY')} resetHref={hasFilters(state) ? list.hrefOf(clearFilters(state)) : null} />}
      />
    </SectionPage>
  );
}
