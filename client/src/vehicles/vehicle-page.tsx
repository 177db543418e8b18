import { useLocation, useParams } from 'react-router';
import { Link } from '../ui/link/link';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { graphql, useFragment } from '../gql';
import { usePageMeta } from '../lib/page-meta/use-page-meta';
import { QueryState } from '../lib/query-state/query-state';
import { RedirectTo } from '../lib/server-redirect/server-redirect';
import { SectionPage } from '../lib/section-page/section-page';
import { Skeleton } from '../ui/skeleton/skeleton';
import { CatalogNotice, ProductCards } from '../catalog';
import { groupPathOf } from '../../../shared/vehicle/slug';
import { VehicleGarageActions } from './vehicle-garage-actions';
import { VehicleNotFound } from './vehicle-not-found';
import { vehicleCardFit } from './vehicle-fit';
import { idOfSlug, vehicleTitleName, vehicleTrail, yearsText } from './vehicle-text';
import { chosenYearOf, yearOfSegment } from '../../../shared/vehicle/years';
import blocks from '../lib/section-page/page-blocks.module.css';
import styles from './vehicles.module.css';

/**
 * Everything the vehicle page shows, in one request: the vehicle's facts and address, the groups
 * holding parts for it with their counts (one batched provider call), and parts for it with their
 * fit and conditions (one more). Fit is asked for the vehicle of the address, never the session's.
 */
export const VehiclePageQuery = graphql(`
  query VehiclePage($id: ID!, $year: Int) {
    vehicle(id: $id) {
      ...VehiclePage_vehicle
    }
    partCategories(vehicleId: $id) {
      id
      name
      itemsCount
      children {
        id
        name
        itemsCount
      }
    }
    vehicleParts(vehicleId: $id, limit: 8) {
      ...ProductCard_product
      vehicleFit: fitStatus(vehicleId: $id)
      fitmentNotes(vehicleId: $id) {
        kind
        label
        value
      }
    }
  }
`);

export const VehiclePageVehicleFragment = graphql(`
  fragment VehiclePage_vehicle on Vehicle {
    id
    year
    yearTo
    make
    model
    engine
    fuelType
    powerKw
    powerHp
    capacityCc
    engineCodes
    path(year: $year)
  }
`);

/**
 * `/shop/vehicles/{make}/{model}/{year}/{engine}-{carId}`: one vehicle's page in the year the shopper
 * chose (every year the vehicle was built in is a page of its own, ADR 20). The car id decides; other
 * words (an older name, a year it was not built in) move to the vehicle's own address for good,
 * keeping the query. Rendered the same for every visitor (the session's vehicle plays no part), so
 * it is cached like any public page.
 */
export function VehiclePage() {
  const { t } = useTranslation();
  const { make: makeSlug = '', year: yearSegment, vehicle: vehicleSlug = '' } = useParams();
  const { pathname, search } = useLocation();
  const carId = idOfSlug(vehicleSlug);
  const askedYear = yearOfSegment(yearSegment);
  const { data, loading, error, refetch } = usePageQuery(VehiclePageQuery, {
    variables: { id: carId ?? '', year: askedYear },
    skip: carId === null,
    // Group counts are kept on the shared category objects: the vehicle's own are asked again.
    fetchPolicy: 'cache-and-network',
  });
  const vehicle = useFragment(VehiclePageVehicleFragment, data?.vehicle);
  // The page names the year of its address (the one the shopper chose), not the first year built.
  const year = vehicle ? chosenYearOf(vehicle, askedYear) : null;
  const name = vehicle && year ? vehicleTitleName({ ...vehicle, year }) : '';
  const title = vehicle ? t('TEXT_VEHICLE_PAGE_TITLE', { vehicle: name }) : t('MENU_SHOP_VEHICLES');
  usePageMeta(vehicle?.path ? { title, description: t('TEXT_VEHICLE_PAGE_DESCRIPTION', { vehicle: name }), canonicalPath: vehicle.path } : {});

  if (carId === null || (data && !vehicle)) return <VehicleNotFound makeSlug={makeSlug} />;
  if (vehicle?.path && vehicle.path !== pathname) return <RedirectTo to={vehicle.path + search} permanent />;
  const groups = (data?.partCategories ?? []).filter((g) => g.itemsCount > 0);

  return (
    <SectionPage
      section={{ title: t('MENU_SHOP_VEHICLES'), url: '/shop/vehicles' }}
      trail={vehicle?.path ? vehicleTrail(vehicle.path, vehicle.make, vehicle.model) : []}
      title={title}
    >
      <div className={blocks.body} data-page="vehicle" data-vehicle-id={carId}>
        <CatalogNotice />
        <QueryState data={vehicle} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton variant="rect" height="10rem" />}>
          {(v) => (
            <section className={styles.summary} aria-labelledby="vehicle-facts-title">
              <div className={blocks.block}>
                <h2 id="vehicle-facts-title" className={blocks.title}>
                  {t('TEXT_VEHICLE_FACTS_TITLE')}
                </h2>
                <dl className={styles.facts} data-testid="vehicle-facts">
                  <div>
                    <dt>{t('TEXT_VEHICLE_YEARS')}</dt>
                    <dd>
                      <bdi dir="ltr">{yearsText(t, v.year, v.yearTo)}</bdi>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('TEXT_VEHICLE_ENGINE')}</dt>
                    <dd>
                      <bdi>{v.engine}</bdi>
                    </dd>
                  </div>
                  {v.powerKw !== null && v.powerKw !== undefined && v.powerHp !== null && v.powerHp !== undefined && (
                    <div>
                      <dt>{t('TEXT_VEHICLE_POWER')}</dt>
                      <dd>
                      <bdi dir="ltr">{t('TEXT_VEHICLE_POWER_VALUE', { kw: v.powerKw, hp: v.powerHp })}</bdi>
                    </dd>
                    </div>
                  )}
                  {v.capacityCc ? (
                    <div>
                      <dt>{t('TEXT_VEHICLE_CAPACITY')}</dt>
                      <dd>
                      <bdi dir="ltr">{t('TEXT_VEHICLE_CAPACITY_VALUE', { cc: v.capacityCc })}</bdi>
                    </dd>
                    </div>
                  ) : null}
                  {v.fuelType && (
                    <div>
                      <dt>{t('TEXT_VEHICLE_FUEL')}</dt>
                      <dd>{v.fuelType}</dd>
                    </div>
                  )}
                  {v.engineCodes.length > 0 && (
                    <div>
                      <dt>{t('TEXT_VEHICLE_ENGINE_CODES')}</dt>
                      <dd>
                      <bdi dir="ltr">{v.engineCodes.join(', ')}</bdi>
                    </dd>
                    </div>
                  )}
                </dl>
              </div>
              <div className={styles.actions}>
                <VehicleGarageActions vehicleId={v.id} year={year ?? v.year} vehicleName={name} />
                <Link to="/shop/vehicles" className={styles.other}>
                  {t('LINK_VEHICLE_OTHER')}
                </Link>
              </div>
            </section>
          )}
        </QueryState>

        {vehicle?.path && (
          <section className={blocks.block} aria-labelledby="vehicle-groups-title">
            <h2 id="vehicle-groups-title" className={blocks.title}>
              {t('TEXT_VEHICLE_GROUPS_TITLE')}
            </h2>
            {groups.length === 0 ? (
              <p className={blocks.note}>{t('TEXT_SHOP_NO_GROUPS_FOR_VEHICLE', { vehicle: name })}</p>
            ) : (
              <ul className={styles.groups} data-testid="vehicle-groups">
                {groups.map((group) => (
                  <li key={group.id}>
                    <article className={styles.group} aria-labelledby={`group-${group.id}`}>
                      <h3 id={`group-${group.id}`} className={styles.groupName}>
                        <Link to={groupPathOf(vehicle.path ?? '', group)}>{group.name}</Link>{' '}
                        <span className={styles.count}>({group.itemsCount})</span>
                      </h3>
                      <ul className={styles.children}>
                        {group.children
                          .filter((c) => c.itemsCount > 0)
                          .map((c) => (
                            <li key={c.id}>
                              <Link to={groupPathOf(vehicle.path ?? '', c)} data-group-id={c.id}>
                                {c.name}
                              </Link>{' '}
                              <span className={styles.count}>({c.itemsCount})</span>
                            </li>
                          ))}
                      </ul>
                    </article>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        {vehicle && data?.vehicleParts && data.vehicleParts.length > 0 && (
          <section className={blocks.block} aria-labelledby="vehicle-parts-title">
            <h2 id="vehicle-parts-title" className={blocks.title}>
              {t('TEXT_VEHICLE_POPULAR_TITLE')}
            </h2>
            <ProductCards products={data.vehicleParts} layout="grid" fitFor={(p) => vehicleCardFit(p as (typeof data.vehicleParts)[number], name)} />
          </section>
        )}
      </div>
    </SectionPage>
  );
}
