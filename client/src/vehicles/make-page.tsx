import { useLocation, useParams } from 'react-router';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { graphql } from '../gql';
import { usePageMeta } from '../lib/page-meta/use-page-meta';
import { QueryState } from '../lib/query-state/query-state';
import { RedirectTo } from '../lib/server-redirect/server-redirect';
import { SectionPage } from '../lib/section-page/section-page';
import { Skeleton } from '../ui/skeleton/skeleton';
import { VehicleLinks } from './vehicle-links';
import { VehicleNotFound } from './vehicle-not-found';
import { yearsText } from './vehicle-text';
import blocks from '../lib/section-page/page-blocks.module.css';

export const VehicleMakePageQuery = graphql(`
  query VehicleMakePage($make: String!) {
    vehicleMakeBySlug(slug: $make) {
      id
      name
      slug
      path
      models {
        id
        name
        path
        yearFrom
        yearTo
      }
    }
  }
`);

/** `/shop/vehicles/{make}`: the make's models with their years; an older address moves to the make's own. */
export function VehicleMakePage() {
  const { t } = useTranslation();
  const { make: makeSlug = '' } = useParams();
  const { pathname } = useLocation();
  const { data, loading, error, refetch } = usePageQuery(VehicleMakePageQuery, { variables: { make: makeSlug } });
  const make = data?.vehicleMakeBySlug;
  const title = make ? t('TEXT_VEHICLE_MAKE_TITLE', { make: make.name }) : t('MENU_SHOP_VEHICLES');
  usePageMeta(make ? { title, description: t('TEXT_VEHICLE_MAKE_DESCRIPTION', { make: make.name }), canonicalPath: make.path } : {});
  if (data && !make) return <VehicleNotFound makeSlug={makeSlug} />;
  if (make && make.path !== pathname) return <RedirectTo to={make.path} permanent />;
  return (
    <SectionPage section={{ title: t('MENU_SHOP_VEHICLES'), url: '/shop/vehicles' }} title={title} lead={make ? t('TEXT_VEHICLE_MAKE_LEAD', { make: make.name }) : undefined}>
      <div className={blocks.body} data-page="vehicle-make">
        <section className={blocks.block} aria-labelledby="vehicle-models-title">
          <h2 id="vehicle-models-title" className={blocks.title}>
            {t('TEXT_VEHICLE_MODELS_TITLE')}
          </h2>
          <QueryState data={make?.models} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton lines={8} />}>
            {(models) => <VehicleLinks items={models.map((m) => ({ key: m.id, name: m.name, href: m.path, meta: yearsText(t, m.yearFrom, m.yearTo) }))} />}
          </QueryState>
        </section>
      </div>
    </SectionPage>
  );
}
