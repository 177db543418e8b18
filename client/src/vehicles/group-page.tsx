import { useLocation, useParams } from 'react-router';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { graphql, useFragment } from '../gql';
import { usePageMeta } from '../lib/page-meta/use-page-meta';
import { RedirectTo } from '../lib/server-redirect/server-redirect';
import { SectionPage } from '../lib/section-page/section-page';
import { CatalogNotice, ProductListing, ListingEmpty, filterOf, ProductListingFragment, type ListingData, clearFilters, hasFilters, toListFilters, withView, useListState, orderWithinPage, ActiveFilters, FiltersPanel, type CategoryLink } from '../catalog';
import { groupPathOf } from '../../../shared/vehicle/slug';
import { VehiclePageVehicleFragment } from './vehicle-page';
import { VehicleNotFound } from './vehicle-not-found';
import { vehicleCardFit, type VehiclePartFit } from './vehicle-fit';
import { idOfSlug, vehicleTitleName, vehicleTrail } from './vehicle-text';
import { chosenYearOf, yearOfSegment } from '../../../shared/vehicle/years';
import blocks from '../lib/section-page/page-blocks.module.css';

/**
 * One group's parts that fit one vehicle, in one request: the vehicle (cached from its page), the
 * group and its parent (the shared category tree), and the page of parts listed for the vehicle
 * (one getArticles call cold), each with its fit and the conditions of its linkage to the vehicle.
 */
export const VehicleGroupPageQuery = graphql(`
  query VehicleGroupPage($id: ID!, $year: Int, $group: ID!, $brands: [String!], $price: PriceRangeInput, $page: Int) {
    vehicle(id: $id) {
      ...VehiclePage_vehicle
    }
    partCategory(id: $group, vehicleId: $id) {
      id
      name
      parent {
        id
        name
      }
    }
    partProducts(categoryId: $group, vehicleId: $id, brands: $brands, price: $price, page: $page, limit: 8) {
      ...ProductListing_list
      items {
        id
        vehicleFit: fitStatus(vehicleId: $id)
        fitmentNotes(vehicleId: $id) {
          kind
          label
          value
        }
      }
    }
  }
`);

/**
 * `/shop/vehicles/{make}/{model}/{year}/{engine}-{carId}/{group}-{nodeId}`: the parts of one group that
 * fit the vehicle, with the listing's filters, sort and layouts; every card says it fits, with the
 * conditions of its linkage. Other words for the same vehicle and group move here for good.
 */
export function VehicleGroupPage() {
  const { t } = useTranslation();
  const { make: makeSlug = '', year: yearSegment, vehicle: vehicleSlug = '', group: groupSlug = '' } = useParams();
  const { pathname, search } = useLocation();
  const list = useListState();
  const { state } = list;
  const carId = idOfSlug(vehicleSlug);
  const groupId = idOfSlug(groupSlug);
  const known = carId !== null && groupId !== null;
  const askedYear = yearOfSegment(yearSegment);
  const { data, previousData, loading, error, refetch } = usePageQuery(VehicleGroupPageQuery, {
    variables: { id: carId ?? '', year: askedYear, group: groupId ?? '', brands: state.brands.length > 0 ? state.brands : null, price: toListFilters(state)?.price ?? null, page: state.page },
    skip: !known,
  });
  const answer = data ?? previousData;
  const shownList = useFragment(ProductListingFragment, answer?.partProducts ?? undefined);
  const vehicle = useFragment(VehiclePageVehicleFragment, answer?.vehicle);
  const group = answer?.partCategory;
  const name = vehicle ? vehicleTitleName({ ...vehicle, year: chosenYearOf(vehicle, askedYear) }) : '';
  const title = vehicle && group ? t('TEXT_VEHICLE_GROUP_TITLE', { group: group.name, vehicle: name }) : t('MENU_SHOP_VEHICLES');
  const vehiclePath = vehicle?.path ?? null;
  const canonical = vehiclePath && group ? groupPathOf(vehiclePath, group) : null;
  usePageMeta(canonical ? { title, description: t('TEXT_VEHICLE_GROUP_DESCRIPTION', { group: group?.name ?? '', vehicle: name }), canonicalPath: canonical } : {});

  if (!known || (data && (!data.vehicle || !data.partCategory))) return <VehicleNotFound makeSlug={makeSlug} />;
  if (canonical && canonical !== pathname) return <RedirectTo to={canonical + search} permanent />;

  const categoryLinks = (shown: ListingData | undefined): CategoryLink[] => {
    if (!vehiclePath || !group) return [];
    const links: CategoryLink[] = [];
    if (group.parent) links.push({ key: group.parent.id, name: group.parent.name, href: withView(groupPathOf(vehiclePath, group.parent), state), depth: 0 });
    links.push({ key: group.id, name: group.name, href: withView(groupPathOf(vehiclePath, group), state), current: true, depth: group.parent ? 1 : 0 });
    const children = shown ? (filterOf(shown, 'category')?.categories ?? []) : [];
    for (const c of children) links.push({ key: c.id, name: c.name, href: withView(groupPathOf(vehiclePath, c), state), depth: (group.parent ? 1 : 0) + 1 });
    return links;
  };
  const trail = vehiclePath && vehicle ? [...vehicleTrail(vehiclePath, vehicle.make, vehicle.model), { label: name, href: vehiclePath }] : [];
  if (vehiclePath && group?.parent) trail.push({ label: group.parent.name, href: groupPathOf(vehiclePath, group.parent) });
  const listError = error ?? (data && data.partProducts === null ? new Error('PROVIDER_UNAVAILABLE') : undefined);

  return (
    <SectionPage section={{ title: t('MENU_SHOP_VEHICLES'), url: '/shop/vehicles' }} trail={trail} title={title}>
      <div className={blocks.body} data-page="vehicle-group" data-vehicle-id={carId} data-group-id={groupId}>
        <ProductListing
          list={list}
          data={data?.partProducts ?? undefined}
          previousData={previousData?.partProducts ?? undefined}
          loading={loading}
          error={listError}
          onRetry={() => refetch()}
          notice={<CatalogNotice />}
          orderItems={(items) => orderWithinPage(items, state.sort)}
          fitFor={(product) => vehicleCardFit(product as VehiclePartFit, name)}
          filters={(shown) => <FiltersPanel list={list} data={shown} categories={categoryLinks(shown)} />}
          activeFilters={<ActiveFilters list={list} data={shownList} />}
          empty={<ListingEmpty message={t('TEXT_LISTING_EMPTY')} resetHref={hasFilters(state) ? list.hrefOf(clearFilters(state)) : null} />}
        />
      </div>
    </SectionPage>
  );
}
