import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { graphql } from '../gql';
import { usePageMeta } from '../lib/page-meta/use-page-meta';
import { QueryState } from '../lib/query-state/query-state';
import { SectionPage } from '../lib/section-page/section-page';
import { Skeleton } from '../ui/skeleton/skeleton';
import { CatalogNotice } from '../catalog';
import { VehicleLinks } from './vehicle-links';
import blocks from '../lib/section-page/page-blocks.module.css';

export const VehicleMakesPageQuery = graphql(`
  query VehicleMakesPage {
    vehicleMakes {
      id
      name
      path
    }
  }
`);

/** `/shop/vehicles`: every make of the catalogue, each a link to its models. */
export function VehicleMakesPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(VehicleMakesPageQuery);
  const title = t('MENU_SHOP_VEHICLES');
  usePageMeta({ title, description: t('TEXT_VEHICLES_LEAD'), canonicalPath: '/shop/vehicles' });
  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={title} lead={t('TEXT_VEHICLES_LEAD')}>
      <div className={blocks.body} data-page="vehicle-makes">
        <CatalogNotice />
        <section className={blocks.block} aria-labelledby="vehicle-makes-title">
          <h2 id="vehicle-makes-title" className={blocks.title}>
            {t('TEXT_VEHICLES_MAKES_TITLE')}
          </h2>
          <QueryState data={data?.vehicleMakes} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton lines={8} />}>
            {(makes) => <VehicleLinks items={makes.map((m) => ({ key: m.id, name: m.name, href: m.path }))} />}
          </QueryState>
        </section>
      </div>
    </SectionPage>
  );
}
