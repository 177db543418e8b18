import { useLocation, useParams, useSearchParams } from 'react-router';
import { Link } from '../ui/link/link';
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
import { vehiclePathInYear } from '../../../shared/vehicle/slug';
import blocks from '../lib/section-page/page-blocks.module.css';
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

/** The years a model's vehicles were built in, newest first (open-ended ones up to `currentYear`). */
export function yearsOf(vehicles: readonly { year: number; yearTo?: number | null }[], currentYear: number): number[] {
  const years = new Set<number>();
  for (const v of vehicles) for (let y = v.year; y <= Math.min(v.yearTo ?? currentYear, currentYear); y++) years.add(y);
  return [...years].sort((a, b) => b - a);
}

/** Whether a vehicle was built in a year (an open-ended one: from its first year on). */
const builtIn = (v: { year: number; yearTo?: number | null }, year: number) => v.year <= year && (v.yearTo ?? year) >= year;

/**
 * `/shop/vehicles/{make}/{model}`: the model's engines (one provider call for them all), each once
 * with its years and a link to the vehicle's page, and the model's years as links that narrow the
 * list to the engines built that year (`?year=2014`, the same page for search engines).
 */
export function VehicleModelPage() {
  const { t } = useTranslation();
  const { make: makeSlug = '', model: modelSlug = '', year: yearSegment } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { data, loading, error, refetch } = useModelPage(makeSlug, modelSlug);
  const model = data?.vehicleModelBySlug;
  const makeName = model?.make?.name ?? '';
  const title = model ? t('TEXT_VEHICLE_MODEL_TITLE', { make: makeName, model: model.name }) : t('MENU_SHOP_VEHICLES');
  usePageMeta(model ? { title, description: t('TEXT_VEHICLE_MODEL_DESCRIPTION', { make: makeName, model: model.name }), canonicalPath: model.path } : {});
  if (data && !model) return <VehicleNotFound makeSlug={makeSlug} />;
  // `/shop/vehicles/{make}/{model}/{year}` (an address cut short) is the model's page for that year.
  if (model && yearSegment !== undefined) return <RedirectTo to={/^\d{4}$/.test(yearSegment) ? `${model.path}?year=${yearSegment}` : model.path} permanent />;
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
      <div className={blocks.body} data-page="vehicle-model">
        <QueryState
          data={model?.vehicles}
          loading={loading}
          error={error}
          onRetry={() => refetch()}
          isEmpty={(list) => list.length === 0}
          empty={<p className={blocks.note}>{t('TEXT_VEHICLE_MODEL_EMPTY')}</p>}
          skeleton={<Skeleton lines={8} />}
        >
          {(vehicles) => {
            const years = yearsOf(vehicles, currentYear);
            const asked = Number(params.get('year'));
            const year = years.includes(asked) ? asked : null;
            const shown = year === null ? vehicles : vehicles.filter((v) => builtIn(v, year));
            return (
              <>
                <nav aria-label={t('TEXT_VEHICLE_YEARS')} className={styles.yearNav}>
                  <ul className={styles.chips}>
                    <li>
                      <Link to={pathname} className={styles.chip} aria-current={year === null ? 'page' : undefined}>
                        {yearsText(t, model?.yearFrom ?? years.at(-1) ?? 0, model?.yearTo)}
                      </Link>
                    </li>
                    {years.map((y) => (
                      <li key={y}>
                        <Link to={`${pathname}?year=${y}`} className={styles.chip} aria-current={year === y ? 'page' : undefined}>
                          {y}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
                <section className={blocks.block} aria-labelledby="model-engines-title">
                  <h2 id="model-engines-title" className={blocks.title}>
                    {year === null ? t('TEXT_VEHICLE_ENGINES') : t('TEXT_VEHICLE_MODEL_YEAR', { year })}
                  </h2>
                  <VehicleLinks items={shown.flatMap((v) => (v.path ? [{ key: v.id, name: v.engine, href: year === null ? v.path : vehiclePathInYear(v.path, year), meta: engineMeta(v) }] : []))} />
                </section>
              </>
            );
          }}
        </QueryState>
      </div>
    </SectionPage>
  );
}
