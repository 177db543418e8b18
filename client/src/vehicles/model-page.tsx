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
import styles from './vehicles.module.css';

export const VehicleModelPageQuery = graphql(`
  query VehicleModelPage($make: String!, $model: String!) {
    vehicleModelBySlug(makeSlug: $make, modelSlug: $model) {
      id
      name
      path
      yearFrom
      yearTo
      make {
        id
        name
        path
      }
      vehicles {
        id
        year
        yearTo
        engine
        fuelType
        powerKw
        powerHp
        path
      }
    }
  }
`);

type ModelVehicle = NonNullable<NonNullable<NonNullable<ReturnType<typeof useModelPage>['data']>['vehicleModelBySlug']>['vehicles']>[number];

function useModelPage(make: string, model: string) {
  return usePageQuery(VehicleModelPageQuery, { variables: { make, model } });
}

/** The model's years, newest first, each with the vehicles built that year. */
export function vehiclesByYear<V extends { year: number; yearTo?: number | null }>(vehicles: readonly V[], currentYear: number): { year: number; vehicles: V[] }[] {
  const years = new Map<number, V[]>();
  for (const v of vehicles) {
    for (let y = v.year; y <= Math.min(v.yearTo ?? currentYear, currentYear); y++) {
      const list = years.get(y) ?? [];
      list.push(v);
      years.set(y, list);
    }
  }
  return [...years].sort((a, b) => b[0] - a[0]).map(([year, list]) => ({ year, vehicles: list }));
}

/**
 * `/shop/vehicles/{make}/{model}`: the model's years and, under each, its engines (one provider
 * call for them all), each a link to the vehicle's page.
 */
export function VehicleModelPage() {
  const { t } = useTranslation();
  const { make: makeSlug = '', model: modelSlug = '' } = useParams();
  const { pathname } = useLocation();
  const { data, loading, error, refetch } = useModelPage(makeSlug, modelSlug);
  const model = data?.vehicleModelBySlug;
  const makeName = model?.make?.name ?? '';
  const title = model ? t('TEXT_VEHICLE_MODEL_TITLE', { make: makeName, model: model.name }) : t('MENU_SHOP_VEHICLES');
  usePageMeta(model ? { title, description: t('TEXT_VEHICLE_MODEL_DESCRIPTION', { make: makeName, model: model.name }), canonicalPath: model.path } : {});
  if (data && !model) return <VehicleNotFound makeSlug={makeSlug} />;
  if (model && model.path !== pathname) return <RedirectTo to={model.path} permanent />;
  // The years of the page are the vehicles' own; the model's range was fixed when the page was asked.
  const currentYear = model?.yearTo ?? new Date().getFullYear();
  const engineMeta = (v: ModelVehicle) =>
    [yearsText(t, v.year, v.yearTo), v.powerKw && v.powerHp ? t('TEXT_VEHICLE_POWER_VALUE', { kw: v.powerKw, hp: v.powerHp }) : null, v.fuelType].filter(Boolean).join(' · ');
  return (
    <SectionPage
      section={{ title: t('MENU_SHOP_VEHICLES'), url: '/shop/vehicles' }}
      trail={model?.make ? [{ label: model.make.name, href: model.make.path }] : []}
      title={title}
      lead={model ? `${yearsText(t, model.yearFrom, model.yearTo)} · ${t('TEXT_VEHICLE_MODEL_LEAD')}` : undefined}
    >
      <div className={styles.body} data-page="vehicle-model">
        <QueryState
          data={model?.vehicles}
          loading={loading}
          error={error}
          onRetry={() => refetch()}
          isEmpty={(list) => list.length === 0}
          empty={<p className={styles.note}>{t('TEXT_VEHICLE_MODEL_EMPTY')}</p>}
          skeleton={<Skeleton lines={8} />}
        >
          {(vehicles) => (
            <div className={styles.years}>
              {vehiclesByYear(vehicles, currentYear).map(({ year, vehicles: built }) => (
                <section key={year} aria-labelledby={`year-${year}`}>
                  <h2 id={`year-${year}`} className={styles.yearTitle}>
                    {t('TEXT_VEHICLE_MODEL_YEAR', { year })}
                  </h2>
                  <VehicleLinks items={built.flatMap((v) => (v.path ? [{ key: v.id, name: v.engine, href: v.path, meta: engineMeta(v) }] : []))} />
                </section>
              ))}
            </div>
          )}
        </QueryState>
      </div>
    </SectionPage>
  );
}
