import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { graphql } from '../gql';
import { NotFoundPage } from '../lib/not-found/not-found-page';
import { useCatalogUnavailable } from '../catalog';
import { VehicleLinks } from './vehicle-links';
import { yearsText } from './vehicle-text';
import blocks from '../lib/section-page/page-blocks.module.css';
import styles from './vehicles.module.css';

/** What an unknown vehicle page offers instead: the models of the make its address names, or every make. */
export const VehicleSuggestionsQuery = graphql(`
  query VehicleSuggestions($make: String!) {
    vehicleMakeBySlug(slug: $make) {
      id
      name
      models {
        id
        name
        path
        yearFrom
        yearTo
      }
    }
    vehicleMakes {
      id
      name
      path
    }
  }
`);

/**
 * The 404 of the vehicle pages (the gateway answers it with status 404, or 503 while the provider
 * cannot say): not an empty page, but the
 * models of the make the address names (the likeliest way on), or the makes when the make is unknown too.
 */
export function VehicleNotFound({ makeSlug }: { makeSlug: string }) {
  const { t } = useTranslation();
  const { data } = usePageQuery(VehicleSuggestionsQuery, { variables: { make: makeSlug } });
  const make = data?.vehicleMakeBySlug;
  // While the catalogue is unavailable no vehicle is known: the page says why (the gateway answers 503).
  const unavailable = useCatalogUnavailable();
  return (
    <NotFoundPage message={unavailable ? t('TEXT_CATALOG_UNAVAILABLE') : t('ERROR_API_VEHICLE_NOT_FOUND')}>
      {make?.models && make.models.length > 0 ? (
        <section className={styles.suggestions} aria-labelledby="vehicle-suggestions" data-testid="vehicle-suggestions">
          <h2 id="vehicle-suggestions" className={blocks.title}>
            {t('TEXT_VEHICLE_SUGGESTIONS_MODELS', { make: make.name })}
          </h2>
          <VehicleLinks items={make.models.map((m) => ({ key: m.id, name: m.name, href: m.path, meta: yearsText(t, m.yearFrom, m.yearTo) }))} />
        </section>
      ) : data?.vehicleMakes && data.vehicleMakes.length > 0 ? (
        <section className={styles.suggestions} aria-labelledby="vehicle-suggestions" data-testid="vehicle-suggestions">
          <h2 id="vehicle-suggestions" className={blocks.title}>
            {t('TEXT_VEHICLE_SUGGESTIONS_MAKES')}
          </h2>
          <VehicleLinks items={data.vehicleMakes.map((m) => ({ key: m.id, name: m.name, href: m.path }))} />
        </section>
      ) : null}
    </NotFoundPage>
  );
}
