import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { useCurrentVehicle } from '../../garage';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { categoryUrl } from '../product-list/category-url';
import { VehicleLine } from '../product-list/vehicle-line';
import { CatalogNotice } from '../catalog-notice/catalog-notice';
import { CategoryTile } from './category-tile';
import tiles from './category-tile.module.css';
import styles from '../../lib/section-page/page-blocks.module.css';

/**
 * The catalogue's entry: the shop's top categories, and the provider's assembly groups (with a
 * vehicle, only those holding parts for it, counted for it). Neither asks for `children`: the
 * menus' categories keep theirs in the cache.
 */
export const ShopPageQuery = graphql(`
  query ShopPage($vehicleId: ID) {
    categories(depth: 1) {
      id
      slug
      name
      image
      itemsCount
      layout
    }
    partCategories(vehicleId: $vehicleId) {
      id
      slug
      name
      image
      itemsCount
    }
  }
`);

function TilesSkeleton() {
  return (
    <ul className={tiles.grid}>
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <Skeleton variant="rect" height="13rem" />
        </li>
      ))}
    </ul>
  );
}

export function ShopPage() {
  const { t } = useTranslation();
  const { vehicle, loading: vehicleLoading } = useCurrentVehicle();
  const { data, loading, error, refetch } = usePageQuery(ShopPageQuery, {
    variables: { vehicleId: vehicle?.id ?? null },
    skip: vehicleLoading,
    // Group counts depend on the vehicle and are kept on the shared category objects: refresh them.
    fetchPolicy: 'cache-and-network',
  });

  return (
    <SectionPage title={t('MENU_SHOP')} lead={t('TEXT_SHOP_LEAD')}>
      <div className={styles.body}>
        <CatalogNotice />
        <VehicleLine vehicle={vehicle} />
        <QueryState data={data} loading={loading || vehicleLoading} error={error} onRetry={() => refetch()} skeleton={<TilesSkeleton />}>
          {(answer) => (
            <>
              <section aria-labelledby="shop-categories-title" className={styles.block}>
                <h2 id="shop-categories-title" className={styles.title}>
                  {t('TEXT_SHOP_CATEGORIES_TITLE')}
                </h2>
                <ul className={tiles.grid}>
                  {answer.categories.map((c) => (
                    <li key={c.id}>
                      <CategoryTile name={c.name} href={categoryUrl(c)} image={c.image} itemsCount={c.itemsCount} />
                    </li>
                  ))}
                </ul>
              </section>
              <section aria-labelledby="shop-groups-title" className={styles.block} data-testid="shop-part-groups">
                <h2 id="shop-groups-title" className={styles.title}>
                  {t('TEXT_SHOP_PART_GROUPS_TITLE')}
                </h2>
                {!answer.partCategories ? (
                  <p className={styles.note}>{t('ERROR_LOADING')}</p>
                ) : answer.partCategories.length === 0 ? (
                  <p className={styles.note}>{vehicle ? t('TEXT_SHOP_NO_GROUPS_FOR_VEHICLE', { vehicle: vehicle.name }) : t('TEXT_LISTING_EMPTY')}</p>
                ) : (
                  <ul className={tiles.grid}>
                    {answer.partCategories.map((g) => (
                      <li key={g.id}>
                        <CategoryTile name={g.name} href={`/shop/category/${g.slug}/products`} image={g.image} itemsCount={g.itemsCount} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          )}
        </QueryState>
      </div>
    </SectionPage>
  );
}
